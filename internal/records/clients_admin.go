package records

import (
	"context"
	"time"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// ClientAdmin is a client as the admin lists and edits it: the row, when it was added and its
// client category's name (embed cat, so a list is one read).
type ClientAdmin struct {
	Client
	CreatedAt time.Time       `json:"created_at"`
	Category  *ClientCategory `json:"cat"`
}

// clientAdminColumns are the columns of a ClientAdmin.
const clientAdminColumns = "id,nombre,categoria,logo_url,created_at,cat:categorias(nombre)"

// ClientsPage reads one page of clients in order, of one client category (0: every one), and the
// total matching.
func ClientsPage(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, order Ordering, categoria int64, offset, limit int) ([]ClientAdmin, int, error) {
	q := order(c.From("clientes", cred).Select(clientAdminColumns)).Range(offset, limit).Count()
	if categoria > 0 {
		q = q.Eq("categoria", categoria)
	}
	rows := []ClientAdmin{}
	total, err := q.Get(ctx, &rows)
	return rows, int(total), wrap("read clients", err)
}

// ClientAdminByID reads one client; nil when there is none.
func ClientAdminByID(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, id int64) (*ClientAdmin, error) {
	var rows []ClientAdmin
	_, err := c.From("clientes", cred).Select(clientAdminColumns).Eq("id", id).Get(ctx, &rows)
	return first(rows), wrap("read client", err)
}

// ClientsInCategory counts the clients of one client category, reading at most one of them; seen
// says one was read (a platform that does not count still shows the category in use).
func ClientsInCategory(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, categoria int64) (total int64, seen bool, err error) {
	var using []idRow
	total, err = c.From("clientes", cred).Select("id").Eq("categoria", categoria).Limit(1).Count().Get(ctx, &using)
	return total, len(using) > 0, wrap("count the clients of a category", err)
}
