package preguntas

import "github.com/vitrina/vitrina/internal/cms"

// recordKinds say how the activity trail names this module's rows and which of their fields an
// editor reads, with their Spanish labels.
func recordKinds() []cms.RecordKind {
	return []cms.RecordKind{{Table: "preguntas", Noun: "la pregunta", TitleColumns: []string{"pregunta"}, Path: "/admin/preguntas/",
		Labels: map[string]string{"pregunta": "Pregunta", "respuesta": "Respuesta", "estado": "Estado",
			"publicar_en": "Publicar el", "despublicar_en": "Retirar el"}}}
}
