package vacantes

import "github.com/vitrina/vitrina/internal/cms"

// recordKinds say how the activity trail names this module's rows and which of their fields an
// editor reads, with their Spanish labels.
func recordKinds() []cms.RecordKind {
	return []cms.RecordKind{
		{Table: "vacantes", Noun: "la vacante", TitleColumns: []string{"titulo"}, Path: "/admin/vacantes/",
			Labels: map[string]string{"titulo": "Título", "ubicacion": "Ubicación", "modalidad": "Modalidad", "tipo": "Tipo",
				"descripcion": "Descripción", "requisitos": "Requisitos", "salario_min": "Salario mínimo", "salario_max": "Salario máximo",
				"fecha_cierre": "Fecha de cierre", "cerrada": "Cerrada", "estado": "Estado", "publicar_en": "Publicar el",
				"despublicar_en": "Retirar el"}},
		// An application is personal data: the trail names it and shows its status and notes only.
		{Table: "postulaciones", Noun: "una postulación", Labels: map[string]string{"estado": "Estado", "notas": "Notas"}},
	}
}
