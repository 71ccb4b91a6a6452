package gateway

import "encoding/json"

// MarshalJSON writes a single audience as a plain string ("aud":"authenticated"), as GoTrue does;
// golang-jwt would write a one-element array. Several audiences stay an array.
func (c Claims) MarshalJSON() ([]byte, error) {
	type plain Claims // same fields, without this method
	out := struct {
		plain
		Audience any `json:"aud,omitempty"`
	}{plain: plain(c)}
	switch len(c.Audience) {
	case 0:
	case 1:
		out.Audience = c.Audience[0]
	default:
		out.Audience = []string(c.Audience)
	}
	return json.Marshal(out)
}
