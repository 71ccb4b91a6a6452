package contactos

import "github.com/vitrina/vitrina/internal/cms"

// recordKinds say how the activity trail names this module's rows and which of their fields an
// editor reads, with their Spanish labels.
func recordKinds() []cms.RecordKind {
	// A message is personal data: the trail names it and shows its status only.
	return []cms.RecordKind{{Table: "mensajes_contacto", Noun: "un mensaje de contacto", Labels: map[string]string{"estado": "Estado"}}}
}
