package storage

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"
)

// maxJSONBody bounds the JSON bodies of the non-upload routes.
const maxJSONBody = 1 << 20

// decodeJSON reads a JSON object body into dst. An empty body leaves dst as it is when
// allowEmpty; anything that is not one JSON object is InvalidRequest.
func decodeJSON(w http.ResponseWriter, r *http.Request, dst any, allowEmpty bool) error {
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, maxJSONBody))
	err := dec.Decode(dst)
	if errors.Is(err, io.EOF) && allowEmpty {
		return nil
	}
	var tooLarge *http.MaxBytesError
	if errors.As(err, &tooLarge) {
		return errEntityTooLarge()
	}
	if err != nil {
		return errInvalidRequest("body must be a JSON object: " + jsonProblem(err))
	}
	if dec.More() {
		return errInvalidRequest("body must be a single JSON object")
	}
	return nil
}

// jsonProblem describes a decoding error without echoing Go type names.
func jsonProblem(err error) string {
	var typeErr *json.UnmarshalTypeError
	if errors.As(err, &typeErr) {
		if typeErr.Field != "" {
			return "property '" + typeErr.Field + "' has the wrong type"
		}
		return "wrong type"
	}
	if errors.Is(err, io.EOF) {
		return "empty body"
	}
	return "malformed JSON"
}
