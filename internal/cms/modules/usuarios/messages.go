package usuarios

// Messages of the roles module. The endpoint's own texts (interface.md, contract §4) are the kernel's
// (cms.MsgMissingRole, cms.MsgRoleExists, …).
const (
	msgRoleCreated = "Rol creado."
	msgRoleDeleted = "Rol eliminado."

	msgSecondStepOn  = "El rol %s ahora requiere verificación en dos pasos: sus usuarios sin ella deberán activarla al entrar."
	msgSecondStepOff = "El rol %s ya no requiere verificación en dos pasos."

	msgPermissionsSaved = "Permisos de «%s» guardados."
	msgAdminHasAll      = "Los administradores pueden abrir todas las vistas; sus permisos no se cambian."
	msgTicksKept        = "Se han conservado las vistas que marcó. Pulse «Guardar permisos» para aplicarlas."
)
