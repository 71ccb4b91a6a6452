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

// clientView is a client's logo (or name) and, on the clients' page, the list of its projects
// when it has published ones.
type clientView struct{ Name, Logo, Projects string }

func (s *Site) clientOf(c clientRow) clientView {
	return clientView{Name: c.Nombre, Logo: s.imageURL("clientes", c.LogoURL)}
}

type clientGroup struct {
	Name    string
	Clients []clientView
}

// clientsPage lists the clients grouped by client category (table categorias), both by name, each
// with a link to its projects when it has published ones. Categories without clients are left out.
func (s *Site) clientsPage(ctx context.Context, r *http.Request) (*page, error) {
	var (
		cats   *categoryTree
		groups []struct {
			ID     int
			Nombre string
		}
		clients  []clientRow
		withProj map[int]bool
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
		func(ctx context.Context) (err error) { withProj, err = s.clientsWithProjects(ctx); return err },
	)
	if err != nil {
		return nil, err
	}
	byGroup := map[int][]clientView{}
	for _, c := range clients {
		cv := s.clientOf(c)
		if withProj[c.ID] {
			cv.Projects = clientProjectsPath(c.ID)
		}
		byGroup[c.Categoria] = append(byGroup[c.Categoria], cv)
	}
	var v []clientGroup
	for _, g := range groups {
		if len(byGroup[g.ID]) > 0 {
			v = append(v, clientGroup{Name: g.Nombre, Clients: byGroup[g.ID]})
		}
	}
	return s.html("clients", s.layout("Clientes", "Empresas que confían en "+s.siteName()+".", "/clientes", cats), v)
}

// clientsWithProjects are the ids of the clients that have a published project.
func (s *Site) clientsWithProjects(ctx context.Context) (map[int]bool, error) {
	var rows []struct {
		Cliente *int `json:"cliente"`
	}
	if _, err := s.client.From("proyectos", s.client.Anon()).Select("cliente").Filter("cliente", "not.is", "null").
		Limit(maxSitemapURLs).Get(ctx, &rows); err != nil {
		return nil, wrap("read the clients' projects", err)
	}
	out := map[int]bool{}
	for _, r := range rows {
		out[*r.Cliente] = true
	}
	return out, nil
}
