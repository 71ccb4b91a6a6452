package records

import (
	"encoding/json"
	"strconv"
	"strings"
)

// ContentBody is contenido.descripcion: {body, layout}. It is read leniently (a layout written as
// a string, a missing or unknown layout) because editors and other clients write it.
type ContentBody struct {
	Body   string
	Layout int
}

// UnmarshalJSON reads a body object, or a bare string as a body in the first layout.
func (d *ContentBody) UnmarshalJSON(b []byte) error {
	var raw map[string]any
	if err := json.Unmarshal(b, &raw); err != nil {
		var s string // a bare string is a body
		if json.Unmarshal(b, &s) == nil {
			d.Body, d.Layout = s, 1
		}
		return nil
	}
	d.Body, _ = raw["body"].(string)
	switch v := raw["layout"].(type) {
	case float64:
		d.Layout = int(v)
	case string:
		d.Layout, _ = strconv.Atoi(strings.TrimSpace(v))
	}
	if d.Layout < 1 || d.Layout > 3 {
		d.Layout = 1
	}
	return nil
}

// MarshalJSON writes the stored form, {body, layout}.
func (d ContentBody) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Body   string `json:"body"`
		Layout int    `json:"layout"`
	}{d.Body, d.Layout})
}
