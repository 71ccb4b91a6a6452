package menus

import "github.com/vitrina/vitrina/internal/cms"

// recordKinds say how the activity trail names this module's rows and which of their fields an
// editor reads, with their Spanish labels.
func recordKinds() []cms.RecordKind {
	return []cms.RecordKind{{Table: "menus", Noun: "el elemento de menú", TitleColumns: []string{"etiqueta"}, Path: "/admin/menus/",
		Labels: map[string]string{"etiqueta": "Texto", "ubicacion": "Menú", "tipo": "Tipo de destino", "destino": "Destino", "orden": "Orden"}}}
}
