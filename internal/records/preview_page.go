package records

import "encoding/json"

// PreviewPage is an unsaved free page (a row of paginas as the page editor holds it) that the admin
// shows through the public site's renderer.
type PreviewPage struct {
	Title          string
	Blocks         json.RawMessage // the bloques value as it would be stored
	SEOTitle       string
	SEODescription string
	Path           string // the address it would have ("/quienes-somos")
}
