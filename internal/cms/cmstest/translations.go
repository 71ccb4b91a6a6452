package cmstest

import (
	"context"
	"encoding/json"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/catalog"
	"github.com/vitrina/vitrina/internal/platform/schema"
)

// translatedFieldPattern finds a field of the translation page (internal/cms/translation): a plain
// one, or a JSON column shown as one field per text (its section).
var translatedFieldPattern = regexp.MustCompile(`<div class="translation-field">\s*<label>[^<]*\s*<(?:input|textarea) name="([^"]+)"|<section class="translation-expanded" data-field="([^"]+)"`)

// WantTranslatedFields fails t unless the fields the translation page body offers for an item of
// table are exactly the columns the catalog declares translatable, plus the translation's own
// address when the item has one — so a field made translatable in the declaration cannot be
// missing from the page.
func WantTranslatedFields(t *testing.T, table, body string) {
	t.Helper()
	var names []string
	for _, m := range translatedFieldPattern.FindAllStringSubmatch(body, -1) {
		names = append(names, m[1]+m[2])
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

// TranslatedJSON is the JSON column of item id's translation into lang, in table's translation
// table, as stored: its object keys sorted, «<» and «>» as typed. It fails t unless there is one
// such translation.
func (e *Env) TranslatedJSON(t *testing.T, table, column string, id int64, lang string) string {
	t.Helper()
	c := e.Svc.Client()
	var rows []map[string]json.RawMessage
	if _, err := c.From(table+"_traducciones", c.Service()).Select(column).Eq("origen", id).Eq("idioma", lang).Get(context.Background(), &rows); err != nil {
		t.Fatal(err)
	}
	if len(rows) != 1 {
		t.Fatalf("%d translations of %s %d into %s stored", len(rows), table, id, lang)
	}
	var v any
	if err := json.Unmarshal(rows[0][column], &v); err != nil {
		t.Fatal(err)
	}
	out, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return strings.NewReplacer(`\u003c`, "<", `\u003e`, ">").Replace(string(out))
}

// TranslationHistory is a stored translation's own address (…/traduccion/<id>), read from the
// revisions link of its translation page body; it fails t when the page has none.
func TranslationHistory(t *testing.T, body string) string {
	t.Helper()
	end := strings.Index(body, `/historial" id="ir-historial"`)
	if end < 0 {
		t.Fatal("the translation page has no revisions link")
	}
	return body[strings.LastIndex(body[:end], `"`)+1 : end]
}
