package theme

import "fmt"

// Rules a theme is checked against; each problem names one.
const (
	RuleArchive     = "archive"      // not a readable zip, or too large
	RuleManifest    = "manifest"     // theme.json missing, unreadable or missing required fields
	RuleUnknownPage = "unknown-page" // overrides a page type the site does not have
	RuleLayout      = "layout"       // a file where the layout has none, or an override without its template
	RuleFileType    = "file-type"    // a static file of a kind themes may not carry
	RuleCode        = "code"         // JavaScript: files, inline scripts, event handlers, javascript: URLs
	RuleExternal    = "external"     // a script, stylesheet, font or image from another origin
	RuleParse       = "parse"        // a template that does not parse
	RuleExecute     = "execute"      // a template that fails on the demo site's data
	RuleImageAlt    = "image-alt"    // an image without an alt attribute
	RuleLabel       = "label"        // a form field without a label
	RuleWeight      = "weight"       // a rendered page over the weight budget
)

// Problem is one reason a theme is refused.
type Problem struct {
	Rule   string
	File   string // the theme's file, or the rendered page type ("page home")
	Detail string
}

var messages = map[string]struct{ en, es string }{
	RuleArchive:     {"not a usable theme archive: %s", "El archivo no es un tema utilizable: %s."},
	RuleManifest:    {"theme.json: %s", "El manifiesto theme.json no es válido: %s."},
	RuleUnknownPage: {"overrides unknown page type %q", "Sustituye un tipo de página que el sitio no tiene: «%s»."},
	RuleLayout:      {"%s", "La estructura del tema no es válida: %s."},
	RuleFileType:    {"file type not allowed: %s", "Tipo de archivo no permitido en un tema: %s."},
	RuleCode:        {"themes carry no code: %s", "Los temas no pueden llevar código: %s."},
	RuleExternal:    {"refers to another origin: %s", "Usa recursos de otro sitio (todo debe ir dentro del tema): %s."},
	RuleParse:       {"template does not parse: %s", "Una plantilla tiene un error de escritura: %s."},
	RuleExecute:     {"template fails on the demo site: %s", "Una plantilla falla al mostrar el sitio de demostración: %s."},
	RuleImageAlt:    {"image without alt attribute: %s", "Una imagen no tiene texto alternativo (alt): %s."},
	RuleLabel:       {"form field without a label: %s", "Un campo de formulario no tiene etiqueta: %s."},
	RuleWeight:      {"page too heavy: %s", "Una página pesa demasiado: %s."},
}

// English is the problem for the command line.
func (p Problem) English() string { return p.where() + fmt.Sprintf(messages[p.Rule].en, p.Detail) }

// Spanish is the problem as the admin shows it.
func (p Problem) Spanish() string {
	return p.where() + fmt.Sprintf(messages[p.Rule].es, p.Detail)
}

func (p Problem) where() string {
	if p.File == "" {
		return ""
	}
	return p.File + ": "
}

func (p Problem) Error() string { return p.English() }
