package clientes

import (
	"context"
	"fmt"
	"net/http"
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

// categoryTable holds the client categories (not the service categories of categoria-servicios).
const categoryTable = "categorias"

// categories lists the client categories by name.
func (m *module) categories(ctx context.Context, token string) ([]records.ClientCategory, error) {
	rows, err := records.ClientCategoriesAs(ctx, m.Svc.Client(), platformclient.AsUser(token))
	if err != nil {
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
	_, err := m.Svc.SaveRow(ctx, token, cms.Records{Table: categoryTable}, id, map[string]any{"nombre": nombre})
	return err
}

// removeCategory deletes a client category, refused (409, with the count) while clients use it.
func (m *module) removeCategory(ctx context.Context, token string, id int64) error {
	c := m.Svc.Client()
	cred := platformclient.AsUser(token)
	total, seen, err := records.ClientsInCategory(ctx, c, cred, id)
	if err != nil {
		return cms.PlatformFailure(err)
	}
	if total > 0 || seen {
		return cms.Fail(http.StatusConflict, categoryInUse(total))
	}
	deleted, err := records.DeleteClientCategory(ctx, c, cred, id)
	if err != nil {
		if platformclient.CodeOf(err) == "23503" { // a client arrived meanwhile
			return cms.Fail(http.StatusConflict, categoryInUse(1))
		}
		return cms.PlatformFailure(err)
	}
	if !deleted {
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
