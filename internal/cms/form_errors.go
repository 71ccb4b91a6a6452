package cms

import (
	"errors"
	"net/http"
)

// FieldMessages are the messages of a refused admin form, by field name, shown next to the fields.
type FieldMessages map[string]string

// FormError is an admin form the CMS refused; nothing was written.
type FormError struct {
	Fields FieldMessages
	Status int   // the page's status; 0 is 422
	Err    error // the platform's error, when it refused or failed
}

func (e *FormError) Error() string {
	if e.Err != nil {
		return "form refused: " + e.Err.Error()
	}
	return "form refused"
}

func (e *FormError) Unwrap() error { return e.Err }

// FormFields returns the field messages of a refused form, or nil for any other error.
func FormFields(err error) FieldMessages {
	var fe *FormError
	if errors.As(err, &fe) {
		return fe.Fields
	}
	return nil
}

// FormStatus is the status of a refused form's page.
func FormStatus(err error) int {
	var fe *FormError
	if errors.As(err, &fe) && fe.Status != 0 {
		return fe.Status
	}
	return http.StatusUnprocessableEntity
}
