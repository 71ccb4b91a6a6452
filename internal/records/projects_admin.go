package records

import (
	"context"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// The admin's reads of proyectos. Its row adds the lifecycle columns, which internal/cms/lifecycle
// types, so the reads decode into the caller's row type.

const (
	// projectAdminNames are the embedded client's and category's names.
	projectAdminNames = "cli:cliente(nombre),cat:categoria(name)"
	// ProjectAdminListColumns are the columns of a project in the admin's list.
	ProjectAdminListColumns = "id,titulo,slug,cliente,categoria,fecha,destacado,created_at," + LifecycleColumns + "," + projectAdminNames
	// ProjectAdminColumns are the columns of a project as its form edits it, with its gallery.
	ProjectAdminColumns = "id,titulo,slug,cliente,categoria,resumen,cuerpo,fecha,destacado,resultados,created_at," +
		LifecycleColumns + "," + ItemSEOColumns + "," + projectAdminNames +
		",imagenes:proyecto_imagenes(id,proyecto,bucket,ruta,texto_alternativo,orden,version_textos)"
)

// ProjectAdminFilter narrows the admin's list of projects; zero values narrow nothing but Trash,
// which chooses the trash instead of the list.
type ProjectAdminFilter struct {
	Trash     bool
	Estado    string // one editorial state
	Categoria int64
	Cliente   int64
	TitleLike string // an ilike pattern of the title
	Only      IDFilter
}

// ProjectsAdmin reads one page (offset, limit) of the projects f selects, newest first by date, into
// T, and answers how many match. A page past the last is the platform's 416, kept in the error.
func ProjectsAdmin[T any](ctx context.Context, c *platformclient.Client, cred platformclient.Credential, f ProjectAdminFilter, offset, limit int) ([]T, int64, error) {
	is := "is"
	if f.Trash {
		is = "not.is"
	}
	q := c.From("proyectos", cred).Select(ProjectAdminListColumns).Order("fecha", true).Order("id", true).
		Range(offset, limit).Count().Filter("eliminado_en", is, "null")
	if f.Estado != "" {
		q = q.Eq("estado", f.Estado)
	}
	if f.Categoria > 0 {
		q = q.Eq("categoria", f.Categoria)
	}
	if f.Cliente > 0 {
		q = q.Eq("cliente", f.Cliente)
	}
	if f.TitleLike != "" {
		q = q.Filter("titulo", "ilike", f.TitleLike)
	}
	q = f.Only.Apply(q)
	rows := []T{}
	total, err := q.Get(ctx, &rows)
	return rows, total, wrap("read projects", err)
}

// ClientChoices reads the id and name of the clients, by name, at most limit: those a project can
// be for.
func ClientChoices(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, limit int) ([]Client, error) {
	rows := []Client{}
	_, err := c.From("clientes", cred).Select("id,nombre").Order("nombre", false).Limit(limit).Get(ctx, &rows)
	return rows, wrap("read the clients to choose from", err)
}
