package catalog

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/vitrina/vitrina/internal/platform/schema"
)

// teamPublic is equipo_publico() → json: the company's departments in their order, each with the
// names of its active employees (its head first), for the public team page /equipo — or null while
// the appearance settings keep that page off (ajustes_sitio.mostrar_equipo, false by default).
// Employees are never readable by anon; this function answers names and departments only, never
// an e-mail, a role or an id. Employees whose department names none of the departments come last,
// under "Otras áreas".
func teamPublic() *schema.Function {
	return &schema.Function{
		Name:  "equipo_publico",
		Roles: schema.Everyone(),
		Stable: func(ctx context.Context, db schema.Reader, _ schema.Row, _ time.Time) (any, error) {
			var on bool
			err := db.QueryRow(ctx, `SELECT mostrar_equipo FROM ajustes_sitio WHERE id = 1`).Scan(&on)
			if errors.Is(err, sql.ErrNoRows) || err == nil && !on {
				return nil, nil
			}
			if err != nil {
				return nil, fmt.Errorf("read the team page setting: %w", err)
			}
			type member struct {
				Nombre      string `json:"nombre"`
				Responsable bool   `json:"responsable"`
			}
			type group struct {
				Departamento string   `json:"departamento"`
				Descripcion  *string  `json:"descripcion"`
				Personas     []member `json:"personas"`
				head         string
			}
			var groups []*group
			byName := map[string]*group{}
			rows, err := db.Query(ctx, `SELECT nombre, descripcion, coalesce(CAST(responsable AS TEXT), '') FROM departamentos ORDER BY orden, nombre`)
			if err != nil {
				return nil, fmt.Errorf("read departments: %w", err)
			}
			for rows.Next() {
				g := &group{Personas: []member{}}
				if err := rows.Scan(&g.Departamento, &g.Descripcion, &g.head); err != nil {
					rows.Close()
					return nil, fmt.Errorf("read departments: %w", err)
				}
				groups = append(groups, g)
				byName[strings.ToLower(g.Departamento)] = g
			}
			rows.Close()
			if err := rows.Err(); err != nil {
				return nil, fmt.Errorf("read departments: %w", err)
			}
			other := &group{Departamento: "Otras áreas", Personas: []member{}}
			rows, err = db.Query(ctx, `SELECT CAST(id AS TEXT), coalesce(nombre, ''), coalesce(departamento, '') FROM "Empleados" WHERE activo ORDER BY nombre`)
			if err != nil {
				return nil, fmt.Errorf("read employees: %w", err)
			}
			defer rows.Close()
			for rows.Next() {
				var id, name, dept string
				if err := rows.Scan(&id, &name, &dept); err != nil {
					return nil, fmt.Errorf("read employees: %w", err)
				}
				if strings.TrimSpace(name) == "" {
					continue
				}
				g := byName[strings.ToLower(dept)]
				if g == nil {
					g = other
				}
				m := member{Nombre: name, Responsable: g.head != "" && g.head == id}
				if m.Responsable {
					g.Personas = append([]member{m}, g.Personas...)
				} else {
					g.Personas = append(g.Personas, m)
				}
			}
			if err := rows.Err(); err != nil {
				return nil, fmt.Errorf("read employees: %w", err)
			}
			var out []*group
			for _, g := range append(groups, other) {
				if len(g.Personas) > 0 {
					out = append(out, g)
				}
			}
			if out == nil {
				out = []*group{}
			}
			return out, nil
		},
	}
}
