package records

import (
	"errors"
	"fmt"
	"net/http"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// ErrNotFound answers a read of one row that the credential cannot see (none, or not public).
var ErrNotFound = errors.New("record not found")

// Fields are the columns a write sets, by column name: the seed and the forms set only some
// columns of a row and leave the rest to the table's defaults.
type Fields = map[string]any

// wrap names what failed; nil stays nil.
func wrap(what string, err error) error {
	if err == nil {
		return nil
	}
	return fmt.Errorf("%s: %w", what, err)
}

// wrapSingle is wrap for a read of exactly one row: no such row (PGRST116) is ErrNotFound.
func wrapSingle(what string, err error) error {
	if platformclient.StatusOf(err) == http.StatusNotAcceptable {
		return fmt.Errorf("%s: %w", what, ErrNotFound)
	}
	return wrap(what, err)
}

// first is the first row read, or nil when there is none.
func first[T any](rows []T) *T {
	if len(rows) == 0 {
		return nil
	}
	return &rows[0]
}
