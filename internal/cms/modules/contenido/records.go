package contenido

import "github.com/vitrina/vitrina/internal/cms"

// recordKinds say how the activity trail names this module's rows and which of their fields an
// editor reads, with their Spanish labels.
func recordKinds() []cms.RecordKind {
	return []cms.RecordKind{cms.RecordKind{Table: "contenido", Noun: "el contenido", TitleColumns: []string{"titulo"}, Path: "/admin/contenido/",
		Labels: map[string]string{"titulo": "Título", "descripcion": "Texto", "imagen_principal": "Imagen", "estado": "Estado",
			"publicar_en": "Publicar el", "despublicar_en": "Retirar el"}}}
}
