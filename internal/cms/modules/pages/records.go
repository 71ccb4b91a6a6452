package pages

import "github.com/vitrina/vitrina/internal/cms"

// recordKinds say how the activity trail names this module's rows and which of their fields an
// editor reads, with their Spanish labels.
func recordKinds() []cms.RecordKind {
	return []cms.RecordKind{
		{Table: "paginas", Noun: "la página", TitleColumns: []string{"titulo", "slug"}, Path: "/admin/pages/",
			Labels: map[string]string{"titulo": "Título", "slug": "Dirección", "estado": "Estado", "publicar_en": "Publicar el",
				"despublicar_en": "Retirar el", "es_inicio": "Página de inicio", "seo_titulo": "Título para buscadores",
				"seo_descripcion": "Descripción para buscadores"}},
		{Table: "plantillas", Noun: "la plantilla de página", TitleColumns: []string{"nombre"},
			Labels: map[string]string{"nombre": "Nombre", "descripcion": "Descripción"}},
	}
}
