package clientes

import (
	"context"
	"fmt"
	"net/http"
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/platformclient"
)

// categoryTable holds the client categories (not the service categories of categoria-servicios).
const categoryTable = "categorias"

// ClientCategory is a row of categorias.
type ClientCategory struct {
	ID     int64  `json:"id"`
	Nombre string `json:"nombre"`
}

// categories lists the client categories by name.
func (m *module) categories(ctx context.Context, token string) ([]ClientCategory, error) {
	rows := []ClientCategory{}
	c := m.Svc.Client()
	if _, err := c.From(categoryTable, platformclient.AsUser(token)).Select("id,nombre").
		Order("nombre", false).Get(ctx, &rows); err != nil {
		return nil, cms.PlatformFailure(err)
	}
	return rows, nil
}

// saveCategory creates (id 0) or renames a client category.
func (m *module) saveCategory(ctx context.Context, token string, id int64, nombre string) error {
	nombre = strings.TrimSpace(nombre)
	if nombre == "" {
		return &cms.FormError{Fields: cms.FieldMessages{"nombre": MsgCategoryNameEmpty}}
	}
	return m.Svc.SaveRow(ctx, token, cms.Records{Table: categoryTable}, id, map[string]any{"nombre": nombre})
}

// removeCategory deletes a client category, refused (409, with the count) while clients use it.
func (m *module) removeCategory(ctx context.Context, token string, id int64) error {
	c := m.Svc.Client()
	cred := platformclient.AsUser(token)
	var using []struct{ ID int64 }
	total, err := c.From(table, cred).Select("id").Eq("categoria", id).Limit(1).Count().Get(ctx, &using)
	if err != nil {
		return cms.PlatformFailure(err)
	}
	if total > 0 || len(using) > 0 {
		return cms.Fail(http.StatusConflict, categoryInUse(total))
	}
	var deleted []struct{ ID int64 }
	if err := c.From(categoryTable, cred).Eq("id", id).Delete(ctx, &deleted); err != nil {
		if platformclient.CodeOf(err) == "23503" { // a client arrived meanwhile
			return cms.Fail(http.StatusConflict, categoryInUse(1))
		}
		return cms.PlatformFailure(err)
	}
	if len(deleted) == 0 {
		return cms.NotFound()
	}
	return nil
}

// categoryInUse is the refusal of deleting a category n clients use.
func categoryInUse(n int64) string {
	if n == 1 {
		return MsgCategoryInUseOne
	}
	return fmt.Sprintf(MsgCategoryInUseMany, n)
}
