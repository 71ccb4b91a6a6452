package platform

import (
	"net/http"
	"strings"
)

// CORS as Supabase's gateway answers it: any origin may call the APIs, because they authenticate
// with headers (apikey, bearer tokens), never with cookies, so no credentials are allowed.
var (
	corsAllowHeaders = strings.Join([]string{
		"Authorization", "Content-Type", "apikey", "X-Client-Info", "Accept", "Accept-Profile", "Content-Profile",
		"Prefer", "Range", "Range-Unit", "X-Supabase-Api-Version", "x-upsert", "cache-control", "x-metadata",
		"X-JWT-AUD", "If-None-Match",
	}, ", ")
	corsExposeHeaders = strings.Join([]string{
		"Content-Range", "Content-Profile", "Preference-Applied", "Location", "X-Supabase-Api-Version",
		"x-sb-error-code", "ETag", "Content-Length", "Content-Type", "Content-Disposition", "X-Request-Id",
	}, ", ")
)

// withCORS answers preflight requests itself, before any API-key check, and marks every response
// as readable cross-origin.
func withCORS(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Origin") == "" {
			next.ServeHTTP(w, r)
			return
		}
		h := w.Header()
		h.Set("Access-Control-Allow-Origin", "*")
		h.Set("Access-Control-Expose-Headers", corsExposeHeaders)
		if r.Method == http.MethodOptions && r.Header.Get("Access-Control-Request-Method") != "" {
			h.Set("Access-Control-Allow-Methods", "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS")
			h.Set("Access-Control-Allow-Headers", corsAllowHeaders)
			h.Set("Access-Control-Max-Age", "86400")
			h.Add("Vary", "Origin")
			w.WriteHeader(http.StatusNoContent)
			return
		}
		next.ServeHTTP(w, r)
	})
}
