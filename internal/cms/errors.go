package cms

import "fmt"

// Error is a CMS failure with the HTTP status and the Spanish message the endpoints answer.
type Error struct {
	Status  int
	Message string
	// Debug, when set, is sent as the response's `debug` object (update_employee_role).
	Debug *Debug
	Err   error
}

// Debug is update_employee_role's debug object.
type Debug struct {
	Payload  map[string]any `json:"payload"`
	HTTPCode int            `json:"http_code"`
}

func (e *Error) Error() string {
	if e.Err != nil {
		return fmt.Sprintf("%d %s: %v", e.Status, e.Message, e.Err)
	}
	return fmt.Sprintf("%d %s", e.Status, e.Message)
}

func (e *Error) Unwrap() error { return e.Err }

// Fail is a CMS error with a status and a Spanish message.
func Fail(status int, message string) *Error { return &Error{Status: status, Message: message} }
