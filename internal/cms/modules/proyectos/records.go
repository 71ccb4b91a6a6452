package proyectos

import "github.com/vitrina/vitrina/internal/cms"

// recordKinds say how the activity trail names this module's rows and which of their fields an
// editor reads, with their Spanish labels.
func recordKinds() []cms.RecordKind {
	return []cms.RecordKind{{Table: "proyectos", Noun: "el proyecto", TitleColumns: []string{"titulo"}, Path: "/admin/proyectos/",
		Labels: map[string]string{"titulo": "Título", "cliente": "Cliente", "resumen": "Resumen", "cuerpo": "Texto",
			"fecha": "Fecha", "destacado": "Destacado", "resultados": "Resultados", "estado": "Estado",
			"publicar_en": "Publicar el", "despublicar_en": "Retirar el"}}}
}
