package site

import (
	"context"
	"net/http"
)

const clientColumns = "id,nombre,categoria,logo_url"

type clientRow struct {
	ID        int     `json:"id"`
	Nombre    string  `json:"nombre"`
	Categoria int     `json:"categoria"`
	LogoURL   *string `json:"logo_url"`
}

type clientView struct{ Name, Logo string }

func (s *Site) clientOf(c clientRow) clientView {
	return clientView{Name: c.Nombre, Logo: s.imageURL("clientes", c.LogoURL)}
}

type clientGroup struct {
	Name    string
	Clients []clientView
}

// clientsPage lists the clients grouped by client category (table categorias), both by name.
// Categories without clients are left out.
func (s *Site) clientsPage(ctx context.Context, r *http.Request) (*page, error) {
	var (
		cats   *categoryTree
		groups []struct {
			ID     int
			Nombre string
		}
		clients []clientRow
	)
	anon := s.client.Anon()
	err := parallel(ctx,
		func(ctx context.Context) (err error) { cats, err = s.loadCategories(ctx); return err },
		func(ctx context.Context) error {
			_, err := s.client.From("categorias", anon).Select("id,nombre").Order("nombre", false).Get(ctx, &groups)
			return wrap("read client categories", err)
		},
		func(ctx context.Context) error {
			_, err := s.client.From("clientes", anon).Select(clientColumns).Order("nombre", false).Get(ctx, &clients)
			return wrap("read clients", err)
		},
	)
	if err != nil {
		return nil, err
	}
	byGroup := map[int][]clientView{}
	for _, c := range clients {
		byGroup[c.Categoria] = append(byGroup[c.Categoria], s.clientOf(c))
	}
	var v []clientGroup
	for _, g := range groups {
		if len(byGroup[g.ID]) > 0 {
			v = append(v, clientGroup{Name: g.Nombre, Clients: byGroup[g.ID]})
		}
	}
	return s.html("clients", s.layout("Clientes", "Empresas que confían en "+s.siteName()+".", "/clientes", cats), v)
}
