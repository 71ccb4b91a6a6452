package shell

import (
	"errors"
	"log/slog"
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
)

// sessionErrorFunc answers a session store failure: 503 when the database cannot be reached (the
// client may retry; nothing is wrong with its request), 500 otherwise.
func sessionErrorFunc(logger *slog.Logger) func(http.ResponseWriter, *http.Request, error) {
	return func(w http.ResponseWriter, r *http.Request, err error) {
		status, msg := http.StatusInternalServerError, cms.MsgInternal
		if errors.Is(err, cms.ErrStateUnavailable) {
			status, msg = http.StatusServiceUnavailable, cms.MsgPlatformDown
			logger.WarnContext(r.Context(), "session: database unavailable", "error", err)
		} else {
			logger.ErrorContext(r.Context(), "session", "error", err)
		}
		if WantsJSON(r) {
			WriteJSON(w, status, APIFailure(msg))
			return
		}
		http.Error(w, msg, status)
	}
}
