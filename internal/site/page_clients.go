package site

import (
	"context"
	"net/http"

	"github.com/vitrina/vitrina/internal/records"
)

// clientView is a client's logo (or name) and, on the clients' page, the list of its projects
// when it has published ones.
type clientView struct{ Name, Logo, Projects string }

func (s *Site) clientOf(c records.Client) clientView {
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
		cats     *categoryTree
		groups   []records.ClientCategory
		clients  []records.Client
		withProj map[int]bool
	)
	err := parallel(ctx,
		func(ctx context.Context) (err error) { cats, err = s.loadCategories(ctx); return err },
		func(ctx context.Context) (err error) {
			groups, err = records.ClientCategories(ctx, s.client)
			return err
		},
		func(ctx context.Context) (err error) { clients, err = records.Clients(ctx, s.client); return err },
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
	return s.html("clients", s.layout(ctx, s.text(ctx, "Clientes"), s.text(ctx, "Empresas que confían en %s.", s.siteName()), "/clientes", cats), v)
}

// clientsWithProjects are the ids of the clients that have a published project.
func (s *Site) clientsWithProjects(ctx context.Context) (map[int]bool, error) {
	return records.ProjectClientIDs(ctx, s.client, maxSitemapURLs)
}
