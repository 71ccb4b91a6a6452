package catalog

import "github.com/vitrina/vitrina/internal/platform/schema"

// The views (roles_permisos.vista_slug) that give a signed-in employee each table and bucket. A
// table's own view writes it; other views read it where their screens need it (a picker, the media
// library's usage report, the dashboard's counts, menu targets). Tables left out — Empleados and
// roles_permisos, which every signed-in user reads to know its own role, and the insert-only inboxes
// — follow their roles alone.

// editorialViews are the views whose forms hold rich text or images (they store into the content
// bucket and pick from the media library).
func editorialViews() []string {
	return []string{"contenido", "blog", "pages", "proyectos", "preguntas", "vacantes", "templates", "testimoniales", "seo", "media"}
}

func writtenBy(views []string, readers ...string) *schema.ViewAccess {
	return &schema.ViewAccess{Write: views, Read: readers}
}

func one(view string) []string { return []string{view} }

// tableViews is the grid, table by table.
func tableViews() map[string]*schema.ViewAccess {
	return map[string]*schema.ViewAccess{
		"categoria-servicios":     writtenBy(one("categorias"), "contenido", "testimoniales", "proyectos", "menus", "pages", "blog", "dashboard", "media"),
		"categorias":              writtenBy(one("clientes"), "categorias", "proyectos", "pages", "dashboard"),
		"contenido":               writtenBy(one("contenido"), "categorias", "menus", "media", "pages", "dashboard"),
		"paginas":                 writtenBy(one("pages"), "menus", "media", "templates", "dashboard"),
		"menus":                   writtenBy(one("menus"), "pages", "templates"),
		"ajustes_sitio":           writtenBy(one("templates"), "dashboard", "media", "menus", "pages", "seo"),
		"plantillas":              writtenBy([]string{"pages", "templates"}, "media"),
		"testimoniales":           writtenBy(one("testimoniales"), "categorias", "pages", "proyectos", "dashboard"),
		"clientes":                writtenBy(one("clientes"), "proyectos", "media", "pages", "dashboard"),
		"blog_entradas":           writtenBy(one("blog"), "menus", "media", "dashboard"),
		"etiquetas":               writtenBy(one("blog"), "menus"),
		"blog_entradas_etiquetas": writtenBy(one("blog")),
		"preguntas":               writtenBy(one("preguntas"), "menus", "media", "dashboard"),
		"medios":                  writtenBy(one("media"), append(editorialViews(), "clientes", "dashboard")...),
		"proyectos":               writtenBy(one("proyectos"), "clientes", "menus", "media", "dashboard"),
		"proyecto_imagenes":       writtenBy(one("proyectos"), "media"),
		"departamentos":           writtenBy(one("departamentos"), "vacantes", "empleados", "usuarios", "dashboard"),
		"vacantes":                writtenBy(one("vacantes"), "departamentos", "menus", "media", "dashboard"),
		"ajustes_seo":             writtenBy(one("seo"), "dashboard"),
		"redirecciones":           writtenBy(one("seo")),
		"registro_404":            writtenBy(one("seo")),
		"audit_log":               {Read: one("dashboard")},
		schema.LanguagesTable:     writtenBy(one("templates"), append(editorialViews(), "menus", "dashboard")...),
	}
}

// rowViewTables are the lifecycle's tables: each row is used with the views of the editorial table
// its tabla column names.
func rowViewTables() []string {
	return []string{schema.RevisionsTable, schema.EditLocksTable, schema.DraftsTable, schema.PreviewLinksTable}
}

// bucketViews are the views that write each bucket (the content bucket takes every editorial form's
// images; the drop box of applications is the service role's alone, see Storage).
func bucketViews() map[string]*schema.ViewAccess {
	return map[string]*schema.ViewAccess{
		"contenido": writtenBy(editorialViews()),
		"clientes":  writtenBy([]string{"clientes", "proyectos", "media"}),
	}
}

// bucketApplications is the private drop box of job applications' CVs: visitors add files, only
// the service role (the CMS, after its check of the view vacantes) reads them.
const bucketApplications = "postulaciones"

// functionViews are the views each RPC function needs from a signed-in caller.
func functionViews() map[string][]string {
	return map[string][]string{
		"set_blog_tags":     one("blog"),
		"ordenar_preguntas": one("preguntas"),
	}
}

// applyViews puts the grid on the catalog's tables, functions and buckets.
func applyViews(c *schema.Catalog) {
	for name, v := range tableViews() {
		c.Table(name).Views = v
	}
	// A translation table is used with the views of the table it translates.
	for _, t := range c.Tables() {
		if t.TranslationOf != "" {
			t.Views = c.Table(t.TranslationOf).Views
		}
	}
	for _, name := range rowViewTables() {
		c.Table(name).RowViews = "tabla"
	}
	for name, v := range functionViews() {
		c.Function(name).Views = v
	}
	c.Function("crear_vista_previa").TableArg = "p_tabla"
	c.Buckets = bucketViews()
	c.DropBoxes = []string{bucketApplications}
	c.Permissions = gridPermissions
}
