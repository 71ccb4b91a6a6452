package seo

import "github.com/vitrina/vitrina/internal/cms"

// recordKinds say how the activity trail names this module's rows.
func recordKinds() []cms.RecordKind {
	return []cms.RecordKind{
		{Table: redirectsTable, Noun: "la redirección", TitleColumns: []string{"origen"}, Path: "/admin/seo/redirecciones/",
			Labels: map[string]string{"origen": "Origen", "destino": "Destino", "tipo": "Tipo"}},
		{Table: settingsTable, Noun: "los ajustes de SEO", Labels: map[string]string{"patron_titulo": "Patrón del título",
			"descripcion": "Descripción", "imagen": "Imagen para compartir", "organizacion_nombre": "Organización", "robots": "Reglas de robots.txt"}},
	}
}
