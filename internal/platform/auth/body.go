package auth

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"net/http"
)

// readBody decodes the JSON body into v whatever the content type, as GoTrue does; an empty body
// leaves v at its zero value.
func readBody(r *http.Request, v any) *apiError {
	if r.Body == nil {
		return nil
	}
	raw, err := io.ReadAll(r.Body)
	if err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			return &apiError{Status: http.StatusRequestEntityTooLarge, Code: "request_entity_too_large",
				Message: "Request body too large"}
		}
		return badRequest("bad_json", "Could not read request body")
	}
	if len(bytes.TrimSpace(raw)) == 0 {
		return nil
	}
	if err := json.Unmarshal(raw, v); err != nil {
		return badRequest("bad_json", "Could not parse request body as JSON: "+err.Error())
	}
	return nil
}

// decode reads the body into v, answering the error itself; it reports whether to go on.
func (a *API) decode(w http.ResponseWriter, r *http.Request, v any) bool {
	if e := readBody(r, v); e != nil {
		a.fail(w, r, e)
		return false
	}
	return true
}
