package blog

import (
	"slices"
	"testing"

	"github.com/vitrina/vitrina/internal/catalog"
	"github.com/vitrina/vitrina/internal/platform/schema"
)

// TestTranslatedFieldsFollowTheCatalog: the translation page offers exactly the post's columns
// the catalog declares translatable, plus the translation's own address, so a field made
// translatable in the declaration cannot be missing from the form.
func TestTranslatedFieldsFollowTheCatalog(t *testing.T) {
	posts := catalog.New().Table(table)
	if posts == nil || posts.Translations == nil {
		t.Fatalf("the catalog declares no translations for %s", table)
	}
	want := append(slices.Clone(posts.Translations.Fields), schema.ColumnTranslatedSlug)
	var got []string
	for _, f := range translatedFields() {
		got = append(got, f.Name)
	}
	slices.Sort(want)
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Errorf("the translation page's fields %v, the catalog's %v", got, want)
	}
}
