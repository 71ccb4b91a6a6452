package testimoniales

import "github.com/vitrina/vitrina/internal/cms"

// recordKinds say how the activity trail names this module's rows and which of their fields an
// editor reads, with their Spanish labels.
func recordKinds() []cms.RecordKind {
	return []cms.RecordKind{cms.RecordKind{Table: "testimoniales", Noun: "el testimonio de", TitleColumns: []string{"empresa", "persona"},
		Path: "/admin/testimoniales/", Labels: map[string]string{"testimonio": "Testimonio", "persona": "Persona", "empresa": "Empresa",
			"cargo": "Cargo", "estado": "Estado"}}}
}
