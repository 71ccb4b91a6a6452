// Package contactform holds the bounds of what the public forms send — a contact message, a job
// application — in one place: the site's forms check them to answer in Spanish field by field, and
// the catalog's declarations of mensajes_contacto and postulaciones hold them for every other caller
// of those tables.
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
	// MaxApplicationMessage bounds the message of a job application.
	MaxApplicationMessage = 3000
)

// Flood limit: at most PerAddress messages (or applications) from one client address per Window.
const (
	PerAddress = 5
	Window     = 10 * time.Minute
)
