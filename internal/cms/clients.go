package cms

import (
	"context"
	"fmt"
	"net/http"
	"strings"

	"github.com/vitrina/vitrina/internal/platformclient"
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

const clientColumns = "id,nombre,categoria,logo_url,created_at,cat:categorias(nombre)"

// ClientInput is the client form as typed.
type ClientInput struct {
	Nombre, Categoria string
}

// Validate checks the form (interface.md: nombre required; `Categoría inválida` unless the category
// is a positive integer) and returns the category id.
func (in ClientInput) Validate() (int64, error) {
	fields := FieldMessages{}
	if strings.TrimSpace(in.Nombre) == "" {
		fields["nombre"] = MsgNombreRequired
	}
	cat := PositiveID(in.Categoria)
	if cat == 0 {
		fields["categoria"] = MsgInvalidCategory
	}
	if len(fields) > 0 {
		return 0, &FormError{Fields: fields}
	}
	return cat, nil
}

// Clients reads one page of clients, newest first, and the total.
func (s *Service) Clients(ctx context.Context, token string, p ListParams) ([]Client, int, error) {
	return listPage[Client](ctx, s, token, "clientes", clientColumns, p)
}

// ClientByID reads one client.
func (s *Service) ClientByID(ctx context.Context, token string, id int64) (*Client, error) {
	return rowByID[Client](ctx, s, token, "clientes", clientColumns, id, notFound())
}

// CheckClientCategory validates the form and that its category exists, before any file is stored
// under the category's folder.
func (s *Service) CheckClientCategory(ctx context.Context, token string, in ClientInput) (int64, error) {
	cat, err := in.Validate()
	if err != nil {
		return 0, err
	}
	var rows []struct{ ID int64 }
	if _, err := s.client.From("categorias", platformclient.AsUser(token)).Select("id").Eq("id", cat).Get(ctx, &rows); err != nil {
		return 0, platformFailure(err)
	}
	if len(rows) == 0 {
		return 0, &FormError{Fields: FieldMessages{"categoria": MsgInvalidCategory}}
	}
	return cat, nil
}

// SaveClient creates (id 0) or updates a client; logoPath, when not empty, is a logo the platform
// has already stored (only then is a path recorded). The old logo stays in storage.
func (s *Service) SaveClient(ctx context.Context, token string, id int64, in ClientInput, logoPath string) error {
	cat, err := in.Validate()
	if err != nil {
		return err
	}
	row := map[string]any{"nombre": strings.TrimSpace(in.Nombre), "categoria": cat}
	if logoPath != "" {
		row["logo_url"] = logoPath
	}
	return s.saveRow(ctx, token, "clientes", id, row)
}

// DeleteClient deletes a client record; its logo stays in storage (interface.md).
func (s *Service) DeleteClient(ctx context.Context, token string, id int64) error {
	return s.deleteRow(ctx, token, "clientes", id)
}

// ClientCategory is a row of categorias.
type ClientCategory struct {
	ID     int64  `json:"id"`
	Nombre string `json:"nombre"`
}

// ClientCategories lists the client categories by name.
func (s *Service) ClientCategories(ctx context.Context, token string) ([]ClientCategory, error) {
	rows := []ClientCategory{}
	if _, err := s.client.From("categorias", platformclient.AsUser(token)).Select("id,nombre").
		Order("nombre", false).Get(ctx, &rows); err != nil {
		return nil, platformFailure(err)
	}
	return rows, nil
}

// SaveClientCategory creates (id 0) or renames a client category.
func (s *Service) SaveClientCategory(ctx context.Context, token string, id int64, nombre string) error {
	nombre = strings.TrimSpace(nombre)
	if nombre == "" {
		return &FormError{Fields: FieldMessages{"nombre": MsgCategoryNameEmpty}}
	}
	return s.saveRow(ctx, token, "categorias", id, map[string]any{"nombre": nombre})
}

// DeleteClientCategory deletes a client category, refused (409, with the count) while clients use it.
func (s *Service) DeleteClientCategory(ctx context.Context, token string, id int64) error {
	cred := platformclient.AsUser(token)
	var using []struct{ ID int64 }
	total, err := s.client.From("clientes", cred).Select("id").Eq("categoria", id).Limit(1).Count().Get(ctx, &using)
	if err != nil {
		return platformFailure(err)
	}
	if total > 0 || len(using) > 0 {
		return fail(http.StatusConflict, categoryInUse(total))
	}
	var deleted []struct{ ID int64 }
	if err := s.client.From("categorias", cred).Eq("id", id).Delete(ctx, &deleted); err != nil {
		if platformclient.CodeOf(err) == "23503" { // a client arrived meanwhile
			return fail(http.StatusConflict, categoryInUse(1))
		}
		return platformFailure(err)
	}
	if len(deleted) == 0 {
		return notFound()
	}
	return nil
}

func categoryInUse(n int64) string {
	if n == 1 {
		return "No se puede eliminar la categoría: 1 cliente la usa. Cambie su categoría o elimínelo antes."
	}
	return fmt.Sprintf("No se puede eliminar la categoría: %d clientes la usan. Cambie su categoría o elimínelos antes.", n)
}

// MsgLogoNameTaken refuses a logo whose stored name another client of the category already uses:
// the name rule gives both the same path, and storing it would replace that client's logo.
const MsgLogoNameTaken = "Otro cliente de esta categoría ya tiene un logo con ese nombre: cambie el nombre del archivo y vuelva a elegirlo."

// LogoPathTaken reports whether a client other than id records path as its logo (one read).
func (s *Service) LogoPathTaken(ctx context.Context, token, path string, id int64) (bool, error) {
	var rows []struct{ ID int64 }
	if _, err := s.client.From("clientes", platformclient.AsUser(token)).Select("id").Eq("logo_url", path).
		Filter("id", "neq", id).Limit(1).Get(ctx, &rows); err != nil {
		return false, platformFailure(err)
	}
	return len(rows) > 0, nil
}
