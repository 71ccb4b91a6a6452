package empleados

// Messages of the employees module. The endpoint's own texts (interface.md, contract §4) are the
// kernel's (cms.MsgMissingID, cms.MsgEmployeeNotFound, …).
const (
	msgEditTitle = "Editar empleado"
)
