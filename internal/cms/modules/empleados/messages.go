package empleados

// Messages of the employees module. The endpoint's own texts (interface.md, contract §4) are the
// kernel's (cms.MsgMissingID, cms.MsgEmployeeNotFound, …).
const (
	msgEditTitle = "Editar empleado"
)

// The invitation of a colleague (employee_invite.go, employee_invite_send.go).
const (
	msgInviteTitle       = "Invitar a un colega"
	msgInviteAdminsOnly  = "Solo los administradores pueden invitar a un colega."
	msgInviteRoleInvalid = "Elija uno de los roles."
	msgInviteEmailTaken  = "Ya existe una cuenta con este correo."
	msgInviteNameTooLong = "El nombre admite hasta 200 caracteres."
	msgInvited           = "Invitación enviada a %s: recibirá un correo para elegir su contraseña."
	msgInvitedNoMail     = "Cuenta creada para %s, pero el correo no se pudo enviar: pídale que use «¿Olvidó su contraseña?» en la entrada."
)
