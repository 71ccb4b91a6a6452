package schema

import (
	"slices"
	"time"
)

// Translations are a feature of a table, as the lifecycle is: an editorial table that declares
// Translations names its translatable columns once, and TranslationTable builds from that
// declaration the table its translations live in — one row per item and language, with the
// translated columns, its own slug (unique within its language, so two languages may share one),
// its own lifecycle (a translation is a draft or scheduled while the item is published, or the other
// way round) and the item's version it was saved against, which tells whether the item changed
// since (the translation is outdated). Every other path (/rest/v1, the audit trail, revisions,
// export) treats the translation table as the ordinary table it is; anon reads only the published
// translations of published items (PublishedNow).

// LanguagesTable holds the site's languages other than the default one, by BCP 47 code.
const LanguagesTable = "idiomas"

// DefaultLanguage is the site's own language: the items' columns are written in it, and it has no
// row in LanguagesTable.
const DefaultLanguage = "es"

// The translation table's own column names.
const (
	ColumnTranslationOf  = "origen"         // the translated item
	ColumnLanguage       = "idioma"         // its language, a code of LanguagesTable
	ColumnSourceVersion  = "version_origen" // the item's version the translation was saved against
	ColumnTranslatedSlug = "slug"
)

// ColumnTextsVersion is, on a translatable table outside the lifecycle (which has version), the
// version of its translatable texts: 1 at insert, raised by the platform by one on each update that
// changes one of them, whatever the client sends. A translation saved against an older one is
// outdated; an update of any other column (a menu item's order, a category's parent, a file's
// replacement) leaves its translations up to date.
const ColumnTextsVersion = "version_textos"

// TextsVersion is the ColumnTextsVersion column a translatable table outside the lifecycle declares.
func TextsVersion() Column {
	return Column{Name: ColumnTextsVersion, Type: Integer, NotNull: true, HasDefault: true}
}

// SourceVersion is the column of t, a translatable table, that its translations' version_origen
// is compared with: version on an editorial table (every save raises it), version_textos otherwise.
func (t *Table) SourceVersion() string {
	if t.Lifecycle {
		return ColumnVersion
	}
	return ColumnTextsVersion
}

// TranslationSuffix ends the name of every translation table: <item table>_traducciones.
const TranslationSuffix = "_traducciones"

// Translations declares which columns of a table are translatable; the others (dates, images,
// numbers, categories) are shared by every language.
type Translations struct {
	Fields []string
	// Optional are translatable columns a translation may leave null even when the item's may not:
	// the item's value serves every language (a menu item's target, translated only when it is a
	// free link).
	Optional []string
	// Hooks are the translation table's own rules (the item's rules that hold for its translated
	// columns: a page's blocks follow their schemas, a free link is a safe address).
	Hooks Hooks
}

// TranslationTable returns the declaration of source's translation table, derived from source's:
// its name, its translatable columns' types and bounds, its roles. A migration of each backend still
// creates it; the declaration is never copied. source must declare Translations and have an integer
// id key (a table of one row, as the site's settings, has id 1). A translation has its own lifecycle
// whether or not its item has one: a translated testimonial or menu item is a draft until published.
func TranslationTable(source *Table) *Table {
	if source.PrimaryKey != "id" {
		panic("table " + source.Name + ": translations need an integer id key")
	}
	if !source.Lifecycle && !slices.ContainsFunc(source.Columns, func(c Column) bool { return c.Name == ColumnTextsVersion }) {
		panic("table " + source.Name + ": translations outside the lifecycle need the " + ColumnTextsVersion + " column")
	}
	for _, f := range source.Translations.Optional {
		if !slices.Contains(source.Translations.Fields, f) {
			panic("table " + source.Name + ": optional translatable column " + f + " is not translatable")
		}
	}
	name := source.Name + TranslationSuffix
	cols := []Column{
		SerialID(),
		{Name: ColumnTranslationOf, Type: Integer, NotNull: true},
		{Name: ColumnLanguage, Type: Text, NotNull: true},
	}
	for _, f := range source.Translations.Fields {
		i := slices.IndexFunc(source.Columns, func(c Column) bool { return c.Name == f })
		if i < 0 {
			panic("table " + source.Name + ": translatable column " + f + " is not declared")
		}
		c := source.Columns[i]
		if slices.Contains(source.Translations.Optional, f) {
			c.NotNull, c.HasDefault = false, false
		}
		cols = append(cols, c)
	}
	if !slices.Contains(source.Translations.Fields, ColumnTranslatedSlug) && slices.ContainsFunc(source.Columns, func(c Column) bool { return c.Name == ColumnTranslatedSlug }) {
		cols = append(cols, Column{Name: ColumnTranslatedSlug, Type: Text, NotNull: true})
	}
	cols = append(cols, Column{Name: ColumnSourceVersion, Type: Integer, NotNull: true, HasDefault: true}, CreatedAt())
	return &Table{
		Name:       name,
		Columns:    WithLifecycle(cols...),
		PrimaryKey: "id",
		ForeignKeys: []ForeignKey{
			FK(name, ColumnTranslationOf, source.Name),
			FK(name, ColumnLanguage, LanguagesTable),
		},
		ReadRoles:       source.ReadRoles,
		WriteRoles:      source.WriteRoles,
		Lifecycle:       true,
		Hooks:           source.Translations.Hooks,
		TranslationOf:   source.Name,
		sourceLifecycle: source.Lifecycle,
		sourceSearch:    source.Search,
	}
}

// WithTranslations appends the translation table of every table in tables that declares
// Translations.
func WithTranslations(tables []*Table) []*Table {
	for _, t := range tables {
		if t.Translations != nil {
			tables = append(tables, TranslationTable(t))
		}
	}
	return tables
}

// PublishedNow is the package's PublishedNow for this table: on a translation table of an item with
// a lifecycle, the item the row translates must be published now too, so that anon never reads the
// translation of a draft. qualifier names the row's table or alias ("" is the table's own quoted
// name).
func (t *Table) PublishedNow(dialect, qualifier string, now time.Time) (string, []any) {
	cond, args := PublishedNow(dialect, qualifier, now)
	if t.TranslationOf == "" || !t.sourceLifecycle {
		return cond, args
	}
	if qualifier == "" {
		qualifier = `"` + t.Name + `"`
	}
	source, sourceArgs := PublishedNow(dialect, "translated_item", now)
	cond += ` AND EXISTS (SELECT 1 FROM "` + t.TranslationOf + `" AS translated_item WHERE translated_item.id = ` +
		qualifier + "." + ColumnTranslationOf + " AND " + source + ")"
	return cond, append(args, sourceArgs...)
}
