package dashboard

// Messages of the dashboard: how the audit trail's actions and targets read.
const (
	msgVerbInsert = "creó"
	msgVerbUpdate = "editó"
	msgVerbDelete = "eliminó"
	msgVerbUpload = "subió"
	msgVerbRemove = "borró"
	msgVerbRPC    = "guardó"

	msgWhatFile        = "archivo "          // followed by bucket/path
	msgWhatPermissions = "permisos del rol " // followed by the role
	msgMoreChanges     = "y %d más"          // the count of changed fields not listed
)
