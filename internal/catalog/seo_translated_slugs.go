package catalog

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/redirects"

	"github.com/vitrina/vitrina/internal/platform/schema"
)

// withTranslatedSlugRedirects gives the translation table of every table with slug addresses
// (redirects.TranslatedSlugPrefix) the rule that redirects a translation's old address when its slug
// changes.
func withTranslatedSlugRedirects(tables []*schema.Table) {
	for _, t := range tables {
		if t.TranslationOf != "" && redirects.TranslatedSlugPrefix(t.Name) != "" {
			t.Hooks.BeforeUpdate = chainUpdate(t.Hooks.BeforeUpdate, translatedSlugRedirects(t))
		}
	}
}

// translatedPlace is where a translation lives: its language, its slug and, for a page, its item's
// parent page (0: top level).
type translatedPlace struct {
	origin int64
	lang   string
	slug   string
	parent int64
}

// translatedSlugRedirects is slugRedirects for a translation table: when an update changes the slug
// (or the language) of a translation the public sees now — published, of an item published now —,
// its old address under its language's prefix is redirected (301) to the new one, in the write's
// transaction (/en/blog/old → /en/blog/new). A translated page lives under its parent's translation
// in the same language (the parent's own slug while it has none); a top-level page's move takes the
// translations below it in that language along. The Supabase SQL's trigger
// redireccion_por_slug_traducida is its twin.
func translatedSlugRedirects(tr *schema.Table) updateHook {
	pages := tr.TranslationOf == "paginas"
	return func(ctx context.Context, tx *database.Tx, set schema.Row, where string, args []any) error {
		_, setsSlug := set[schema.ColumnTranslatedSlug]
		_, setsLang := set[schema.ColumnLanguage]
		if !setsSlug && !setsLang {
			return nil
		}
		moved, err := publishedTranslations(ctx, tx, tr, where, args)
		if err != nil {
			return err
		}
		for _, p := range moved {
			next := p
			if s, ok := set[schema.ColumnTranslatedSlug].(string); ok {
				next.slug = s
			}
			if l, ok := set[schema.ColumnLanguage].(string); ok {
				next.lang = l
			}
			pathOf := func(ctx context.Context, tx *database.Tx, p translatedPlace) (string, error) {
				return translatedPath(ctx, tx, tr, p)
			}
			from, to, err := redirectAddress(ctx, tx, p, next, pathOf)
			if err != nil {
				return err
			}
			if from != "" && pages && p.parent == 0 && p.lang == next.lang {
				if err := moveChildTranslations(ctx, tx, tr, p, from, to); err != nil {
					return err
				}
			}
		}
		return nil
	}
}

// publishedTranslations reads the translations an update of tr matches that the public sees now.
func publishedTranslations(ctx context.Context, tx *database.Tx, tr *schema.Table, where string, args []any) ([]translatedPlace, error) {
	cond, condArgs := tr.PublishedNow(tx.Dialect(), "", schema.CallerOf(ctx).Now)
	parent := "0"
	if tr.TranslationOf == "paginas" {
		parent = `COALESCE((SELECT p.padre FROM paginas p WHERE p.id = ` + quoteName(tr.Name) + `.origen), 0)`
	}
	q := `SELECT origen, idioma, slug, ` + parent + ` FROM ` + quoteName(tr.Name) + ` WHERE ` + cond
	all := append([]any{}, condArgs...)
	if where != "" {
		q += " AND (" + where + ")"
		all = append(all, args...)
	}
	rows, err := tx.Query(ctx, q, all...)
	if err != nil {
		return nil, fmt.Errorf("read the places of %s: %w", tr.Name, err)
	}
	defer rows.Close()
	var out []translatedPlace
	for rows.Next() {
		var p translatedPlace
		if err := rows.Scan(&p.origin, &p.lang, &p.slug, &p.parent); err != nil {
			return nil, fmt.Errorf("read the places of %s: %w", tr.Name, err)
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

// translatedPath is the public address of a translation at p; "" for a page under a parent that is
// gone.
func translatedPath(ctx context.Context, tx *database.Tx, tr *schema.Table, p translatedPlace) (string, error) {
	if tr.TranslationOf != "paginas" || p.parent == 0 {
		return redirects.LanguagePath(p.lang, redirects.TranslatedSlugPrefix(tr.Name)+p.slug), nil
	}
	var parent sql.NullString
	err := tx.QueryRow(ctx, `SELECT COALESCE((SELECT t.slug FROM `+quoteName(tr.Name)+` t WHERE t.origen = p.id AND t.idioma = ?), p.slug)
		FROM paginas p WHERE p.id = ?`, p.lang, p.parent).Scan(&parent)
	if errors.Is(err, sql.ErrNoRows) || err == nil && !parent.Valid {
		return "", nil
	}
	if err != nil {
		return "", fmt.Errorf("read parent page %d: %w", p.parent, err)
	}
	return redirects.LanguagePath(p.lang, "/"+parent.String+"/"+p.slug), nil
}

// moveChildTranslations redirects the published translations, in the moved page's language, of the
// published pages below it.
func moveChildTranslations(ctx context.Context, tx *database.Tx, tr *schema.Table, moved translatedPlace, from, to string) error {
	cond, args := tr.PublishedNow(tx.Dialect(), "ct", schema.CallerOf(ctx).Now)
	itemCond, itemArgs := schema.PublishedNow(tx.Dialect(), "c", schema.CallerOf(ctx).Now)
	rows, err := tx.Query(ctx, `SELECT ct.slug FROM `+quoteName(tr.Name)+` ct JOIN paginas c ON c.id = ct.origen
		WHERE c.padre = ? AND ct.idioma = ? AND `+cond+` AND `+itemCond, append(append([]any{moved.origin, moved.lang}, args...), itemArgs...)...)
	if err != nil {
		return fmt.Errorf("read the translations below page %d: %w", moved.origin, err)
	}
	var slugs []string
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			rows.Close()
			return fmt.Errorf("read the translations below page %d: %w", moved.origin, err)
		}
		slugs = append(slugs, s)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return fmt.Errorf("read the translations below page %d: %w", moved.origin, err)
	}
	for _, s := range slugs {
		if err := addSlugRedirect(ctx, tx, from+"/"+s, to+"/"+s); err != nil {
			return err
		}
	}
	return nil
}
