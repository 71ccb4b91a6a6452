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
	// The invitation's e-mail: the inviter, the company (the site's name), the colleague's first
	// name, the link, the inviter again, the sign-in page.
	msgInvitationSubject = "%s le invita a %s"
	msgInvitationBody    = "Hola, %s:\n\n%s le ha dado acceso al panel de %s. Elija su contraseña en este enlace:\n%s\n\n" +
		"El enlace caduca en 24 horas. Si ya no funciona, pida a %s que le invite de nuevo o use «¿Olvidó su contraseña?» en %s.\n\n" +
		"Si no esperaba esta invitación, puede ignorar este correo.\n"
	msgInvitedNoMail = "Cuenta creada para %s, pero el correo no se pudo enviar: pídale que use «¿Olvidó su contraseña?» en la entrada."
)
