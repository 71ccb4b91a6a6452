package templates

import "github.com/vitrina/vitrina/internal/cms"

// recordKinds say how the activity trail names this module's rows and which of their fields an
// editor reads, with their Spanish labels.
func recordKinds() []cms.RecordKind {
	return []cms.RecordKind{{Table: "ajustes_sitio", Noun: "la apariencia del sitio", TitleColumns: []string{"nombre_sitio"}, Path: "",
		Labels: map[string]string{"nombre_sitio": "Nombre del sitio", "color_primario": "Color principal", "color_acento": "Color de acento",
			"fuente": "Fuente", "texto_cabecera": "Texto de la cabecera", "texto_pie": "Texto del pie", "direccion": "Dirección",
			"telefono": "Teléfono", "email": "Correo", "horario": "Horario"}},
		{Table: "idiomas", Noun: "el idioma", TitleColumns: []string{"nombre"}, Path: "",
			Labels: map[string]string{"codigo": "Código", "nombre": "Nombre", "activo": "Activo", "orden": "Orden", "sin_traduccion": "Sin traducción"}}}
}
