package rest

import (
	"net/http"
	"strings"
)

// checkStrict refuses, under `Prefer: handling=strict`, any preference that is unknown, has an
// invalid value or is not implemented, as PostgREST does (400 PGRST122); lenient handling (the
// default) ignores them.
func (p preferences) checkStrict() error {
	if p.handling != "strict" || len(p.invalid) == 0 {
		return nil
	}
	return newError(http.StatusBadRequest, "PGRST122", "Invalid preferences given with handling=strict").
		withDetails("Invalid preferences: " + strings.Join(p.invalid, ", "))
}
