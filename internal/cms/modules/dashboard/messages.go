package dashboard

// Messages of the dashboard: how the audit trail's actions and targets read.
const (
	msgVerbInsert    = "creó"
	msgVerbUpdate    = "actualizó"
	msgVerbDelete    = "eliminó"
	msgVerbUpload    = "subió"
	msgVerbRemove    = "borró"
	msgVerbRPC       = "guardó"
	msgVerbPublish   = "publicó"
	msgVerbSchedule  = "programó"
	msgVerbUnpublish = "retiró de la web"
	msgVerbTrash     = "movió a la papelera"
	msgVerbRestore   = "restauró"
	msgVerbOther     = "hizo un cambio en" // an action the dashboard does not know

	msgSubjectSystem  = "El sistema"   // the server's own work or an API key
	msgSubjectVisitor = "Un visitante" // the public site's anonymous requests

	msgReceivedContact     = "Se recibió un mensaje de contacto"
	msgReceivedApplication = "Se recibió una postulación"

	msgVerbMFAEnroll       = "empezó a configurar la verificación en dos pasos"
	msgVerbMFAVerify       = "verificó un código de dos pasos"
	msgVerbMFAVerifyFailed = "falló un código de dos pasos"
	msgVerbMFALocked       = "bloqueó su segundo factor por códigos incorrectos"
	msgVerbMFAUnenroll     = "desactivó la verificación en dos pasos"
	msgVerbMFAAdminDelete  = "restableció la verificación en dos pasos de"

	msgSecondStepMissing = "Su cuenta de administrador entra solo con contraseña. Active la verificación en dos pasos."

	msgWhatFile        = "el archivo «%s»"           // the file's name, without its folders
	msgWhatPermissions = "los permisos del rol «%s»" // the role
	msgWhatRecord      = "un registro"               // a row of a table no module describes
	msgMoreChanges     = "y %d más"                  // the count of changed fields not listed
	msgTimes           = "(%d veces)"                // entries in a row that say the same
)

// The CMS's security events on "Actividad reciente" (audit_security.go).
const (
	msgEventSignIn             = "inició sesión"
	msgEventSignInFailed       = "no pudo iniciar sesión"
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

// The greeting, by the hour in the site's time zone.
const (
	msgGoodMorning   = "Buenos días"
	msgGoodAfternoon = "Buenas tardes"
	msgGoodEvening   = "Buenas noches"
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
