package lifecycle

import (
	"fmt"
	"strings"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
)

// Noun names a module's item in the messages after a save; the participle agrees with its gender
// («Entrada publicada.», «Proyecto publicado.»).
type Noun struct {
	Name     string // singular, capitalised: «Entrada», «Contenido»
	Feminine bool
}

// says fills msg, a sentence with the noun (%s) and the participle's ending (%s) first.
func (n Noun) says(msg string, more ...any) string {
	ending := "o"
	if n.Feminine {
		ending = "a"
	}
	return fmt.Sprintf(msg, append([]any{n.Name, ending}, more...)...)
}

// SavedMessage says what a «Guardar» of an item did, as the publish panel's buttons name it: was is
// the item's row as stored before the save (nil for a new one), form the form as saved, its estado
// set by the button (ApplyAction). A published item's «Guardar borrador» never gets here:
// KeepDraft answers it.
func (h Handlers) SavedMessage(was *Row, form map[string]string) string {
	return savedMessage(h.Noun, was != nil && was.CanDraft(), form, h.Zone())
}

// savedMessage is SavedMessage of an item that was on the site (onSite) or not, dates in loc.
func savedMessage(n Noun, onSite bool, form map[string]string, loc *time.Location) string {
	state := strings.TrimSpace(form[FieldState])
	if state == "" {
		state = Published // as Check reads it
	}
	switch state {
	case Draft:
		if onSite {
			return n.says(msgSavedRetired) // «Retirar del sitio»
		}
		return msgSavedDraft
	case Published:
		if onSite {
			return n.says(msgSavedUpdated)
		}
		return n.says(msgSavedPublished)
	case Scheduled:
		if at, ok := parseLocal(form[FieldPublishAt], loc); ok && at != nil {
			return n.says(msgSavedScheduled, cms.FormatDateTime(*at, loc))
		}
	}
	return n.says(msgSaved)
}
