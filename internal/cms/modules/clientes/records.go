package clientes

import "github.com/vitrina/vitrina/internal/cms"

// recordKinds say how the activity trail names this module's rows and which of their fields an
// editor reads, with their Spanish labels.
func recordKinds() []cms.RecordKind {
	return []cms.RecordKind{cms.RecordKind{Table: "clientes", Noun: "el cliente", TitleColumns: []string{"nombre"}, Path: "/admin/clientes/",
		Labels: map[string]string{"nombre": "Nombre", "logo_url": "Logo", "estado": "Estado"}},
		cms.RecordKind{Table: "categorias", Noun: "la categoría de clientes", TitleColumns: []string{"nombre"},
			Labels: map[string]string{"nombre": "Nombre"}}}
}
