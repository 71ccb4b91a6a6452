package clientes

import (
	"context"
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

// table is the clients' table; logos are recorded in its logoColumn.
const (
	table      = "clientes"
	logoColumn = "logo_url"
)

// Client is a client as the list and the form show it.
type Client struct{ records.ClientAdmin }

// CategoryName is the embedded client category's name, or "".
func (c Client) CategoryName() string {
	if c.Category == nil {
		return ""
	}
	return c.Category.Nombre
}

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
	rows, total, err := records.ClientsPage(ctx, m.Svc.Client(), platformclient.AsUser(token), p.Sort.Ordered, p.Categoria, p.Offset, p.Limit)
	if err != nil {
		return nil, 0, cms.PlatformFailure(err)
	}
	clients := make([]Client, len(rows))
	for i, r := range rows {
		clients[i] = Client{r}
	}
	return clients, total, nil
}

// get reads one client.
func (m *module) get(ctx context.Context, token string, id int64) (*Client, error) {
	row, err := records.ClientAdminByID(ctx, m.Svc.Client(), platformclient.AsUser(token), id)
	if err != nil {
		return nil, cms.PlatformFailure(err)
	}
	if row == nil {
		return nil, cms.NotFound()
	}
	return &Client{*row}, nil
}

// checkCategory validates the form and that its category exists, before any file is stored under
// the category's folder.
func (m *module) checkCategory(ctx context.Context, token string, in input) (int64, error) {
	cat, err := in.validate()
	if err != nil {
		return 0, err
	}
	exists, err := records.ClientCategoryExists(ctx, m.Svc.Client(), platformclient.AsUser(token), cat)
	if err != nil {
		return 0, cms.PlatformFailure(err)
	}
	if !exists {
		return 0, &cms.FormError{Fields: cms.FieldMessages{"categoria": cms.MsgInvalidCategory}}
	}
	return cat, nil
}

// save creates (id 0) or updates a client; logoPath, when not empty, is a logo the platform has
// already stored (only then is a path recorded). The old logo stays in storage. It answers the
// client's id.
func (m *module) save(ctx context.Context, token string, id int64, in input, logoPath string) (int64, error) {
	cat, err := in.validate()
	if err != nil {
		return 0, err
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
