package records

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// PostAdmin is a blog post as the admin lists and edits it: the row with its tags, and where it
// stands in its lifecycle.
type PostAdmin struct {
	Post
	State EditorialState `json:"-"` // read by UnmarshalJSON
}

// UnmarshalJSON reads the row into both halves: Post reads publicar_en as a time, State as the
// platform's text; embedded side by side, the two would name one column twice.
func (p *PostAdmin) UnmarshalJSON(b []byte) error {
	if err := json.Unmarshal(b, &p.Post); err != nil {
		return fmt.Errorf("post: %w", err)
	}
	if err := json.Unmarshal(b, &p.State); err != nil {
		return fmt.Errorf("post state: %w", err)
	}
	return nil
}

const (
	postAdminListColumns = "id,titulo,slug,portada,autor,autor_nombre,created_at," + editorialStateColumns + "," + postTagsEmbed
	postAdminColumns     = "id,titulo,slug,extracto,cuerpo,portada,portada_alt,autor,autor_nombre,tiempo_lectura,created_at," +
		editorialStateColumns + "," + ItemSEOColumns + "," + postTagsEmbed
)

// PostQuery selects one page of the admin's list of posts.
type PostQuery struct {
	Offset, Limit int
	Pattern       string // an ilike pattern of the title, "" for any
	Estado        string // one state, "" for all
	Tag           int64  // one tag's id, 0 for all
	Author        string // one employee's id, "" for all
	Trash         bool   // the trash instead of the list
	Only          IDFilter
}

// PostsAdminPage reads one page of posts (without their body), newest first, with the total that
// matches, in one request. A tag filter narrows the posts through an inner embed of the join table,
// apart from the embed that lists every tag of each post.
func PostsAdminPage(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, q PostQuery) ([]PostAdmin, int, error) {
	columns := postAdminListColumns
	if q.Tag > 0 {
		columns += postByTag
	}
	req := c.From("blog_entradas", cred).Select(columns).
		Order("created_at", true).Order("id", true).Range(q.Offset, q.Limit).Count()
	if q.Trash {
		req = req.Filter(trashedColumn, "not.is", "null")
	} else {
		req = req.Filter(trashedColumn, "is", "null")
	}
	if q.Tag > 0 {
		req = req.Eq("f.etiqueta", q.Tag)
	}
	if q.Estado != "" {
		req = req.Eq("estado", q.Estado)
	}
	if q.Author != "" {
		req = req.Eq("autor", q.Author)
	}
	if q.Pattern != "" {
		req = req.Filter("titulo", "ilike", q.Pattern)
	}
	req = q.Only.Apply(req)
	rows := []PostAdmin{}
	total, err := req.Get(ctx, &rows)
	return rows, int(total), wrap("read posts", err)
}

// PostAdminByID reads one post with its body, SEO fields and tags; nil when there is none.
func PostAdminByID(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, id int64) (*PostAdmin, error) {
	var rows []PostAdmin
	_, err := c.From("blog_entradas", cred).Select(postAdminColumns).Eq("id", id).Get(ctx, &rows)
	return first(rows), wrap("read post", err)
}
