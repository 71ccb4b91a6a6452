package departamentos

import "github.com/vitrina/vitrina/internal/cms"

// recordKinds say how the activity trail names this module's rows and which of their fields an
// editor reads, with their Spanish labels.
func recordKinds() []cms.RecordKind {
	return []cms.RecordKind{{Table: "departamentos", Noun: "el departamento", TitleColumns: []string{"nombre"}, Path: "/admin/departamentos/",
		Labels: map[string]string{"nombre": "Nombre", "descripcion": "Descripción", "responsable": "Responsable"}}}
}
