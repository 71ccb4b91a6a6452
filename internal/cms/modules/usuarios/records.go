package usuarios

import "github.com/vitrina/vitrina/internal/cms"

// recordKinds say how the activity trail names this module's rows and which of their fields an
// editor reads, with their Spanish labels.
func recordKinds() []cms.RecordKind {
	return []cms.RecordKind{cms.RecordKind{Table: "roles_permisos", Noun: "el permiso del rol", TitleColumns: []string{"rol_nombre"}, Path: "",
		Labels: map[string]string{"vista_slug": "Vista", "puede_ver": "Puede ver"},
		Shown:  map[string]func(string) string{"rol_nombre": cms.RoleTitle, "vista_slug": cms.ViewTitle}}}
}
