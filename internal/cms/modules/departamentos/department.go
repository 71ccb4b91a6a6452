package departamentos

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/platformclient"
)

// table is the module's table.
const table = "departamentos"

// Department is a row of departamentos with its head's name.
type Department struct {
	ID          int64   `json:"id"`
	Nombre      string  `json:"nombre"`
	Descripcion *string `json:"descripcion"`
	Responsable *string `json:"responsable"`
	Orden       int64   `json:"orden"`
	CreatedAt   string  `json:"created_at"`
	Head        *struct {
		Nombre *string `json:"nombre"`
		Email  *string `json:"email"`
	} `json:"jefe"`
	Employees int `json:"-"` // how many employees have it, filled by the list
}

// HeadName is the head's name (or e-mail), "" without one.
func (d Department) HeadName() string {
	if d.Head == nil {
		return ""
	}
	if n := cms.Deref(d.Head.Nombre); n != "" {
		return n
	}
	return cms.Deref(d.Head.Email)
}

const columns = "id,nombre,descripcion,responsable,orden,created_at,jefe:responsable(nombre,email)"

// input is the department form as typed.
type input struct {
	Nombre, Descripcion, Responsable, Orden string
}

// row validates the form and returns the columns to write.
func (in input) row(heads map[string]bool) (map[string]any, error) {
	fields := cms.FieldMessages{}
	name := strings.TrimSpace(in.Nombre)
	switch {
	case name == "":
		fields["nombre"] = msgNameRequired
	case utf8.RuneCountInString(name) > 120:
		fields["nombre"] = msgNameTooLong
	}
	head := strings.TrimSpace(in.Responsable)
	if head != "" && !heads[head] {
		fields["responsable"] = msgBadHead
	}
	orden := int64(0)
	if o := strings.TrimSpace(in.Orden); o != "" {
		n, err := strconv.ParseInt(o, 10, 64)
		if err != nil || n < 0 || n > 9999 {
			fields["orden"] = msgBadOrder
		}
		orden = n
	}
	if len(fields) > 0 {
		return nil, &cms.FormError{Fields: fields}
	}
	row := map[string]any{"nombre": name, "descripcion": cms.Optional(in.Descripcion), "responsable": nil, "orden": orden}
	if head != "" {
		row["responsable"] = head
	}
	return row, nil
}

// list reads every department in display order, and counts their employees from one read of the
// employees' departments (a company has a few hundred people at most).
func (m *module) list(ctx context.Context, token string) ([]Department, error) {
	rows := []Department{}
	if _, err := m.Svc.Client().From(table, platformclient.AsUser(token)).Select(columns).Order("orden", false).
		Order("nombre", false).Get(ctx, &rows); err != nil {
		return nil, cms.PlatformFailure(err)
	}
	counts, err := m.employeeCounts(ctx)
	if err != nil {
		return nil, err
	}
	for i := range rows {
		rows[i].Employees = counts[strings.ToLower(strings.TrimSpace(rows[i].Nombre))]
	}
	return rows, nil
}

// employeeCounts counts the employees of each department name (lowercased).
func (m *module) employeeCounts(ctx context.Context) (map[string]int, error) {
	c := m.Svc.Client()
	var emps []struct{ Departamento *string }
	if _, err := c.From("Empleados", c.Service()).Select("departamento").Filter("departamento", "not.is", "null").Get(ctx, &emps); err != nil {
		return nil, cms.PlatformFailure(err)
	}
	counts := map[string]int{}
	for _, e := range emps {
		counts[strings.ToLower(strings.TrimSpace(cms.Deref(e.Departamento)))]++
	}
	return counts, nil
}

// get reads one department.
func (m *module) get(ctx context.Context, token string, id int64) (*Department, error) {
	return cms.ReadByID[Department](ctx, m.Svc, token, table, columns, id, cms.Fail(http.StatusNotFound, msgDepartmentGone))
}

// create inserts a department.
func (m *module) create(ctx context.Context, token string, row map[string]any) error {
	if err := m.Svc.Client().From(table, platformclient.AsUser(token)).Insert(ctx, row, nil); err != nil {
		return saveFailure(err)
	}
	return nil
}

// update saves a department and renames it on its employees, in one platform transaction
// (update_department, with the service role: it writes Empleados); it answers how many employees
// were renamed.
func (m *module) update(ctx context.Context, id int64, row map[string]any) (int, error) {
	c := m.Svc.Client()
	var renamed int
	err := c.RPC(ctx, c.Service(), "update_department", map[string]any{"p_id": id, "p_nombre": row["nombre"],
		"p_descripcion": row["descripcion"], "p_responsable": row["responsable"], "p_orden": row["orden"]}, &renamed)
	if platformclient.CodeOf(err) == "P0001" {
		return 0, cms.Fail(http.StatusNotFound, msgDepartmentGone)
	}
	if err != nil {
		return 0, saveFailure(err)
	}
	return renamed, nil
}

// saveFailure maps a refused write: a taken name is the name field's message.
func saveFailure(err error) error {
	if platformclient.CodeOf(err) == "23505" {
		return &cms.FormError{Fields: cms.FieldMessages{"nombre": msgNameTaken}}
	}
	return cms.PlatformFailure(err)
}
