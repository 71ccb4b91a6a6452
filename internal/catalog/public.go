package catalog

import (
	"github.com/google/uuid"

	"github.com/vitrina/vitrina/internal/platform/schema"
)

// New returns the catalog of contract §3 and of every module: the site's content tables, readable by
// anyone and writable by signed-in users with the view that manages each; Empleados and
// roles_permisos, readable by signed-in users and writable only with the service role; the RPC
// functions; the permission grid; and, through schema.NewCatalog, the platform's own tables.
func New() *schema.Catalog {
	tables := []*schema.Table{
		{
			Name: "categoria-servicios",
			Columns: []schema.Column{
				schema.SerialID(),
				{Name: "name", Type: schema.Text, NotNull: true},
				{Name: "slug", Type: schema.Text, NotNull: true, HasDefault: true}, // filled by BeforeInsert
				{Name: "id_padre", Type: schema.Integer},
				schema.CreatedAt(),
				schema.TextsVersion(),
			},
			PrimaryKey:  "id",
			ForeignKeys: []schema.ForeignKey{schema.FK("categoria-servicios", "id_padre", "categoria-servicios")},
			ReadRoles:   schema.Everyone(),
			WriteRoles:  schema.SignedIn(),
			Hooks:       schema.Hooks{BeforeInsert: categoryBeforeInsert, BeforeUpdate: categoryBeforeUpdate},
			// Each language has its own name and slug (categoria-servicios_traducciones).
			Translations: &schema.Translations{Fields: []string{"name"}},
		},
		{
			Name:       "categorias",
			Columns:    []schema.Column{schema.SerialID(), {Name: "nombre", Type: schema.Text, NotNull: true}, schema.CreatedAt()},
			PrimaryKey: "id",
			ReadRoles:  schema.Everyone(),
			WriteRoles: schema.SignedIn(),
		},
		{
			Name: "contenido",
			Columns: schema.WithLifecycle(
				schema.SerialID(),
				schema.Column{Name: "titulo", Type: schema.Text, NotNull: true},
				schema.Column{Name: "descripcion", Type: schema.JSONB, NotNull: true, HasDefault: true},
				schema.Column{Name: "categoria", Type: schema.Integer, NotNull: true},
				schema.Column{Name: "imagen_principal", Type: schema.Text},
				schema.CreatedAt(),
			),
			PrimaryKey:  "id",
			ForeignKeys: []schema.ForeignKey{schema.FK("contenido", "categoria", "categoria-servicios")},
			ReadRoles:   schema.Everyone(),
			WriteRoles:  schema.SignedIn(),
			Lifecycle:   true,
			Search:      &schema.Search{Title: "titulo", Fields: []string{"descripcion"}, Path: "/contenido/{id}-{titulo:slug}", View: "contenido"},
			// Each language has its own title, description (its whole JSON) and search-engine texts.
			Translations: &schema.Translations{Fields: []string{"titulo", "descripcion", ColumnMetaTitle, ColumnMetaDescription}},
		},
		{
			Name: "paginas",
			Columns: schema.WithLifecycle(
				schema.SerialID(),
				schema.Column{Name: "titulo", Type: schema.Text, NotNull: true},
				schema.Column{Name: "slug", Type: schema.Text, NotNull: true},
				schema.Column{Name: "padre", Type: schema.Integer},
				schema.Column{Name: "bloques", Type: schema.JSONB, NotNull: true, HasDefault: true},
				schema.Column{Name: "seo_titulo", Type: schema.Text},
				schema.Column{Name: "seo_descripcion", Type: schema.Text},
				schema.Column{Name: "es_inicio", Type: schema.Boolean, NotNull: true, HasDefault: true},
				schema.CreatedAt(),
			),
			PrimaryKey:  "id",
			ForeignKeys: []schema.ForeignKey{schema.FK("paginas", "padre", "paginas")},
			ReadRoles:   schema.Everyone(),
			WriteRoles:  schema.SignedIn(),
			Lifecycle:   true,
			Hooks:       schema.Hooks{BeforeInsert: pageBeforeInsert, BeforeUpdate: pageBeforeUpdate},
			// Each language has its own title, slug, blocks (a whole copy of the page's blocks:
			// docs/decisions/2026-11-28-translated-page-blocks.md) and search-engine texts.
			Translations: &schema.Translations{
				Fields: []string{"titulo", "slug", "bloques", ColumnMetaTitle, ColumnMetaDescription},
				Hooks:  schema.Hooks{BeforeInsert: templateBeforeInsert, BeforeUpdate: templateBeforeUpdate},
			},
		},
		{
			Name: "menus",
			Columns: []schema.Column{
				schema.SerialID(),
				{Name: "ubicacion", Type: schema.Text, NotNull: true},
				{Name: "padre", Type: schema.Integer},
				{Name: "etiqueta", Type: schema.Text, NotNull: true},
				{Name: "tipo", Type: schema.Text, NotNull: true},
				{Name: "destino", Type: schema.Text, NotNull: true},
				{Name: "orden", Type: schema.Integer, NotNull: true, HasDefault: true},
				schema.CreatedAt(),
				schema.TextsVersion(),
			},
			PrimaryKey:  "id",
			ForeignKeys: []schema.ForeignKey{schema.FK("menus", "padre", "menus")},
			ReadRoles:   schema.Everyone(),
			WriteRoles:  schema.SignedIn(),
			Hooks:       schema.Hooks{BeforeInsert: menuBeforeInsert, BeforeUpdate: menuBeforeUpdate},
			// Each language has its own label; an item leading to a page, a category or an item
			// follows that target's translation, so only a free link gives its translation a target
			// of its own (null: the item's).
			Translations: &schema.Translations{
				Fields: []string{"etiqueta", "destino"}, Optional: []string{"destino"},
				Hooks: schema.Hooks{BeforeInsert: menuTranslationBeforeInsert, BeforeUpdate: menuTranslationBeforeUpdate},
			},
		},
		{
			Name: "ajustes_sitio",
			Columns: append([]schema.Column{
				{Name: "id", Type: schema.Integer, NotNull: true, HasDefault: true}, // always 1: one row
				{Name: "nombre_sitio", Type: schema.Text},
				{Name: "logo", Type: schema.Text},
				{Name: "favicon", Type: schema.Text},
				{Name: "color_primario", Type: schema.Text, NotNull: true, HasDefault: true},
				{Name: "color_acento", Type: schema.Text, NotNull: true, HasDefault: true},
				{Name: "fuente", Type: schema.Text, NotNull: true, HasDefault: true},
				{Name: "texto_cabecera", Type: schema.Text},
				{Name: "texto_pie", Type: schema.Text},
				{Name: "direccion", Type: schema.Text},
				{Name: "telefono", Type: schema.Text},
				{Name: "email", Type: schema.Text},
				{Name: "horario", Type: schema.Text},
				{Name: "mapa_url", Type: schema.Text},
				{Name: "redes", Type: schema.JSONB, NotNull: true, HasDefault: true},
				{Name: "mostrar_equipo", Type: schema.Boolean, NotNull: true, HasDefault: true}, // the public /equipo page
				{Name: "tema", Type: schema.Text, NotNull: true, HasDefault: true},              // the site's theme (internal/theme)
				{Name: "tema_opciones", Type: schema.JSONB, NotNull: true, HasDefault: true},    // its option values
				schema.CreatedAt(),
				schema.TextsVersion(),
			}, heroColumns()...),
			PrimaryKey: "id",
			ReadRoles:  schema.Everyone(),
			WriteRoles: schema.SignedIn(),
			Hooks:      schema.Hooks{BeforeInsert: settingsBeforeInsert, BeforeUpdate: settingsBeforeUpdate},
			// Each language has its own header and footer texts, opening hours and the home page's
			// hero texts (its translation's origen is 1); colours, images, links and numbers are shared.
			Translations: &schema.Translations{Fields: []string{"texto_cabecera", "texto_pie", "horario",
				"portada_titulo", "portada_texto", "portada_imagen_alt", "portada_boton1_texto", "portada_boton2_texto"}},
		},
		{
			Name: "plantillas",
			Columns: []schema.Column{
				schema.SerialID(),
				{Name: "nombre", Type: schema.Text, NotNull: true},
				{Name: "bloques", Type: schema.JSONB, NotNull: true, HasDefault: true},
				schema.CreatedAt(),
			},
			PrimaryKey: "id",
			ReadRoles:  schema.SignedIn(),
			WriteRoles: schema.SignedIn(),
			Hooks:      schema.Hooks{BeforeInsert: templateBeforeInsert, BeforeUpdate: templateBeforeUpdate},
		},
		{
			Name: "testimoniales",
			Columns: []schema.Column{
				schema.SerialID(),
				{Name: "categoria", Type: schema.Integer, NotNull: true},
				{Name: "testimonio", Type: schema.Text, NotNull: true},
				{Name: "persona", Type: schema.Text},
				{Name: "empresa", Type: schema.Text, NotNull: true},
				{Name: "cargo", Type: schema.Text},
				schema.CreatedAt(),
				schema.TextsVersion(),
			},
			PrimaryKey:  "id",
			ForeignKeys: []schema.ForeignKey{schema.FK("testimoniales", "categoria", "categoria-servicios")},
			ReadRoles:   schema.Everyone(),
			WriteRoles:  schema.SignedIn(),
			// Each language has its own quote and position; the person and the company keep their names.
			Translations: &schema.Translations{Fields: []string{"testimonio", "cargo"}},
		},
		{
			Name: "clientes",
			Columns: []schema.Column{
				schema.SerialID(),
				{Name: "nombre", Type: schema.Text, NotNull: true},
				{Name: "categoria", Type: schema.Integer, NotNull: true},
				{Name: "logo_url", Type: schema.Text},
				schema.CreatedAt(),
			},
			PrimaryKey:  "id",
			ForeignKeys: []schema.ForeignKey{schema.FK("clientes", "categoria", "categorias")},
			ReadRoles:   schema.Everyone(),
			WriteRoles:  schema.SignedIn(),
		},
		{
			Name: "Empleados",
			Columns: []schema.Column{
				{Name: "id", Type: schema.UUID, NotNull: true, HasDefault: true, NewDefault: func() any { return uuid.NewString() }},
				{Name: "nombre", Type: schema.Text},
				{Name: "email", Type: schema.Text},
				{Name: "rol", Type: schema.Text},
				{Name: "chat_role", Type: schema.Text},
				{Name: "departamento", Type: schema.Text},
				{Name: "activo", Type: schema.Boolean, NotNull: true, HasDefault: true},
				{Name: "sistemas_acceso", Type: schema.JSONB, NotNull: true, HasDefault: true},
				schema.CreatedAt(),
			},
			PrimaryKey: "id",
			ReadRoles:  schema.SignedIn(),
		},
		{
			Name: "roles_permisos",
			Columns: []schema.Column{
				schema.SerialID(),
				{Name: "rol_nombre", Type: schema.Text, NotNull: true},
				{Name: "vista_slug", Type: schema.Text, NotNull: true},
				{Name: "puede_ver", Type: schema.Boolean, NotNull: true, HasDefault: true},
			},
			PrimaryKey: "id",
			ReadRoles:  schema.SignedIn(),
		},
	}
	tables = append(tables, blogTables()...)
	tables = append(tables, faqTable())
	tables = append(tables, projectTables()...)
	tables = append(tables, contactMessages(), departments(), jobOpenings(), jobApplications())
	tables = append(tables, seoSettings(), redirectsTable(), notFoundLog())
	withSEO(tables)
	tables = schema.WithTranslations(tables)
	withTranslatedSlugRedirects(tables)
	c := schema.NewCatalog(tables, []*schema.Function{replaceRolePermissions(), recordSecurityEvent(), setBlogTags(), orderQuestions(), updateDepartment(), teamPublic(),
		logNotFound(), countRedirectVisit()})
	applyViews(c)
	return c
}
