package site

import (
	"context"
	"fmt"

	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

type demoDepartment struct{ name, description, head string }

// demoDepartments are the demo company's departments, in display order; head is an employee's name.
var demoDepartments = []demoDepartment{
	{"Dirección", "Estrategia, finanzas y relación con los socios.", "Carolina Méndez"},
	{"Desarrollo", "Aplicaciones web y móviles, de la idea a producción.", "Sergio Alonso"},
	{"Consultoría", "Transformación digital y ciberseguridad.", "Beatriz Navarro"},
	{"Marketing", "Posicionamiento, redes sociales y contenidos.", "Lorena Gil"},
	{"Administración", "Facturación, compras y personas.", "Tomás Rubio"},
}

type demoEmployee struct{ name, email, role, department string }

// demoEmployees are the demo company's people (without sign-in accounts).
var demoEmployees = []demoEmployee{
	{"Carolina Méndez", "carolina.mendez@altamar.example", "direccion", "Dirección"},
	{"Sergio Alonso", "sergio.alonso@altamar.example", "desarrollo", "Desarrollo"},
	{"Nerea Campos", "nerea.campos@altamar.example", "desarrollo", "Desarrollo"},
	{"Iván Prieto", "ivan.prieto@altamar.example", "desarrollo", "Desarrollo"},
	{"Beatriz Navarro", "beatriz.navarro@altamar.example", "consultoria", "Consultoría"},
	{"Álvaro Pascual", "alvaro.pascual@altamar.example", "consultoria", "Consultoría"},
	{"Lorena Gil", "lorena.gil@altamar.example", "marketing", "Marketing"},
	{"Marina Soler", "marina.soler@altamar.example", "marketing", "Marketing"},
	{"Tomás Rubio", "tomas.rubio@altamar.example", "administracion", "Administración"},
}

// seedPeople inserts the demo employees, then the departments with their heads.
func seedPeople(ctx context.Context, c *platformclient.Client) error {
	svc := c.Service()
	rows := make([]map[string]any, len(demoEmployees))
	for i, e := range demoEmployees {
		rows[i] = map[string]any{"nombre": e.name, "email": e.email, "rol": e.role, "departamento": e.department}
	}
	created, err := records.InsertEmployees(ctx, c, svc, rows)
	if err != nil {
		return fmt.Errorf("demo seed: employees: %w", err)
	}
	ids := map[string]string{}
	for _, e := range created {
		ids[e.Nombre] = e.ID
	}
	depts := make([]map[string]any, len(demoDepartments))
	for i, d := range demoDepartments {
		depts[i] = map[string]any{"nombre": d.name, "descripcion": d.description, "responsable": ids[d.head], "orden": i + 1}
	}
	if err := records.InsertDepartments(ctx, c, svc, depts); err != nil {
		return fmt.Errorf("demo seed: departments: %w", err)
	}
	return nil
}
