// Package contactform holds the bounds of a contact message in one place: the public form checks
// them to answer in Spanish field by field, and the platform's declaration of mensajes_contacto holds
// them for every other caller of the table.
package contactform

import "time"

// Field sizes of a contact message, in characters.
const (
	MaxName    = 120
	MaxEmail   = 254
	MaxPhone   = 40
	MaxCompany = 160
	MaxSubject = 200
	MaxMessage = 5000
)

// Flood limit: at most PerAddress messages from one client address per Window.
const (
	PerAddress = 5
	Window     = 10 * time.Minute
)
