package cmstest

import (
	"regexp"
	"slices"
	"testing"

	"github.com/vitrina/vitrina/internal/catalog"
	"github.com/vitrina/vitrina/internal/platform/schema"
)

// translatedFieldPattern finds a field of the translation page (internal/cms/translation).
var translatedFieldPattern = regexp.MustCompile(`<div class="translation-field">\s*<label>[^<]*\s*<(?:input|textarea) name="([^"]+)"`)

// WantTranslatedFields fails t unless the fields the translation page body offers for an item of
// table are exactly the columns the catalog declares translatable, plus the translation's own
// address when the item has one — so a field made translatable in the declaration cannot be
// missing from the page.
func WantTranslatedFields(t *testing.T, table, body string) {
	t.Helper()
	var names []string
	for _, m := range translatedFieldPattern.FindAllStringSubmatch(body, -1) {
		names = append(names, m[1])
	}
	tab := catalog.New().Table(table)
	if tab == nil || tab.Translations == nil {
		t.Fatalf("the catalog declares no translations for %s", table)
	}
	want := slices.Clone(tab.Translations.Fields)
	tr := schema.TranslationTable(tab)
	hasSlug := slices.ContainsFunc(tr.Columns, func(c schema.Column) bool { return c.Name == schema.ColumnTranslatedSlug })
	if hasSlug && !slices.Contains(want, schema.ColumnTranslatedSlug) {
		want = append(want, schema.ColumnTranslatedSlug)
	}
	got := slices.Clone(names)
	slices.Sort(want)
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Errorf("the translation page's fields of %s %v, the catalog's %v", table, got, want)
	}
}
