package schema

import (
	"context"

	"golang.org/x/text/language"

	"github.com/vitrina/vitrina/internal/database"
)

// The site's languages besides DefaultLanguage (LanguagesTable): a BCP 47 code (the key, which
// translations refer to), the language's name in that language, whether the site offers it, its
// place in the language switcher, and what an address in it answers for an item without a published
// translation: NotTranslatedNotFound (404) or NotTranslatedDefault (the default language's text,
// marked as such). Anyone reads them (the public site lists them); signed-in users write them.

// The language columns' names and the values of sin_traduccion.
const (
	ColumnLanguageCode    = "codigo"
	ColumnNotTranslated   = "sin_traduccion"
	NotTranslatedNotFound = "no_encontrada"
	NotTranslatedDefault  = "idioma_principal"
)

func languages() *Table {
	return &Table{
		Name: LanguagesTable,
		Columns: []Column{
			{Name: ColumnLanguageCode, Type: Text, NotNull: true, MaxLength: 35, OneLine: true},
			{Name: "nombre", Type: Text, NotNull: true, MaxLength: 80, OneLine: true},
			{Name: "activo", Type: Boolean, NotNull: true, HasDefault: true},
			{Name: "orden", Type: Integer, NotNull: true, HasDefault: true},
			{Name: ColumnNotTranslated, Type: Text, NotNull: true, HasDefault: true},
			CreatedAt(),
		},
		PrimaryKey: ColumnLanguageCode,
		ReadRoles:  Everyone(),
		WriteRoles: SignedIn(),
		Hooks: Hooks{
			BeforeInsert: func(_ context.Context, _ *database.Tx, row Row) error { return checkLanguageCode(row) },
			BeforeUpdate: func(_ context.Context, _ *database.Tx, set Row, _ string, _ []any) error {
				return checkLanguageCode(set)
			},
		},
	}
}

// ValidLanguageCode reports whether code is a well-formed BCP 47 tag written in its canonical form
// (en, pt-BR, zh-Hant) and not the default language, which has no row.
func ValidLanguageCode(code string) bool {
	tag, err := language.Parse(code)
	return err == nil && tag.String() == code && code != DefaultLanguage
}

func checkLanguageCode(row Row) error {
	v, ok := row[ColumnLanguageCode]
	if !ok {
		return nil
	}
	if code, _ := v.(string); !ValidLanguageCode(code) {
		return &database.Error{Code: database.CodeCheckViolation, Message: `new row for relation "` + LanguagesTable +
			`" violates check constraint "` + LanguagesTable + `_codigo_check"`}
	}
	return nil
}
