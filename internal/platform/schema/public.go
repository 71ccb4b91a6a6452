package schema

import "github.com/google/uuid"

// Roles that read and write the public site's content.
var (
	everyone      = []string{"anon", "authenticated"}
	authenticated = []string{"authenticated"}
)

func createdAt() Column {
	return Column{Name: "created_at", Type: Timestamptz, NotNull: true, HasDefault: true}
}

func serialID() Column { return Column{Name: "id", Type: Integer, NotNull: true, HasDefault: true} }

func fk(table, column, target string) ForeignKey {
	return ForeignKey{Name: table + "_" + column + "_fkey", Table: table, Column: column, Target: target}
}

// Public returns the catalog of contract §3: the site's content tables, readable by anyone and
// writable by signed-in users; Empleados and roles_permisos, readable by signed-in users and writable
// only with the service role; and the RPC functions.
func Public() *Catalog {
	tables := []*Table{
		{
			Name: "categoria-servicios",
			Columns: []Column{
				serialID(),
				{Name: "name", Type: Text, NotNull: true},
				{Name: "slug", Type: Text, NotNull: true, HasDefault: true}, // filled by BeforeInsert
				{Name: "id_padre", Type: Integer},
				createdAt(),
			},
			PrimaryKey:  "id",
			ForeignKeys: []ForeignKey{fk("categoria-servicios", "id_padre", "categoria-servicios")},
			ReadRoles:   everyone,
			WriteRoles:  authenticated,
			Hooks:       Hooks{BeforeInsert: categoryBeforeInsert, BeforeUpdate: categoryBeforeUpdate},
		},
		{
			Name:       "categorias",
			Columns:    []Column{serialID(), {Name: "nombre", Type: Text, NotNull: true}, createdAt()},
			PrimaryKey: "id",
			ReadRoles:  everyone,
			WriteRoles: authenticated,
		},
		{
			Name: "contenido",
			Columns: withLifecycle(
				serialID(),
				Column{Name: "titulo", Type: Text, NotNull: true},
				Column{Name: "descripcion", Type: JSONB, NotNull: true, HasDefault: true},
				Column{Name: "categoria", Type: Integer, NotNull: true},
				Column{Name: "imagen_principal", Type: Text},
				createdAt(),
			),
			PrimaryKey:  "id",
			ForeignKeys: []ForeignKey{fk("contenido", "categoria", "categoria-servicios")},
			ReadRoles:   everyone,
			WriteRoles:  authenticated,
			Lifecycle:   true,
			Search:      &Search{Title: "titulo", Fields: []string{"descripcion"}, Path: "/contenido/{id}-{titulo:slug}", View: "contenido"},
		},
		{
			Name: "paginas",
			Columns: withLifecycle(
				serialID(),
				Column{Name: "titulo", Type: Text, NotNull: true},
				Column{Name: "slug", Type: Text, NotNull: true},
				Column{Name: "padre", Type: Integer},
				Column{Name: "bloques", Type: JSONB, NotNull: true, HasDefault: true},
				Column{Name: "seo_titulo", Type: Text},
				Column{Name: "seo_descripcion", Type: Text},
				Column{Name: "es_inicio", Type: Boolean, NotNull: true, HasDefault: true},
				createdAt(),
			),
			PrimaryKey:  "id",
			ForeignKeys: []ForeignKey{fk("paginas", "padre", "paginas")},
			ReadRoles:   everyone,
			WriteRoles:  authenticated,
			Lifecycle:   true,
			Hooks:       Hooks{BeforeInsert: pageBeforeInsert, BeforeUpdate: pageBeforeUpdate},
		},
		{
			Name: "menus",
			Columns: []Column{
				serialID(),
				{Name: "ubicacion", Type: Text, NotNull: true},
				{Name: "padre", Type: Integer},
				{Name: "etiqueta", Type: Text, NotNull: true},
				{Name: "tipo", Type: Text, NotNull: true},
				{Name: "destino", Type: Text, NotNull: true},
				{Name: "orden", Type: Integer, NotNull: true, HasDefault: true},
				createdAt(),
			},
			PrimaryKey:  "id",
			ForeignKeys: []ForeignKey{fk("menus", "padre", "menus")},
			ReadRoles:   everyone,
			WriteRoles:  authenticated,
			Hooks:       Hooks{BeforeInsert: menuBeforeInsert, BeforeUpdate: menuBeforeUpdate},
		},
		{
			Name: "ajustes_sitio",
			Columns: []Column{
				{Name: "id", Type: Integer, NotNull: true, HasDefault: true}, // always 1: one row
				{Name: "nombre_sitio", Type: Text},
				{Name: "logo", Type: Text},
				{Name: "favicon", Type: Text},
				{Name: "color_primario", Type: Text, NotNull: true, HasDefault: true},
				{Name: "color_acento", Type: Text, NotNull: true, HasDefault: true},
				{Name: "fuente", Type: Text, NotNull: true, HasDefault: true},
				{Name: "texto_cabecera", Type: Text},
				{Name: "texto_pie", Type: Text},
				{Name: "direccion", Type: Text},
				{Name: "telefono", Type: Text},
				{Name: "email", Type: Text},
				{Name: "horario", Type: Text},
				{Name: "mapa_url", Type: Text},
				{Name: "redes", Type: JSONB, NotNull: true, HasDefault: true},
				{Name: "mostrar_equipo", Type: Boolean, NotNull: true, HasDefault: true}, // the public /equipo page
				createdAt(),
			},
			PrimaryKey: "id",
			ReadRoles:  everyone,
			WriteRoles: authenticated,
		},
		{
			Name: "plantillas",
			Columns: []Column{
				serialID(),
				{Name: "nombre", Type: Text, NotNull: true},
				{Name: "bloques", Type: JSONB, NotNull: true, HasDefault: true},
				createdAt(),
			},
			PrimaryKey: "id",
			ReadRoles:  authenticated,
			WriteRoles: authenticated,
			Hooks:      Hooks{BeforeInsert: templateBeforeInsert, BeforeUpdate: templateBeforeUpdate},
		},
		{
			Name: "testimoniales",
			Columns: []Column{
				serialID(),
				{Name: "categoria", Type: Integer, NotNull: true},
				{Name: "testimonio", Type: Text, NotNull: true},
				{Name: "persona", Type: Text},
				{Name: "empresa", Type: Text, NotNull: true},
				{Name: "cargo", Type: Text},
				createdAt(),
			},
			PrimaryKey:  "id",
			ForeignKeys: []ForeignKey{fk("testimoniales", "categoria", "categoria-servicios")},
			ReadRoles:   everyone,
			WriteRoles:  authenticated,
		},
		{
			Name: "clientes",
			Columns: []Column{
				serialID(),
				{Name: "nombre", Type: Text, NotNull: true},
				{Name: "categoria", Type: Integer, NotNull: true},
				{Name: "logo_url", Type: Text},
				createdAt(),
			},
			PrimaryKey:  "id",
			ForeignKeys: []ForeignKey{fk("clientes", "categoria", "categorias")},
			ReadRoles:   everyone,
			WriteRoles:  authenticated,
		},
		{
			Name: "Empleados",
			Columns: []Column{
				{Name: "id", Type: UUID, NotNull: true, HasDefault: true, NewDefault: func() any { return uuid.NewString() }},
				{Name: "nombre", Type: Text},
				{Name: "email", Type: Text},
				{Name: "rol", Type: Text},
				{Name: "chat_role", Type: Text},
				{Name: "departamento", Type: Text},
				{Name: "activo", Type: Boolean, NotNull: true, HasDefault: true},
				{Name: "sistemas_acceso", Type: JSONB, NotNull: true, HasDefault: true},
				createdAt(),
			},
			PrimaryKey: "id",
			ReadRoles:  authenticated,
		},
		{
			Name: "roles_permisos",
			Columns: []Column{
				serialID(),
				{Name: "rol_nombre", Type: Text, NotNull: true},
				{Name: "vista_slug", Type: Text, NotNull: true},
				{Name: "puede_ver", Type: Boolean, NotNull: true, HasDefault: true},
			},
			PrimaryKey: "id",
			ReadRoles:  authenticated,
		},
	}
	tables = append(tables, blogTables()...)
	tables = append(tables, faqTable(), media())
	tables = append(tables, projectTables()...)
	tables = append(tables, auditLog(), revisions(), editLocks(), drafts(), previewLinks(), contactMessages(), departments(), jobOpenings(), jobApplications())
	tables = append(tables, seoSettings(), redirectsTable(), notFoundLog())
	withSEO(tables)
	c := NewCatalog(tables, []*Function{replaceRolePermissions(), recordSecurityEvent(), preview(), setBlogTags(), searchPublic(), searchAdmin(), orderQuestions(), updateDepartment(), teamPublic(),
		logNotFound(), countRedirectVisit()})
	c.functions["next_publication_change"] = nextPublicationChange(c.Tables)
	c.functions["purge_trash"] = purgeTrash(c.Tables)
	c.functions["crear_vista_previa"] = createPreview(c.Tables)
	applyViews(c)
	return c
}

// auditLog is the audit trail (internal/platform/audit): signed-in users read it (the CMS dashboard shows the
// latest entries); only the platform writes it, inside the transaction of each audited write.
func auditLog() *Table {
	json := func(name string) Column { return Column{Name: name, Type: JSONB} }
	text := func(name string, notNull bool) Column { return Column{Name: name, Type: Text, NotNull: notNull} }
	return &Table{
		Name: "audit_log",
		Columns: []Column{
			serialID(), createdAt(),
			text("actor", true), text("actor_role", true), text("action", true), text("target", true),
			text("record_id", false), json("before"), json("after"), text("request_id", false),
		},
		PrimaryKey: "id",
		ReadRoles:  authenticated,
		ReadOnly:   true,
	}
}
