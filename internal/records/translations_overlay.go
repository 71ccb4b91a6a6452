package records

import (
	"encoding/json"
	"fmt"
	"maps"
)

// Overlay writes a translation (a row of <table>_traducciones as JSON, its columns named as the
// item's) over item: each translated column replaces the item's own. A translated column left null
// or empty (an optional one: a menu link's own address, a page's meta title) keeps the item's.
func Overlay[T any](item *T, translation json.RawMessage) error {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(translation, &fields); err != nil {
		return fmt.Errorf("read a translation: %w", err)
	}
	fields = withoutEmpty(fields)
	// The translation's own keys are not the item's.
	delete(fields, "id")
	delete(fields, "origen")
	delete(fields, "idioma")
	delete(fields, "idiomas")
	// The item is read anew from its JSON with the translated columns in place, not decoded over
	// itself: decoding into a value reuses its pointers, which the Spanish value shares.
	own, err := json.Marshal(item)
	if err != nil {
		return fmt.Errorf("read a translation: %w", err)
	}
	merged := map[string]json.RawMessage{}
	if err := json.Unmarshal(own, &merged); err != nil {
		return fmt.Errorf("read a translation: %w", err)
	}
	maps.Copy(merged, fields)
	whole, err := json.Marshal(merged)
	if err != nil {
		return fmt.Errorf("read a translation: %w", err)
	}
	var out T
	if err := json.Unmarshal(whole, &out); err != nil {
		return fmt.Errorf("read a translation: %w", err)
	}
	*item = out
	return nil
}
