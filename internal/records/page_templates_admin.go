package records

import (
	"context"
	"encoding/json"
	"time"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// PageTemplate is a row of plantillas: the blocks of a page kept under a name, to start new pages
// from.
type PageTemplate struct {
	ID        int64           `json:"id"`
	Nombre    string          `json:"nombre"`
	Bloques   json.RawMessage `json:"bloques,omitempty"`
	CreatedAt time.Time       `json:"created_at"`
}

// PageTemplates reads the templates without their blocks, newest first, at most limit.
func PageTemplates(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, limit int) ([]PageTemplate, error) {
	rows := []PageTemplate{}
	_, err := c.From("plantillas", cred).Select("id,nombre,created_at").
		Order("created_at", true).Order("id", true).Limit(limit).Get(ctx, &rows)
	return rows, wrap("read page templates", err)
}

// PageTemplateBlocks reads the blocks of template id; nil when the credential sees no such template.
func PageTemplateBlocks(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, id int64) (*PageTemplate, error) {
	var rows []PageTemplate
	_, err := c.From("plantillas", cred).Select("bloques").Eq("id", id).Get(ctx, &rows)
	return first(rows), wrap("read a page template's blocks", err)
}

// InsertPageTemplate keeps blocks as a new template called name.
func InsertPageTemplate(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, name string, blocks json.RawMessage) error {
	return wrap("insert a page template", c.From("plantillas", cred).Insert(ctx, Fields{"nombre": name, "bloques": blocks}, nil))
}

// DeletePageTemplate deletes template id and reports whether there was one to delete.
func DeletePageTemplate(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, id int64) (bool, error) {
	var rows []idRow
	err := c.From("plantillas", cred).Select("id").Eq("id", id).Delete(ctx, &rows)
	return len(rows) > 0, wrap("delete a page template", err)
}
