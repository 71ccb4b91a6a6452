package records

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// Overlay writes a translation (a row of <table>_traducciones as JSON, its columns named as the
// item's) over item: each translated column replaces the item's own. A translated column left null
// or empty (an optional one: a menu link's own address, a page's meta title) keeps the item's.
func Overlay[T any](item *T, translation json.RawMessage) error {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(translation, &fields); err != nil {
		return fmt.Errorf("read a translation: %w", err)
	}
	for name, v := range fields {
		if v = bytes.TrimSpace(v); bytes.Equal(v, []byte("null")) || bytes.Equal(v, []byte(`""`)) {
			delete(fields, name)
		}
	}
	// The translation's own keys are not the item's.
	delete(fields, "id")
	delete(fields, "origen")
	delete(fields, "idioma")
	delete(fields, "idiomas")
	kept, err := json.Marshal(fields)
	if err != nil {
		return fmt.Errorf("read a translation: %w", err)
	}
	if err := json.Unmarshal(kept, item); err != nil {
		return fmt.Errorf("read a translation: %w", err)
	}
	return nil
}
