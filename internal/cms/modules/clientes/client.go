package clientes

import (
	"context"
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/platformclient"
)

// table is the clients' table; logos are recorded in its logoColumn.
const (
	table      = "clientes"
	logoColumn = "logo_url"
)

// Client is a row of clientes with its client category's name (embedded: one read per list).
type Client struct {
	ID        int64   `json:"id"`
	Nombre    string  `json:"nombre"`
	Categoria int64   `json:"categoria"`
	LogoURL   *string `json:"logo_url"`
	CreatedAt string  `json:"created_at"`
	Category  *struct {
		Nombre string `json:"nombre"`
	} `json:"cat"`
}

// CategoryName is the embedded client category's name, or "".
func (c Client) CategoryName() string {
	if c.Category == nil {
		return ""
	}
	return c.Category.Nombre
}

const columns = "id,nombre,categoria,logo_url,created_at,cat:categorias(nombre)"

// input is the client form as typed.
type input struct {
	Nombre, Categoria string
}

// validate checks the form (interface.md: nombre required; `Categoría inválida` unless the category
// is a positive integer) and returns the category id.
func (in input) validate() (int64, error) {
	fields := cms.FieldMessages{}
	if strings.TrimSpace(in.Nombre) == "" {
		fields["nombre"] = MsgNombreRequired
	}
	cat := cms.PositiveID(in.Categoria)
	if cat == 0 {
		fields["categoria"] = cms.MsgInvalidCategory
	}
	if len(fields) > 0 {
		return 0, &cms.FormError{Fields: fields}
	}
	return cat, nil
}

// list reads one page of clients, newest first, and the total.
func (m *module) list(ctx context.Context, token string, p cms.ListParams) ([]Client, int, error) {
	return cms.ReadPage[Client](ctx, m.Svc, token, table, columns, p)
}

// get reads one client.
func (m *module) get(ctx context.Context, token string, id int64) (*Client, error) {
	return cms.ReadByID[Client](ctx, m.Svc, token, table, columns, id, cms.NotFound())
}

// checkCategory validates the form and that its category exists, before any file is stored under
// the category's folder.
func (m *module) checkCategory(ctx context.Context, token string, in input) (int64, error) {
	cat, err := in.validate()
	if err != nil {
		return 0, err
	}
	c := m.Svc.Client()
	var rows []struct{ ID int64 }
	if _, err := c.From(categoryTable, platformclient.AsUser(token)).Select("id").Eq("id", cat).Get(ctx, &rows); err != nil {
		return 0, cms.PlatformFailure(err)
	}
	if len(rows) == 0 {
		return 0, &cms.FormError{Fields: cms.FieldMessages{"categoria": cms.MsgInvalidCategory}}
	}
	return cat, nil
}

// save creates (id 0) or updates a client; logoPath, when not empty, is a logo the platform has
// already stored (only then is a path recorded). The old logo stays in storage.
func (m *module) save(ctx context.Context, token string, id int64, in input, logoPath string) error {
	cat, err := in.validate()
	if err != nil {
		return err
	}
	row := map[string]any{"nombre": strings.TrimSpace(in.Nombre), "categoria": cat}
	if logoPath != "" {
		row[logoColumn] = logoPath
	}
	return m.Svc.SaveRow(ctx, token, cms.Records{Table: table}, id, row)
}

// remove deletes a client record; its logo stays in storage (interface.md).
func (m *module) remove(ctx context.Context, token string, id int64) error {
	return m.Svc.DeleteRow(ctx, token, cms.Records{Table: table}, id)
}

// logoSrc is the public address of a stored logo, or "".
func (m *module) logoSrc(path *string) string {
	if path == nil || *path == "" {
		return ""
	}
	return m.Shell.FileURL(cms.BucketClients, *path)
}
