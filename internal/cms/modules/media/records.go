package media

import "github.com/vitrina/vitrina/internal/cms"

// recordKinds say how the activity trail names the library's rows and which fields editors read.
func recordKinds() []cms.RecordKind {
	return []cms.RecordKind{{Table: table, Noun: "el archivo", TitleColumns: []string{"titulo", "nombre"}, Path: "/admin/media/",
		Labels: map[string]string{"texto_alternativo": "Texto alternativo", "titulo": "Título", "ruta": "Archivo"}}}
}
