package cms

// The CMS's error messages, exactly as interface.md and contract §4 spell them.
const (
	MsgNotAuthenticated   = "No autenticado"
	MsgNoPermission       = "Sin permisos"
	MsgNoPermissionEmail  = "Sin permisos. Su correo: " // followed by the user's e-mail
	MsgMissingRole        = "Falta rol_nombre"
	MsgMissingID          = "ID requerido"
	MsgInvalidID          = "ID inválido"
	MsgInvalidActivo      = "Valor de activo inválido"
	MsgEmployeeNotFound   = "Empleado no encontrado"
	MsgRoleHasUsers       = "El rol tiene usuarios asignados"
	MsgRoleExists         = "El rol ya existe"
	MsgRoleNotFound       = "El rol no existe"
	MsgInvalidRoleName    = "Nombre de rol inválido"
	MsgStandardRole       = "No se puede eliminar un rol estándar"
	MsgInvalidView        = "Vista inválida: " // followed by the slug
	MsgMissingPermissions = "Faltan permisos"
	MsgInvalidPermissions = "Permisos inválidos"
	MsgInvalidAction      = "Acción no válida"
	MsgInvalidJSON        = "JSON inválido"
	MsgNoCMSAccess        = "Sin acceso al CMS"
	MsgBadCredentials     = "Correo o contraseña incorrectos"
	MsgTooManyAttempts    = "Demasiados intentos, intente más tarde"
	MsgPlatformDown       = "El servicio de datos no responde, intente más tarde"
	MsgMethodNotAllowed   = "Método no permitido"
	MsgUpdateFailed       = "Error HTTP %d al actualizar. %s" // status and the platform's error body
)
