package site

import (
	"context"
	"net/http"

	"github.com/vitrina/vitrina/internal/records"
)

// readTeam reads the public team (nil while the appearance settings keep /equipo off).
func (s *Site) readTeam(ctx context.Context) ([]records.TeamDepartment, bool, error) {
	return records.PublicTeam(ctx, s.client)
}

// teamPage renders /equipo: the departments with their people's names, when the company shows its
// team (view templates); 404 otherwise.
func (s *Site) teamPage(ctx context.Context, r *http.Request) (*page, error) {
	var (
		cats   *categoryTree
		groups []records.TeamDepartment
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
	l := s.layout(ctx, s.text(ctx, "Equipo"), s.text(ctx, "Las personas de %s, por departamento.", s.siteName()), "/equipo", cats)
	return s.html("team", l, groups)
}
