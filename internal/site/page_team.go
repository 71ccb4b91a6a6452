package site

import (
	"context"
	"net/http"

	"github.com/vitrina/vitrina/internal/records"
)

// otherAreas is the group equipo_publico gives the people of no department.
const otherAreas = "Otras áreas"

// teamGroup is a department of the team page; Untranslated marks one shown in Spanish in a page of
// another language (lang="es").
type teamGroup struct {
	records.TeamDepartment
	Untranslated bool
}

// readTeam reads the public team in the request's language (nil while the appearance settings keep
// /equipo off).
func (s *Site) readTeam(ctx context.Context) ([]teamGroup, bool, error) {
	team, untranslated, on, err := records.PublicTeam(ctx, s.client, langOf(ctx))
	if err != nil || !on {
		return nil, on, err
	}
	groups := make([]teamGroup, len(team))
	for i, d := range team {
		groups[i] = teamGroup{TeamDepartment: d, Untranslated: untranslated[d.ID]}
		if langOf(ctx) != "" && d.ID == 0 && d.Departamento == otherAreas {
			groups[i].Departamento = s.text(ctx, "Otras áreas")
		}
	}
	return groups, true, nil
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
	l := s.layout(ctx, s.text(ctx, "Equipo"), s.text(ctx, "Las personas de %s, por departamento.", s.siteName()), "/equipo", cats)
	return s.html("team", l, groups)
}
