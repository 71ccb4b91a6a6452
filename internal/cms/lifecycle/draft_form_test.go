package lifecycle_test

import (
	"encoding/json"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/lifecycle"
)

// TestDraftedKeepsPublication: a draft brings its content over the stored item, never its
// publication, version or trash (even a draft that holds them), and a draft keeps no such column.
func TestDraftedKeepsPublication(t *testing.T) {
	type item struct {
		Titulo string `json:"titulo"`
		Slug   string `json:"slug"`
		lifecycle.Row
	}
	stored := &item{Titulo: "Publicado", Slug: "publicado", Row: lifecycle.Row{Estado: lifecycle.Published, Version: 3}}
	fields := lifecycle.DraftFields(map[string]any{"titulo": "Nuevo", "estado": "borrador", "version": 9, "eliminado_en": nil})
	if len(fields) != 1 || fields["titulo"] != "Nuevo" {
		t.Fatalf("draft fields %v, want the title only", fields)
	}
	d := &lifecycle.PendingVersion{Datos: map[string]json.RawMessage{"titulo": json.RawMessage(`"Nuevo"`),
		"estado": json.RawMessage(`"borrador"`), "version": json.RawMessage(`9`)}}
	got, err := lifecycle.Drafted(stored, d)
	if err != nil {
		t.Fatal(err)
	}
	if got.Titulo != "Nuevo" || got.Slug != "publicado" || got.Estado != lifecycle.Published || got.Version != 3 {
		t.Fatalf("drafted %+v", got)
	}
	if stored.Titulo != "Publicado" {
		t.Fatal("the stored item changed")
	}
	if same, _ := lifecycle.Drafted(stored, nil); same != stored {
		t.Fatal("without a draft the stored item is the form's")
	}
}
