package categorias

import "github.com/vitrina/vitrina/internal/cms"

// recordKinds say how the activity trail names this module's rows and which of their fields an
// editor reads, with their Spanish labels.
func recordKinds() []cms.RecordKind {
	return []cms.RecordKind{cms.RecordKind{Table: "categoria-servicios", Noun: "la categoría", TitleColumns: []string{"name"}, Path: "/admin/categorias/",
		Labels: map[string]string{"name": "Nombre"}}}
}
