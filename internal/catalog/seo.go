package catalog

import (
	"context"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/redirects"

	"github.com/vitrina/vitrina/internal/platform/schema"
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
func SEOColumns() []schema.Column {
	return []schema.Column{
		{Name: ColumnMetaTitle, Type: schema.Text},
		{Name: ColumnMetaDescription, Type: schema.Text},
		{Name: ColumnCanonical, Type: schema.Text},
		{Name: ColumnNoindex, Type: schema.Boolean, NotNull: true, HasDefault: true},
	}
}

// withSEO gives every editorial table the SEO columns (those it does not list already) and, when its
// items live at a slug address, the rule that redirects an old address after a slug change.
func withSEO(tables []*schema.Table) {
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

func hasColumn(t *schema.Table, name string) bool {
	for _, c := range t.Columns {
		if c.Name == name {
			return true
		}
	}
	return false
}

// updateHook is a BeforeUpdate rule.
type updateHook = func(ctx context.Context, tx *database.Tx, set schema.Row, where string, args []any) error

// chainUpdate runs first, then second.
func chainUpdate(first, second updateHook) updateHook {
	if first == nil {
		return second
	}
	return func(ctx context.Context, tx *database.Tx, set schema.Row, where string, args []any) error {
		if err := first(ctx, tx, set, where, args); err != nil {
			return err
		}
		return second(ctx, tx, set, where, args)
	}
}

// seoSettings is ajustes_seo: public, written by signed-in users.
func seoSettings() *schema.Table {
	text := func(name string) schema.Column { return schema.Column{Name: name, Type: schema.Text} }
	return &schema.Table{
		Name: "ajustes_seo",
		Columns: []schema.Column{
			{Name: "id", Type: schema.Integer, NotNull: true, HasDefault: true}, // always 1: one row
			{Name: "patron_titulo", Type: schema.Text, NotNull: true, HasDefault: true},
			text("descripcion"), text("imagen"),
			text("organizacion_nombre"), text("organizacion_url"), text("organizacion_logo"),
			text("organizacion_email"), text("organizacion_telefono"),
			text("robots"), text("verificacion_google"), text("verificacion_bing"),
			schema.CreatedAt(), schema.TextsVersion(),
		},
		PrimaryKey: "id",
		ReadRoles:  schema.Everyone(),
		WriteRoles: schema.SignedIn(),
		// Each language has its own default description and, when it needs one, title pattern (null:
		// the Spanish pattern); the image and the organisation's facts are shared.
		Translations: &schema.Translations{Fields: []string{"patron_titulo", "descripcion"}, Optional: []string{"patron_titulo"}},
	}
}

// redirectsTable is redirecciones: anyone reads them (the public site loads them all into memory);
// signed-in users write them, through the rules of seo_redirects.go.
func redirectsTable() *schema.Table {
	return &schema.Table{
		Name: "redirecciones",
		Columns: []schema.Column{
			schema.SerialID(),
			{Name: "origen", Type: schema.Text, NotNull: true},
			{Name: "destino", Type: schema.Text, NotNull: true},
			{Name: "tipo", Type: schema.Integer, NotNull: true, HasDefault: true},
			{Name: "visitas", Type: schema.Integer, NotNull: true, HasDefault: true},
			{Name: "ultima_visita", Type: schema.Timestamptz},
			schema.CreatedAt(),
		},
		PrimaryKey: "id",
		ReadRoles:  schema.Everyone(),
		WriteRoles: schema.SignedIn(),
		Hooks:      schema.Hooks{BeforeInsert: redirectBeforeInsert, BeforeUpdate: redirectBeforeUpdate},
	}
}

// notFoundLog is registro_404: signed-in users read it and delete entries (or create a redirect
// from one); nobody inserts through the API — the public site reports through registrar_404.
func notFoundLog() *schema.Table {
	return &schema.Table{
		Name: "registro_404",
		Columns: []schema.Column{
			schema.SerialID(),
			{Name: "ruta", Type: schema.Text, NotNull: true},
			{Name: "tipo", Type: schema.Text, NotNull: true, HasDefault: true},
			{Name: "veces", Type: schema.Integer, NotNull: true, HasDefault: true},
			{Name: "ultima_vez", Type: schema.Timestamptz, NotNull: true, HasDefault: true},
			{Name: "referente", Type: schema.Text},
			schema.CreatedAt(),
		},
		PrimaryKey: "id",
		ReadRoles:  schema.SignedIn(),
		WriteRoles: schema.SignedIn(),
	}
}
