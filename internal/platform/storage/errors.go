package storage

import (
	"encoding/json"
	"errors"
	"net/http"
	"strconv"

	"github.com/vitrina/vitrina/internal/database"
)

// Error is a Storage API error. Supabase Storage answers every logical 4xx with HTTP 400 and puts
// the logical status, as a string, in the body's statusCode; supabase-js depends on that shape.
type Error struct {
	Status  int    // the logical status, rendered as statusCode
	Code    string // Storage's ErrorCode, e.g. NoSuchKey
	Name    string // the legacy `error` field; Code when empty
	Message string
	// HTTPStatus overrides the 400/500 rule for the few answers Storage sends with their real
	// status (a role-checked route's 403, a bad Range's 416, a full budget's 503).
	HTTPStatus int
	// RetryAfter, when set, is sent as Retry-After (seconds): the refusal is for now only.
	RetryAfter int
}

func (e *Error) Error() string { return e.Code + ": " + e.Message }

// httpStatus is the status line the error is sent with.
func (e *Error) httpStatus() int {
	switch {
	case e.HTTPStatus != 0:
		return e.HTTPStatus
	case e.Status >= 500:
		return http.StatusInternalServerError
	}
	return http.StatusBadRequest
}

func (e *Error) body() map[string]string {
	name := e.Name
	if name == "" {
		name = e.Code
	}
	return map[string]string{"statusCode": strconv.Itoa(e.Status), "code": e.Code, "error": name, "message": e.Message}
}

// The errors of Supabase Storage's codes.ts that this service answers with.
func errNoSuchKey() *Error {
	return &Error{Status: 404, Code: "NoSuchKey", Name: "not_found", Message: "Object not found"}
}

func errNoSuchBucket() *Error {
	return &Error{Status: 404, Code: "NoSuchBucket", Name: "Bucket not found", Message: "Bucket not found"}
}

func errKeyAlreadyExists() *Error {
	return &Error{Status: 409, Code: "KeyAlreadyExists", Name: "Duplicate", Message: "The resource already exists"}
}

func errBucketAlreadyExists() *Error {
	return &Error{Status: 409, Code: "BucketAlreadyExists", Name: "Duplicate", Message: "The resource already exists"}
}

func errInvalidMimeType(mimeType string) *Error {
	return &Error{Status: 415, Code: "InvalidMimeType", Name: "invalid_mime_type", Message: "mime type " + mimeType + " is not supported"}
}

func errInvalidContentType() *Error {
	return &Error{Status: 415, Code: "InvalidMimeType", Name: "invalid_mime_type", Message: "Invalid Content-Type header"}
}

func errEntityTooLarge() *Error {
	return &Error{Status: 413, Code: "EntityTooLarge", Name: "Payload too large", Message: "The object exceeded the maximum allowed size"}
}

func errAccessDenied(message string) *Error {
	return &Error{Status: 403, Code: "AccessDenied", Name: "Unauthorized", Message: message}
}

func errBucketNotEmpty() *Error {
	return &Error{Status: 409, Code: "ResourceNotEmpty", Message: "The bucket you tried to delete is not empty"}
}

func errInvalidKey(key string) *Error {
	return &Error{Status: 400, Code: "InvalidKey", Message: "Invalid key: " + key}
}

func errInvalidBucketName() *Error {
	return &Error{Status: 400, Code: "InvalidBucketName", Name: "Invalid Input", Message: "Bucket name invalid"}
}

func errInvalidRequest(message string) *Error {
	return &Error{Status: 400, Code: "InvalidRequest", Name: "Bad Request", Message: message}
}

func errInvalidJWT(message string) *Error {
	return &Error{Status: 400, Code: "InvalidJWT", Message: message}
}

func errInvalidSignature(message string) *Error {
	return &Error{Status: 400, Code: "InvalidSignature", Message: message}
}

func errExpiredToken() *Error {
	return &Error{Status: 400, Code: "ExpiredToken", Message: "The provided token has expired."}
}

func errInvalidRange() *Error {
	return &Error{Status: 416, Code: "InvalidRange", Name: "invalid_range", Message: "invalid range provided",
		HTTPStatus: http.StatusRequestedRangeNotSatisfiable}
}

func errRouteNotFound(r *http.Request) *Error {
	return &Error{Status: 404, Code: "InvalidRequest", Name: "Not Found",
		Message: "Route " + r.Method + ":" + r.URL.RequestURI() + " not found", HTTPStatus: http.StatusNotFound}
}

// errInsufficientStorage is a write refused because the file store has no space left (a full disk,
// a quota, an object store's full drives). Storage has no code of its own for it: the answer
// follows HTTP's 507 Insufficient Storage, sent with its real status, so that clients see a
// condition to retry later rather than a bad request. Nothing was stored.
func errInsufficientStorage() *Error {
	return &Error{Status: 507, Code: "InsufficientStorage", Name: "insufficient_storage",
		Message: "Insufficient storage: no space left to store the object; nothing was stored", HTTPStatus: http.StatusInsufficientStorage}
}

// errDatabaseUnavailable is sent with its real status so that clients and load balancers retry.
func errDatabaseUnavailable() *Error {
	return &Error{Status: 503, Code: "DatabaseError", Name: "Service Unavailable",
		Message: "The database is temporarily unavailable", HTTPStatus: http.StatusServiceUnavailable}
}

// errShuttingDown: the service is closing and starts no new work; the client may retry.
func errShuttingDown() *Error {
	return &Error{Status: 503, Code: "ServiceUnavailable", Name: "Service Unavailable",
		Message: "The service is shutting down", HTTPStatus: http.StatusServiceUnavailable}
}

// statusClientClosed is the request log's status of a request whose client left first (nginx's 499).
const statusClientClosed = 499

func errInternal() *Error {
	return &Error{Status: 500, Code: "InternalError", Name: "Internal", Message: "Internal Server Error"}
}

// fail answers err: a *Error as Storage renders it, anything else as a logged 500 that shows no
// internals.
func (s *Service) fail(w http.ResponseWriter, r *http.Request, err error) {
	if r.Context().Err() != nil && errors.Is(err, r.Context().Err()) {
		// The client went away (or its request timed out) before the answer: nothing failed on
		// this side, and nobody reads what is written now.
		w.WriteHeader(statusClientClosed)
		return
	}
	var se *Error
	if !errors.As(err, &se) && database.Unavailable(err) {
		s.logger.WarnContext(r.Context(), "storage: database unavailable", "method", r.Method, "path", r.URL.Path, "error", err)
		se = errDatabaseUnavailable()
	}
	if se == nil {
		s.logger.ErrorContext(r.Context(), "storage request failed", "method", r.Method, "path", r.URL.Path, "error", err)
		se = errInternal()
	}
	if se.RetryAfter > 0 {
		w.Header().Set("Retry-After", strconv.Itoa(se.RetryAfter))
	}
	writeJSON(w, se.httpStatus(), se.body())
}

// writeJSON answers status with v as JSON.
func writeJSON(w http.ResponseWriter, status int, v any) {
	body, err := json.Marshal(v)
	if err != nil { // only values of this package are written; they always marshal
		status, body = http.StatusInternalServerError, []byte(`{"statusCode":"500","code":"InternalError","error":"Internal","message":"Internal Server Error"}`)
	}
	h := w.Header()
	h.Set("Content-Type", "application/json; charset=utf-8")
	h.Del("Content-Length")
	w.WriteHeader(status)
	_, _ = w.Write(body)
}
