package site_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/catalog"
	"github.com/vitrina/vitrina/internal/platform/schema"
	"github.com/vitrina/vitrina/internal/records"
)

// TestTranslatedColumnsFollowTheCatalog: the columns the site reads of each table's translations
// are the ones its declaration makes translatable (and the translation's own slug where the table
// has one), for every translatable table — a field made translatable in the catalog reaches the
// public pages without another list to keep.
func TestTranslatedColumnsFollowTheCatalog(t *testing.T) {
	declared := map[string]bool{}
	for _, tb := range catalog.New().Tables() {
		if tb.Translations == nil {
			continue
		}
		declared[tb.Name] = true
		want := slices.Clone(tb.Translations.Fields)
		if slices.ContainsFunc(tb.Columns, func(c schema.Column) bool { return c.Name == "slug" }) && !slices.Contains(want, "slug") {
			want = append(want, "slug")
		}
		got := strings.Split(records.TranslatedColumns[tb.Name], ",")
		slices.Sort(want)
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Errorf("%s: the site reads %v of its translations, the catalog declares %v", tb.Name, got, want)
		}
	}
	for table := range records.TranslatedColumns {
		if !declared[table] {
			t.Errorf("the site reads translations of %s, which the catalog does not declare translatable", table)
		}
	}
}
