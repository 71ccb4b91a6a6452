package auth

import (
	"encoding/json"
	"errors"
	"net/http"
	"time"

	"github.com/google/uuid"
	"github.com/vitrina/vitrina/internal/database"
)

// apiError is a GoTrue HTTP error: status, error code and message (and the reasons of a weak password).
type apiError struct {
	Status  int
	Code    string
	Message string
	Reasons []string
}

func (e *apiError) Error() string { return e.Code + ": " + e.Message }

func badRequest(code, msg string) *apiError {
	return &apiError{Status: http.StatusBadRequest, Code: code, Message: msg}
}

func validation(msg string) *apiError { return badRequest("validation_failed", msg) }

var (
	errInternal = &apiError{Status: http.StatusInternalServerError, Code: "unexpected_failure",
		Message: "Unexpected failure, please check server logs for more information"}
	errInvalidCredentials = badRequest("invalid_credentials", "Invalid login credentials")
	// errUnavailable: the database cannot be reached; the client may retry.
	errUnavailable = &apiError{Status: http.StatusServiceUnavailable, Code: "unexpected_failure",
		Message: "Service temporarily unavailable, please try again later"}
	errRateLimited = &apiError{Status: http.StatusTooManyRequests, Code: "over_request_rate_limit",
		Message: "Request rate limit reached"}
	errNotAdmin     = &apiError{Status: http.StatusForbidden, Code: "not_admin", Message: "User not allowed"}
	errUserNotFound = &apiError{Status: http.StatusNotFound, Code: "user_not_found", Message: "User not found"}
	errEmailExists  = &apiError{Status: http.StatusUnprocessableEntity, Code: "email_exists",
		Message: "A user with this email address has already been registered"}
	errOTPExpired = &apiError{Status: http.StatusForbidden, Code: "otp_expired",
		Message: "Email link is invalid or has expired"}
	errBanned = &apiError{Status: http.StatusForbidden, Code: "user_banned", Message: "User is banned"}
)

// newAPIVersion is the first API version with the {code, message} error shape.
var newAPIVersion = time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)

// apiVersion returns the version a client asked for with X-Supabase-Api-Version, or "" for the
// initial (legacy) one, including when the header is absent or not a date.
func apiVersion(r *http.Request) string {
	v := r.Header.Get("X-Supabase-Api-Version")
	t, err := time.Parse("2006-01-02", v)
	if err != nil || t.Before(newAPIVersion) {
		return ""
	}
	return newAPIVersion.Format("2006-01-02")
}

// fail writes e in the shape the client's API version expects, with x-sb-error-code.
func (a *API) fail(w http.ResponseWriter, r *http.Request, e *apiError) {
	w.Header().Set("x-sb-error-code", e.Code)
	body := map[string]any{}
	if v := apiVersion(r); v != "" {
		w.Header().Set("X-Supabase-Api-Version", v)
		body["code"] = e.Code
		body["message"] = e.Message
	} else {
		body["code"] = e.Status
		body["error_code"] = e.Code
		body["msg"] = e.Message
		if e.Status >= 500 {
			body["error_id"] = uuid.NewString()
		}
	}
	if e.Reasons != nil {
		body["weak_password"] = map[string]any{"reasons": e.Reasons}
	}
	writeJSON(w, e.Status, body)
}

// failErr answers err: an *apiError as it is, anything else logged and answered as a 500 without
// internals.
func (a *API) failErr(w http.ResponseWriter, r *http.Request, err error) {
	var e *apiError
	if errors.As(err, &e) {
		a.fail(w, r, e)
		return
	}
	if database.Unavailable(err) {
		a.logger.WarnContext(r.Context(), "auth: database unavailable", "method", r.Method, "path", r.URL.Path, "error", err)
		a.fail(w, r, errUnavailable)
		return
	}
	a.logger.ErrorContext(r.Context(), "auth: request failed", "method", r.Method, "path", r.URL.Path, "error", err)
	a.fail(w, r, errInternal)
}

// oauthError writes GoTrue's OAuth-shaped error, always HTTP 400.
func (a *API) oauthError(w http.ResponseWriter, code, description string) {
	writeJSON(w, http.StatusBadRequest, map[string]string{"error": code, "error_description": description})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		status, b = http.StatusInternalServerError, []byte(`{"code":500,"error_code":"unexpected_failure","msg":"Unexpected failure"}`)
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_, _ = w.Write(b)
}
