package records

import (
	"context"
	"sync"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// TeamDepartment is a department of the public team page, as equipo_publico answers it.
type TeamDepartment struct {
	// ID is the department's, found by a read in a language; 0 in Spanish and for the people of no
	// department (the group equipo_publico names "Otras áreas").
	ID           int64        `json:"-"`
	Departamento string       `json:"departamento"`
	Descripcion  *string      `json:"descripcion"`
	Personas     []TeamMember `json:"personas"`
}

// TeamMember is a person of the public team page.
type TeamMember struct {
	Nombre      string `json:"nombre"`
	Responsable bool   `json:"responsable"`
}

// PublicTeam reads the public team in lang ("" for Spanish); shown is false while the appearance
// settings keep it off. In a language each department shows its published translation's name and
// description, read with the translations embedded (equipo_publico answers the people, which anon
// may not read otherwise, under their departments' Spanish names) at the same time as the team, so
// a page in a language waits for no more round trips than the Spanish one; untranslated are the ids
// of the departments without one.
func PublicTeam(ctx context.Context, c *platformclient.Client, lang string) (team []TeamDepartment, untranslated Untranslated, shown bool, err error) {
	var (
		groups      *[]TeamDepartment
		departments []teamDepartment
		teamErr     error
		wg          sync.WaitGroup
	)
	if lang != "" {
		wg.Add(1)
		go func() {
			defer wg.Done()
			departments, untranslated, teamErr = departmentsIn(ctx, c, lang)
		}()
	}
	err = c.RPC(ctx, c.Anon(), "equipo_publico", struct{}{}, &groups)
	wg.Wait()
	if err != nil {
		return nil, nil, false, wrap("read the team", err)
	}
	if teamErr != nil {
		return nil, nil, false, teamErr
	}
	if groups == nil {
		return nil, nil, false, nil
	}
	team = *groups
	if lang == "" {
		return team, nil, true, nil
	}
	byName := make(map[string]teamDepartment, len(departments))
	for _, d := range departments {
		byName[d.Espanol] = d
	}
	for i, g := range team {
		if d, ok := byName[g.Departamento]; ok {
			team[i].ID, team[i].Departamento, team[i].Descripcion = d.ID, d.Nombre, d.Descripcion
		}
	}
	return team, untranslated, true, nil
}

// teamDepartment is a department as a read in a language answers it: its Spanish name (espanol),
// which names its group in equipo_publico's answer, and its name and description in the language.
type teamDepartment struct {
	ID          int64   `json:"id"`
	Espanol     string  `json:"espanol"`
	Nombre      string  `json:"nombre"`
	Descripcion *string `json:"descripcion"`
}

// maxTeamDepartments bounds the departments read in a language (a company has a few dozen).
const maxTeamDepartments = 500

// departmentsIn reads every department (up to maxTeamDepartments) with its name and description in
// lang, in one request with their published translations embedded; it reports those without one.
func departmentsIn(ctx context.Context, c *platformclient.Client, lang string) ([]teamDepartment, Untranslated, error) {
	const columns = "id,espanol:nombre,nombre,descripcion"
	q := inLanguage(c.From("departamentos", c.Anon()).Select(columns).Order("orden", false).Order("id", false).Limit(maxTeamDepartments),
		"departamentos", columns, lang)
	rows, untranslated, _, err := getIn(ctx, q, lang, func(d teamDepartment) int64 { return d.ID })
	if err != nil {
		return nil, nil, wrap("read the team's departments", err)
	}
	return rows, untranslated, nil
}
