package dashboard

// Messages of the dashboard: how the audit trail's actions and targets read.
const (
	msgVerbInsert = "creó"
	msgVerbUpdate = "editó"
	msgVerbDelete = "eliminó"
	msgVerbUpload = "subió"
	msgVerbRemove = "borró"
	msgVerbRPC    = "guardó"

	msgVerbMFAEnroll       = "empezó a configurar la verificación en dos pasos"
	msgVerbMFAVerify       = "verificó un código de dos pasos"
	msgVerbMFAVerifyFailed = "falló un código de dos pasos"
	msgVerbMFALocked       = "bloqueó su segundo factor por códigos incorrectos"
	msgVerbMFAUnenroll     = "desactivó la verificación en dos pasos"
	msgVerbMFAAdminDelete  = "restableció la verificación en dos pasos de"
	msgWhatFactor          = "factor " // followed by the account's e-mail

	msgSecondStepMissing = "Su cuenta de administrador entra solo con contraseña. Active la verificación en dos pasos."

	msgWhatFile        = "archivo "          // followed by bucket/path
	msgWhatPermissions = "permisos del rol " // followed by the role
	msgMoreChanges     = "y %d más"          // the count of changed fields not listed
)

// The CMS's security events on "Actividad reciente" (audit_security.go).
const (
	msgEventSignIn             = "inició sesión"
	msgEventSignInFailed       = "intento fallido de inicio de sesión"
	msgEventRecoveryCode       = "usó un código de recuperación"
	msgEventSessionEnded       = "cerró una de sus otras sesiones"
	msgEventOtherSessionsEnded = "cerró todas sus otras sesiones"
	msgEventUserSessionsEnded  = "cerró todas las sesiones de"
	msgEventReauthPassword     = "confirmó su identidad con la contraseña"
	msgEventReauthCode         = "confirmó su identidad con un código"
	msgEventFrom               = "desde %s (%s)"
	msgEventOneSession         = " (1 sesión)"
	msgEventSessions           = " (%d sesiones)"
)

// The first-run guide (first_run.go).
const (
	msgGuideBrand           = "El nombre y el logotipo de la empresa"
	msgGuideBrandHint       = "Aparecen en la cabecera del sitio público y en el panel."
	msgGuideBrandAction     = "Abrir la apariencia"
	msgGuideContent         = "Una primera página o un primer contenido"
	msgGuideContentHint     = "Lo que sus visitantes leerán: un servicio, una noticia, «Quiénes somos»."
	msgGuideContentAction   = "Crear una página"
	msgGuideColleague       = "Un colega invitado con su rol"
	msgGuideColleagueHint   = "Recibirá un correo para elegir su contraseña; su rol decide qué vistas abre."
	msgGuideColleagueAction = "Invitar a un colega"
	msgGuideDismissed       = "La guía de inicio no se volverá a mostrar."
)
