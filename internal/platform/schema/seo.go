package schema

import (
	"context"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/redirects"
)

// The SEO view's tables (docs/spec/modules.md §1, view seo): ajustes_seo, the site-wide defaults
// (one public row, id 1, as ajustes_sitio); redirecciones, the old addresses the public site
// answers with a redirect before its 404 page (seo_redirects.go holds their rules); registro_404,
// the bounded log of addresses that answered 404, written only through registrar_404 (seo_log.go);
// and the four per-item SEO columns of every editorial table.

// SEO column names of every editorial table (a Lifecycle table).
const (
	ColumnMetaTitle       = "meta_titulo"
	ColumnMetaDescription = "meta_descripcion"
	ColumnCanonical       = "url_canonica"
	ColumnNoindex         = "noindex"
)

// SEOColumns are the per-item SEO fields every editorial table carries.
func SEOColumns() []Column {
	return []Column{
		{Name: ColumnMetaTitle, Type: Text},
		{Name: ColumnMetaDescription, Type: Text},
		{Name: ColumnCanonical, Type: Text},
		{Name: ColumnNoindex, Type: Boolean, NotNull: true, HasDefault: true},
	}
}

// withSEO gives every editorial table the SEO columns (those it does not list already) and, when its
// items live at a slug address, the rule that redirects an old address after a slug change.
func withSEO(tables []*Table) {
	for _, t := range tables {
		if !t.Lifecycle {
			continue
		}
		for _, c := range SEOColumns() {
			if !hasColumn(t, c.Name) {
				t.Columns = append(t.Columns, c)
			}
		}
		if redirects.SlugPrefix(t.Name) != "" {
			t.Hooks.BeforeUpdate = chainUpdate(t.Hooks.BeforeUpdate, slugRedirects(t.Name))
		}
	}
}

func hasColumn(t *Table, name string) bool {
	for _, c := range t.Columns {
		if c.Name == name {
			return true
		}
	}
	return false
}

// updateHook is a BeforeUpdate rule.
type updateHook = func(ctx context.Context, tx *database.Tx, set Row, where string, args []any) error

// chainUpdate runs first, then second.
func chainUpdate(first, second updateHook) updateHook {
	if first == nil {
		return second
	}
	return func(ctx context.Context, tx *database.Tx, set Row, where string, args []any) error {
		if err := first(ctx, tx, set, where, args); err != nil {
			return err
		}
		return second(ctx, tx, set, where, args)
	}
}

// seoSettings is ajustes_seo: public, written by signed-in users.
func seoSettings() *Table {
	text := func(name string) Column { return Column{Name: name, Type: Text} }
	return &Table{
		Name: "ajustes_seo",
		Columns: []Column{
			{Name: "id", Type: Integer, NotNull: true, HasDefault: true}, // always 1: one row
			{Name: "patron_titulo", Type: Text, NotNull: true, HasDefault: true},
			text("descripcion"), text("imagen"),
			text("organizacion_nombre"), text("organizacion_url"), text("organizacion_logo"),
			text("organizacion_email"), text("organizacion_telefono"),
			text("robots"), text("verificacion_google"), text("verificacion_bing"),
			createdAt(),
		},
		PrimaryKey: "id",
		ReadRoles:  everyone,
		WriteRoles: authenticated,
	}
}

// redirectsTable is redirecciones: anyone reads them (the public site loads them all into memory);
// signed-in users write them, through the rules of seo_redirects.go.
func redirectsTable() *Table {
	return &Table{
		Name: "redirecciones",
		Columns: []Column{
			serialID(),
			{Name: "origen", Type: Text, NotNull: true},
			{Name: "destino", Type: Text, NotNull: true},
			{Name: "tipo", Type: Integer, NotNull: true, HasDefault: true},
			{Name: "visitas", Type: Integer, NotNull: true, HasDefault: true},
			{Name: "ultima_visita", Type: Timestamptz},
			createdAt(),
		},
		PrimaryKey: "id",
		ReadRoles:  everyone,
		WriteRoles: authenticated,
		Hooks:      Hooks{BeforeInsert: redirectBeforeInsert, BeforeUpdate: redirectBeforeUpdate},
	}
}

// notFoundLog is registro_404: signed-in users read it and delete entries (or create a redirect
// from one); nobody inserts through the API — the public site reports through registrar_404.
func notFoundLog() *Table {
	return &Table{
		Name: "registro_404",
		Columns: []Column{
			serialID(),
			{Name: "ruta", Type: Text, NotNull: true},
			{Name: "tipo", Type: Text, NotNull: true, HasDefault: true},
			{Name: "veces", Type: Integer, NotNull: true, HasDefault: true},
			{Name: "ultima_vez", Type: Timestamptz, NotNull: true, HasDefault: true},
			{Name: "referente", Type: Text},
			createdAt(),
		},
		PrimaryKey: "id",
		ReadRoles:  authenticated,
		WriteRoles: authenticated,
	}
}
