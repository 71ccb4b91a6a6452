package web

import (
	"encoding/json"
	"mime"
	"net/http"
	"strings"
)

// apiResponse is the CMS endpoints' body: {success, error, …}.
type apiResponse map[string]any

func apiFailure(message string) apiResponse { return apiResponse{"success": false, "error": message} }

func writeJSON(w http.ResponseWriter, status int, body any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(body)
}

// wantsJSON reports whether a request sent JSON or asked for it (rather than a browser form).
func wantsJSON(r *http.Request) bool {
	mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if mt == "application/json" {
		return true
	}
	accept := r.Header.Get("Accept")
	return strings.Contains(accept, "application/json") && !strings.Contains(accept, "text/html")
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
