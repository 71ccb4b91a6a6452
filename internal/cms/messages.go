package cms

// The kernel's Spanish messages: the shell's, the sign-in's and the admin endpoints'. Each module
// keeps its own in its messages.go.

// The CMS endpoints' messages, exactly as interface.md and contract §4 spell them.
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
	MsgNoSpace            = "No queda espacio de almacenamiento en el servidor: no se guardó nada. Avise al administrador e intente de nuevo cuando se libere espacio."
	MsgMethodNotAllowed   = "Método no permitido"
	MsgUpdateFailed       = "Error HTTP %d al actualizar. %s" // status and the platform's error body
)

// The shell's messages: sign-in, account pages, first run, forms, uploads and failures.
const (
	MsgPlatformError         = "Error del servicio de datos"
	MsgResourceNotFound      = "Recurso no encontrado"
	MsgPageNotFound          = "Página no encontrada"
	MsgCrossOrigin           = "Solicitud de otro origen rechazada"
	MsgInternal              = "Error interno"
	MsgEmailNotConfirmed     = "Debe confirmar su correo antes de entrar"
	MsgUserBanned            = "Cuenta suspendida"
	MsgRecordNotFound        = "El registro no existe o ya fue eliminado."
	MsgNoViews               = "Su rol no tiene acceso a ningún módulo. Pida acceso a un administrador."
	MsgViewForbidden         = "Su rol no tiene acceso a %s."              // the view's title
	MsgFileTooLarge          = "El archivo supera el tamaño máximo (%s)."  // the limit
	MsgFileKind              = "Formato no permitido: suba una imagen %s." // the accepted kinds: "PNG, JPG o SVG"
	MsgPasswordTitle         = "Cambiar contraseña"
	MsgPasswordChanged       = "Contraseña actualizada."
	MsgPasswordTooShort      = "La contraseña debe tener al menos 8 caracteres."
	MsgPasswordTooLong       = "La contraseña no puede superar 72 bytes."
	MsgPasswordMismatch      = "Las contraseñas no coinciden."
	MsgPasswordWeak          = "La contraseña es demasiado débil."
	MsgPasswordSame          = "La contraseña nueva debe ser distinta de la actual."
	MsgPasswordFailed        = "No se pudo cambiar la contraseña."
	MsgForgotTitle           = "Recuperar contraseña"
	MsgEmailRequired         = "Escriba su correo."
	MsgRecoverTooSoon        = "Ya enviamos un enlace hace poco. Espere un minuto e intente de nuevo."
	MsgRecoverFailed         = "No se pudo enviar el enlace. Intente más tarde."
	MsgRecoverSent           = "Si el correo tiene una cuenta, le enviamos un enlace para elegir una contraseña nueva."
	MsgResetTitle            = "Elegir una contraseña nueva"
	MsgResetLinkInvalid      = "El enlace no es válido o ha caducado. Pida uno nuevo."
	MsgResetDone             = "Contraseña cambiada. Ya puede iniciar sesión."
	MsgEmployeeEmailRequired = "Escriba el correo del empleado."
	MsgLinkFailed            = "No se pudo generar el enlace."
	MsgNoSuchAccount         = "No hay ninguna cuenta con ese correo."
	MsgResendFailed          = "No se pudo reenviar la confirmación."
	MsgResendSent            = "Si la cuenta está pendiente de confirmar, le reenviamos el correo."
	MsgInvalidActionDot      = "Acción no válida."
	MsgLoginTitle            = "Iniciar sesión"
	MsgSignedOut             = "Sesión cerrada."
	MsgReviewFields          = "Revise los campos marcados."
	MsgOperationFailed       = "No se pudo completar la operación. Intente de nuevo."
	MsgAdminsOnly            = "Solo los administradores pueden abrir esta página."
	MsgSetupLinkTitle        = "Enlace no válido"
	MsgSetupLinkInvalid      = "El enlace de configuración no es válido, caducó o ya se usó."
	MsgNameRequired          = "Escriba un nombre."
	MsgEmailInvalid          = "Escriba un correo válido."
	MsgSetupFailed           = "No se pudo crear la cuenta: revise los datos (la contraseña debe tener al menos 8 caracteres)."
	MsgSetupDone             = "Administrador creado. Inicie sesión con su correo y contraseña."
	MsgFormUnreadable        = "No se pudo leer el formulario."
	MsgFileUnreadable        = "No se pudo leer el archivo."
)
