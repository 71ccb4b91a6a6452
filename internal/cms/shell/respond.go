package shell

import (
	"encoding/json"
	"errors"
	"mime"
	"net/http"
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
)

// APIResponse is the CMS endpoints' body: {success, error, …}.
type APIResponse map[string]any

// APIFailure is a failed answer: {success: false, error: message}.
func APIFailure(message string) APIResponse { return APIResponse{"success": false, "error": message} }

// WriteJSON writes body as JSON with status (HTML characters are not escaped).
func WriteJSON(w http.ResponseWriter, status int, body any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(body)
}

// WantsJSON reports whether a request sent JSON or asked for it (rather than a browser form).
func WantsJSON(r *http.Request) bool {
	mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if mt == "application/json" {
		return true
	}
	accept := r.Header.Get("Accept")
	return strings.Contains(accept, "application/json") && !strings.Contains(accept, "text/html")
}

// APIError answers err in the endpoints' shape: a CMS error with its status, message and debug
// object; anything else is a logged 500 Error interno.
func (a *App) APIError(w http.ResponseWriter, err error) {
	var ce *cms.Error
	if !errors.As(err, &ce) {
		a.logger.Error("cms api", "error", err)
		WriteJSON(w, http.StatusInternalServerError, APIFailure(cms.MsgInternal))
		return
	}
	if ce.Status >= 500 {
		a.logger.Error("cms api", "status", ce.Status, "error", err)
	}
	body := APIFailure(ce.Message)
	if ce.Debug != nil {
		body["debug"] = ce.Debug
	}
	WriteJSON(w, ce.Status, body)
}

// clientAddress is the peer's address, for rate limits. Forwarding headers are not trusted: a
// client could forge them to escape its limit.
func clientAddress(r *http.Request) string {
	host := r.RemoteAddr
	if i := strings.LastIndexByte(host, ':'); i > 0 {
		host = host[:i]
	}
	return strings.Trim(host, "[]")
}
