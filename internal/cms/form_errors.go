package cms

import "errors"

// FieldMessages are the messages of a refused admin form, by field name, shown next to the fields.
type FieldMessages map[string]string

// FormError is an admin form the CMS refused; nothing was written.
type FormError struct{ Fields FieldMessages }

func (e *FormError) Error() string { return "form refused" }

// FormFields returns the field messages of a refused form, or nil for any other error.
func FormFields(err error) FieldMessages {
	var fe *FormError
	if errors.As(err, &fe) {
		return fe.Fields
	}
	return nil
}
