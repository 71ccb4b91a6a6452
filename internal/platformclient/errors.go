package platformclient

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
)

// Error is a failed platform call: the HTTP status, the platform's code and message whatever the
// service's error shape (PostgREST, GoTrue in either shape, Storage, the gateway), and the raw body.
type Error struct {
	Status  int    // HTTP status; 0 when the platform did not answer
	Code    string // PostgREST/SQLSTATE code, GoTrue error_code or Storage code
	Message string
	Details string
	Body    string // the answer as received (bounded), for diagnostics
	Err     error  // transport error, when there was no answer
}

func (e *Error) Error() string {
	if e.Status == 0 {
		return fmt.Sprintf("data platform: %s: %v", e.Message, e.Err)
	}
	return fmt.Sprintf("data platform: %d %s: %s", e.Status, e.Code, e.Message)
}

func (e *Error) Unwrap() error { return e.Err }

// StatusOf returns the HTTP status of a platform error, or 0.
func StatusOf(err error) int {
	var e *Error
	if errors.As(err, &e) {
		return e.Status
	}
	return 0
}

// CodeOf returns the platform's error code, or "".
func CodeOf(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return ""
}

// decodeError reads any of the platform's error shapes.
func decodeError(res *http.Response) error {
	raw, _ := io.ReadAll(io.LimitReader(res.Body, 64<<10))
	e := &Error{Status: res.StatusCode, Body: string(raw)}
	var shape struct {
		Code             json.RawMessage `json:"code"`
		ErrorCode        string          `json:"error_code"`
		Message          string          `json:"message"`
		Msg              string          `json:"msg"`
		Details          *string         `json:"details"`
		Error            string          `json:"error"`
		ErrorDescription string          `json:"error_description"`
		StatusCode       string          `json:"statusCode"`
	}
	if json.Unmarshal(raw, &shape) == nil {
		var code string
		if json.Unmarshal(shape.Code, &code) != nil {
			code = "" // GoTrue's legacy shape has a numeric code (the status)
		}
		e.Code = firstNonEmpty(code, shape.ErrorCode, shape.Error)
		e.Message = firstNonEmpty(shape.Message, shape.Msg, shape.ErrorDescription, shape.Error)
		if shape.Details != nil {
			e.Details = *shape.Details
		}
		// Storage answers logical errors with HTTP 400 and the real status in statusCode.
		if n, err := strconv.Atoi(shape.StatusCode); err == nil && n >= 400 {
			e.Status = n
		}
	}
	if e.Message == "" {
		e.Message = http.StatusText(res.StatusCode)
	}
	return e
}

func firstNonEmpty(values ...string) string {
	for _, v := range values {
		if v != "" {
			return v
		}
	}
	return ""
}
