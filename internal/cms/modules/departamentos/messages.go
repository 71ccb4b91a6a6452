package departamentos

// The module's Spanish texts.
const (
	msgNewTitle       = "Nuevo departamento"
	msgEditTitle      = "Editar departamento"
	msgNameRequired   = "Escriba el nombre del departamento."
	msgNameTooLong    = "El nombre admite como máximo 120 caracteres."
	msgNameTaken      = "Ya existe un departamento con ese nombre (sin distinguir mayúsculas)."
	msgBadHead        = "Elija un responsable de la lista."
	msgBadOrder       = "El orden debe ser un número entero entre 0 y 9999."
	msgSaved          = "Departamento guardado."
	msgSavedRenamed   = "Departamento guardado; se actualizó en %d empleados."
	msgDeleted        = "Departamento eliminado."
	msgDeleteConfirm  = "¿Eliminar el departamento %s?"
	msgInUse          = "No se puede eliminar «%s»: lo tienen asignado %d empleados. Asígneles otro departamento antes."
	msgDepartmentGone = "El departamento ya no existe: quizá otra persona lo eliminó."
)

// msgBackToDepartment leads from a translation back to the department.
const msgBackToDepartment = "Volver al departamento"
