package rest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/gateway"
)

// apiError is an error as PostgREST reports it: {code, details, hint, message} with an HTTP status.
type apiError struct {
	Status  int     `json:"-"`
	Code    string  `json:"code"`
	Details *string `json:"details"`
	Hint    *string `json:"hint"`
	Message string  `json:"message"`
}

func (e *apiError) Error() string { return e.Code + ": " + e.Message }

func ptr(s string) *string { return &s }

func newError(status int, code, message string) *apiError {
	return &apiError{Status: status, Code: code, Message: message}
}

func (e *apiError) withDetails(d string) *apiError { e.Details = ptr(d); return e }
func (e *apiError) withHint(h string) *apiError    { e.Hint = ptr(h); return e }

// Errors of the request itself (PGRST1xx), the schema cache (PGRST2xx) and JWTs (PGRST3xx).
func errParse(what, input, details string) *apiError {
	return newError(http.StatusBadRequest, "PGRST100", fmt.Sprintf("failed to parse %s (%s)", what, input)).withDetails(details)
}

func errInvalidBody(message string) *apiError {
	return newError(http.StatusBadRequest, "PGRST102", message)
}

func errSchema(profile string) *apiError {
	return newError(http.StatusNotAcceptable, "PGRST106", "Invalid schema: "+profile).
		withHint("Only the following schemas are exposed: public")
}

func errMediaType(accept string) *apiError {
	return newError(http.StatusNotAcceptable, "PGRST107", "None of these media types are available: "+accept)
}

func errSingular(n int) *apiError {
	return newError(http.StatusNotAcceptable, "PGRST116", "Cannot coerce the result to a single JSON object").
		withDetails(fmt.Sprintf("The result contains %d rows", n))
}

func errNoRelationship(from, to string) *apiError {
	return newError(http.StatusBadRequest, "PGRST200",
		fmt.Sprintf("Could not find a relationship between '%s' and '%s' in the schema cache", from, to)).
		withDetails(fmt.Sprintf("Searched for a foreign key relationship between '%s' and '%s' in the schema 'public', but no matches were found.", from, to))
}

func errAmbiguousRelationship(from, to string) *apiError {
	return newError(http.StatusMultipleChoices, "PGRST201",
		fmt.Sprintf("Could not embed because more than one relationship was found for '%s' and '%s'", from, to)).
		withHint(fmt.Sprintf("Try changing '%s' to one of the foreign key columns of '%s', for example '%s!<column>'.", to, from, to))
}

func errNoFunction(name string) *apiError {
	return newError(http.StatusNotFound, "PGRST202",
		fmt.Sprintf("Could not find the function public.%s without parameters in the schema cache", name))
}

func errNoColumnInCache(table, column string) *apiError {
	return newError(http.StatusBadRequest, "PGRST204",
		fmt.Sprintf("Could not find the '%s' column of '%s' in the schema cache", column, table))
}

func errNoTable(name string) *apiError {
	return newError(http.StatusNotFound, "PGRST205",
		fmt.Sprintf("Could not find the table 'public.%s' in the schema cache", name))
}

func errNoColumn(table, column string) *apiError {
	return newError(http.StatusBadRequest, "42703", fmt.Sprintf("column %s.%s does not exist", table, column))
}

func errRange(offset, total int64) *apiError {
	return newError(http.StatusRequestedRangeNotSatisfiable, "PGRST103", "Requested range not satisfiable").
		withDetails(fmt.Sprintf("An offset of %d was requested, but there are only %d rows.", offset, total))
}

func errNeedsWhere(verb string) *apiError {
	return newError(http.StatusBadRequest, "21000", verb+" requires a WHERE clause")
}

// errPermission is PostgreSQL's insufficient_privilege: 401 for the anon role, 403 otherwise.
func errPermission(role, message string) *apiError {
	status := http.StatusForbidden
	if role == gateway.RoleAnon {
		status = http.StatusUnauthorized
	}
	return newError(status, "42501", message)
}

// errInvalidValue is PostgreSQL's message for a value that does not parse as the column's type.
func errInvalidValue(typeName, value string) *apiError {
	code := "22P02"
	if typeName == "timestamp with time zone" {
		code = "22007"
	}
	return newError(http.StatusBadRequest, code, fmt.Sprintf("invalid input syntax for type %s: %q", typeName, value))
}

// errJWT is a token that failed verification.
func errJWT(err error) *apiError {
	if errors.Is(err, gateway.ErrTokenExpired) {
		return newError(http.StatusUnauthorized, "PGRST303", "JWT expired")
	}
	msg := strings.TrimPrefix(err.Error(), gateway.ErrTokenInvalid.Error()+": ")
	return newError(http.StatusUnauthorized, "PGRST301", msg)
}

// statusForSQLState is PostgREST's mapping of SQLSTATE classes to HTTP statuses.
func statusForSQLState(code string) int {
	switch {
	case code == "23505", code == "23503":
		return http.StatusConflict
	case code == "42P01", code == "42883", code == "PGRST202":
		return http.StatusNotFound
	case code == "25006":
		return http.StatusMethodNotAllowed
	case strings.HasPrefix(code, "08"), strings.HasPrefix(code, "53"), code == "57P01", code == "55P03":
		return http.StatusServiceUnavailable
	case strings.HasPrefix(code, "09"), strings.HasPrefix(code, "25"), strings.HasPrefix(code, "2D"),
		strings.HasPrefix(code, "38"), strings.HasPrefix(code, "39"), strings.HasPrefix(code, "3B"),
		strings.HasPrefix(code, "40"), strings.HasPrefix(code, "54"), strings.HasPrefix(code, "55"),
		strings.HasPrefix(code, "57"), strings.HasPrefix(code, "58"), strings.HasPrefix(code, "F0"),
		strings.HasPrefix(code, "HV"), strings.HasPrefix(code, "XX"), code == "42P17":
		return http.StatusInternalServerError
	}
	return http.StatusBadRequest
}

// fromDatabase turns a classified database error into PostgREST's answer; table completes messages
// SQLite leaves without a table name.
func fromDatabase(dbErr *database.Error, table string) *apiError {
	msg := dbErr.Message
	if dbErr.Code == database.CodeCheckViolation && strings.HasPrefix(msg, "violates") {
		msg = fmt.Sprintf("new row for relation %q %s", table, msg)
	}
	e := newError(statusForSQLState(dbErr.Code), dbErr.Code, msg)
	if dbErr.Detail != "" {
		e.Details = ptr(dbErr.Detail)
	}
	if e.Status >= 500 {
		// Internals stay in the log; the client gets the code and a plain message.
		e.Message = "the database could not complete the request"
		e.Details = nil
	}
	return e
}

// statusClientClosedRequest is recorded (logs, metrics) for requests their client abandoned; it is
// nginx's convention, never seen by a client.
const statusClientClosedRequest = 499

// writeError writes err in PostgREST's shape. Errors that are not API or database errors are logged
// and answered with a bare 500.
func (a *API) writeError(w http.ResponseWriter, r *http.Request, err error, table string) {
	if r.Context().Err() != nil && errors.Is(err, r.Context().Err()) {
		// The client went away mid-request, or its own deadline passed (an in-process caller that
		// gave up): nobody reads the answer, and it is not a server fault; the caller reports it.
		a.logger.DebugContext(r.Context(), "rest request abandoned by the client", "method", r.Method, "path", r.URL.Path, "error", err)
		w.WriteHeader(statusClientClosedRequest)
		return
	}
	var apiErr *apiError
	if !errors.As(err, &apiErr) {
		if dbErr := database.Classify(err); dbErr != nil {
			apiErr = fromDatabase(dbErr, table)
		} else {
			a.logger.ErrorContext(r.Context(), "rest request failed", "method", r.Method, "path", r.URL.Path, "error", err)
			apiErr = newError(http.StatusInternalServerError, "XX000", "the server could not complete the request")
		}
	}
	h := w.Header()
	h.Set("Content-Type", "application/json; charset=utf-8")
	h.Set("Proxy-Status", "PostgREST; error="+apiErr.Code)
	if apiErr.Status == http.StatusUnauthorized {
		if strings.HasPrefix(apiErr.Code, "PGRST30") {
			h.Set("WWW-Authenticate", fmt.Sprintf(`Bearer error="invalid_token", error_description=%q`, apiErr.Message))
		} else {
			h.Set("WWW-Authenticate", "Bearer")
		}
	}
	w.WriteHeader(apiErr.Status)
	// Only strings and nil pointers; written as PostgREST writes them, without HTML escapes (a
	// message quoting `->` or `&&` keeps them).
	var body bytes.Buffer
	enc := json.NewEncoder(&body)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(apiErr)
	_, _ = w.Write(bytes.TrimSuffix(body.Bytes(), []byte("\n")))
}
