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
	MsgPasswordTooShort      = "La contraseña debe tener al menos %d caracteres."
	MsgPasswordTooLong       = "La contraseña no puede superar 72 bytes."
	MsgPasswordMismatch      = "Las contraseñas no coinciden."
	MsgPasswordCommon        = "Esa contraseña está entre las más usadas y se adivina enseguida. Elija otra: una frase de varias palabras es fácil de recordar y difícil de adivinar."
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
	MsgSetupFailed           = "No se pudo crear la cuenta: revise los datos (la contraseña debe tener al menos %d caracteres y no ser de las más comunes)."
	MsgSetupDone             = "Administrador creado. Inicie sesión con su correo y contraseña."
	MsgFormUnreadable        = "No se pudo leer el formulario."
	MsgFileUnreadable        = "No se pudo leer el archivo."
	MsgSecondStepTitle       = "Verificación en dos pasos"
	MsgCodeRequired          = "Escriba el código de su aplicación o un código de recuperación."
	MsgCodeInvalid           = "Código incorrecto o ya usado."
	MsgCodeLocked            = "Demasiados códigos incorrectos. Espere unos minutos e intente de nuevo."
	MsgRecoveryCodeInvalid   = "Código de recuperación incorrecto o ya usado."
	MsgRecoveryCodeUsed      = "Entró con un código de recuperación. Su verificación en dos pasos se desactivó: vuelva a configurarla."
	MsgSecurityTitle         = "Seguridad de la cuenta"
	MsgEnrollFailed          = "No se pudo iniciar la configuración. Intente de nuevo."
	MsgEnrollExpired         = "La configuración caducó. Empiece de nuevo."
	MsgFactorEnabled         = "Verificación en dos pasos activada. Guarde estos códigos de recuperación: no se volverán a mostrar."
	MsgFactorRemoved         = "Verificación en dos pasos desactivada."
	MsgFactorNeedsCode       = "Para desactivarla, inicie sesión de nuevo con su código."
	MsgSecondStepRequired    = "Su rol exige la verificación en dos pasos: actívela para continuar."
	MsgFactorsReset          = "Se restableció la verificación en dos pasos de %s: la próxima vez entrará solo con su contraseña."
	MsgSessionExpired        = "Su sesión caducó. Inicie sesión de nuevo."
	MsgSessionsTitle         = "Sesiones activas"
	MsgSessionEnded          = "Sesión cerrada en ese navegador."
	MsgOtherSessionsEnded    = "Se cerraron %d sesiones en otros navegadores."
	MsgUserSessionsEnded     = "Se cerraron %d sesiones de %s."
	MsgReauthTitle           = "Confirmar identidad"
	MsgReauthRequired        = "Por seguridad, confirme su identidad (contraseña o código) antes de esta acción."
	MsgReauthDone            = "Identidad confirmada. Repita la acción si no se completó."
	MsgReauthFailed          = "Contraseña o código incorrectos."
	MsgRecoveryCodesRenewed  = "Códigos de recuperación nuevos. Los anteriores ya no sirven; guarde estos: no se volverán a mostrar."
	MsgExportBusy            = "Ya hay otras descargas de datos en curso. Espere a que terminen y vuelva a intentarlo en un minuto."
)

// The notice of a sign-in from a new browser (shell/new_browser.go): when, the browser, the address,
// and where to act.
const (
	MsgNewBrowserSubject = "Nuevo inicio de sesión en Vitrina"
	MsgNewBrowserBody    = "Se inició sesión en su cuenta desde un navegador que no había usado antes.\n\n" +
		"Cuándo: %s\nNavegador: %s\nDirección: %s\n\n" +
		"Si fue usted, no tiene que hacer nada.\n\n" +
		"Si no fue usted, cambie su contraseña enseguida, cierre las demás sesiones en %s " +
		"y avise a un administrador.\n"
)

// How the activity trail reads values.
const (
	MsgEmptyValue = "(vacío)"
	MsgYes        = "sí"
	MsgNo         = "no"
)

// How recent moments read (FormatWhen).
const (
	MsgJustNow      = "hace un momento"
	MsgOneMinuteAgo = "hace 1 minuto"
	MsgMinutesAgo   = "hace %d minutos"
	MsgOneHourAgo   = "hace 1 hora"
	MsgHoursAgo     = "hace %d horas"
)

// MsgEditorImageMissing: the rich-text editor's picture upload arrived without a file.
const MsgEditorImageMissing = "Elija una imagen."

// Bulk actions on a list's marked rows.
const (
	MsgBulkNothing = "Marque al menos una fila (hasta 100) y elija una acción."
	MsgBulkDeleted = "%d registros eliminados."
)

// The per-item SEO fields of every editorial form (view seo; seo_fields.go).
const (
	MsgMetaTitleTooLong       = "El título para buscadores admite %d caracteres como máximo."
	MsgMetaDescriptionTooLong = "La descripción para buscadores admite %d caracteres como máximo."
	MsgCanonicalInvalid       = "La URL canónica debe ser una dirección completa (https://…) o una ruta del sitio que empiece por «/»."
)
