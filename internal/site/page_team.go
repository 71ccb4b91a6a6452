package site

import (
	"context"
	"net/http"
)

// teamGroup is a department of the public team page, as equipo_publico() answers it.
type teamGroup struct {
	Departamento string  `json:"departamento"`
	Descripcion  *string `json:"descripcion"`
	Personas     []struct {
		Nombre      string `json:"nombre"`
		Responsable bool   `json:"responsable"`
	} `json:"personas"`
}

// readTeam reads the public team (nil while the appearance settings keep /equipo off).
func (s *Site) readTeam(ctx context.Context) ([]teamGroup, bool, error) {
	var groups *[]teamGroup
	if err := s.client.RPC(ctx, s.client.Anon(), "equipo_publico", struct{}{}, &groups); err != nil {
		return nil, false, wrap("read the team", err)
	}
	if groups == nil {
		return nil, false, nil
	}
	return *groups, true, nil
}

// teamPage renders /equipo: the departments with their people's names, when the company shows its
// team (view templates); 404 otherwise.
func (s *Site) teamPage(ctx context.Context, r *http.Request) (*page, error) {
	var (
		cats   *categoryTree
		groups []teamGroup
		on     bool
	)
	err := parallel(ctx,
		func(ctx context.Context) (err error) { cats, err = s.loadCategories(ctx); return err },
		func(ctx context.Context) (err error) { groups, on, err = s.readTeam(ctx); return err },
	)
	if err != nil {
		return nil, err
	}
	if !on {
		return nil, errNotFound
	}
	l := s.layout("Equipo", "Las personas de "+s.siteName()+", por departamento.", "/equipo", cats)
	return s.html("team", l, groups)
}
