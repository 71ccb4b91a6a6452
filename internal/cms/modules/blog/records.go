package blog

import "github.com/vitrina/vitrina/internal/cms"

// recordKinds say how the activity trail names this module's rows and which of their fields an
// editor reads, with their Spanish labels.
func recordKinds() []cms.RecordKind {
	return []cms.RecordKind{{Table: "blog_entradas", Noun: "la entrada", TitleColumns: []string{"titulo"}, Path: "/admin/blog/",
		Labels: map[string]string{"titulo": "Título", "extracto": "Extracto", "cuerpo": "Texto", "portada": "Portada",
			"portada_alt": "Texto alternativo de la portada", "autor_nombre": "Autor", "estado": "Estado",
			"publicar_en": "Publicar el", "despublicar_en": "Retirar el"}}}
}
