package empleados

import "github.com/vitrina/vitrina/internal/cms"

// recordKinds say how the activity trail names this module's rows and which of their fields an
// editor reads, with their Spanish labels.
func recordKinds() []cms.RecordKind {
	return []cms.RecordKind{cms.RecordKind{Table: "Empleados", Noun: "el empleado", TitleColumns: []string{"nombre", "email"}, Path: "/admin/empleados/",
		Labels: map[string]string{"nombre": "Nombre", "email": "Correo", "rol": "Rol", "departamento": "Departamento",
			"activo": "Activo", "sistemas_acceso": "Sistemas"}}}
}
