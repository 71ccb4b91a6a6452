package records

import (
	"context"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// ContentAdmin is a content item as the admin lists and edits it: the row, where it stands in its
// lifecycle and its category's name (embed cat, so a list is one read).
type ContentAdmin struct {
	ContentItem
	EditorialState
	Cat *Category `json:"cat"` // only the name
}

const (
	contentAdminListColumns = "id,titulo,categoria,imagen_principal,created_at," + editorialStateColumns + ",cat:categoria(name)"
	contentAdminColumns     = "id,titulo,descripcion,categoria,imagen_principal,created_at," + editorialStateColumns + "," + ItemSEOColumns
	latestContentColumns    = "id,titulo,created_at,cat:categoria(name)," + editorialStateColumns
)

// ContentQuery selects one page of the admin's content list.
type ContentQuery struct {
	Offset, Limit int
	Categoria     int64  // 0: every category
	Pattern       string // an ilike pattern of the title, "" for any
	Estado        string // one state, "" for all
	Trash         bool   // the trash instead of the list
	Order         Ordering
	Only          IDFilter
}

// ContentAdminPage reads one page of content items (without their body), with the total that
// matches, in one request.
func ContentAdminPage(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, q ContentQuery) ([]ContentAdmin, int, error) {
	req := q.Order(c.From("contenido", cred).Select(contentAdminListColumns)).Range(q.Offset, q.Limit).Count()
	if q.Categoria > 0 {
		req = req.Eq("categoria", q.Categoria)
	}
	if q.Trash {
		req = req.Filter(trashedColumn, "not.is", "null")
	} else {
		req = req.Filter(trashedColumn, "is", "null")
	}
	if q.Estado != "" {
		req = req.Eq("estado", q.Estado)
	}
	if q.Pattern != "" {
		req = req.Filter("titulo", "ilike", q.Pattern)
	}
	req = q.Only.Apply(req)
	rows := []ContentAdmin{}
	total, err := req.Get(ctx, &rows)
	return rows, int(total), wrap("read content", err)
}

// ContentAdminByID reads one content item with its body and SEO fields; nil when there is none.
func ContentAdminByID(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, id int64) (*ContentAdmin, error) {
	var rows []ContentAdmin
	_, err := c.From("contenido", cred).Select(contentAdminColumns).Eq("id", id).Get(ctx, &rows)
	return first(rows), wrap("read content item", err)
}

// LatestContent reads the newest content items outside the trash (title, date, category, state).
func LatestContent(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, limit int) ([]ContentAdmin, error) {
	var rows []ContentAdmin
	_, err := c.From("contenido", cred).Select(latestContentColumns).Filter(trashedColumn, "is", "null").
		Order("created_at", true).Order("id", true).Limit(limit).Get(ctx, &rows)
	return rows, wrap("read the latest content", err)
}
