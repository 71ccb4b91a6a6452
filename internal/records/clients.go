package records

import (
	"context"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// The company's clients (table clientes, view clientes), grouped by client category (table
// categorias), each with a logo.

// Client is a row of clientes.
type Client struct {
	ID        int     `json:"id"`
	Nombre    string  `json:"nombre"`
	Categoria int     `json:"categoria"`
	LogoURL   *string `json:"logo_url"` // path in bucket clientes
}

// ClientColumns are the columns of a client.
const ClientColumns = "id,nombre,categoria,logo_url"

// ClientCategory is a row of categorias, a group of clients.
type ClientCategory struct {
	ID     int    `json:"id"`
	Nombre string `json:"nombre"`
}

// Clients reads every client by name.
func Clients(ctx context.Context, c *platformclient.Client) ([]Client, error) {
	var rows []Client
	_, err := c.From("clientes", c.Anon()).Select(ClientColumns).Order("nombre", false).Get(ctx, &rows)
	return rows, wrap("read clients", err)
}

// ClientsWithLogo reads the first clients by name that have a logo.
func ClientsWithLogo(ctx context.Context, c *platformclient.Client, limit int) ([]Client, error) {
	var rows []Client
	_, err := c.From("clientes", c.Anon()).Select(ClientColumns).Filter("logo_url", "not.is", "null").
		Order("nombre", false).Limit(limit).Get(ctx, &rows)
	return rows, wrap("read clients with a logo", err)
}

// ClientByID reads a client; nil when there is none.
func ClientByID(ctx context.Context, c *platformclient.Client, id int) (*Client, error) {
	var rows []Client
	_, err := c.From("clientes", c.Anon()).Select(ClientColumns).Eq("id", id).Limit(1).Get(ctx, &rows)
	return first(rows), wrap("read client", err)
}

// ClientCategories reads the client categories by name.
func ClientCategories(ctx context.Context, c *platformclient.Client) ([]ClientCategory, error) {
	return ClientCategoriesAs(ctx, c, c.Anon())
}

// InsertClientCategories inserts client categories and answers them as created.
func InsertClientCategories(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, rows []Fields) ([]ClientCategory, error) {
	var created []ClientCategory
	err := c.From("categorias", cred).Insert(ctx, rows, &created)
	return created, wrap("insert client categories", err)
}

// InsertClients inserts clients.
func InsertClients(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, rows []Fields) error {
	return wrap("insert clients", c.From("clientes", cred).Insert(ctx, rows, nil))
}
