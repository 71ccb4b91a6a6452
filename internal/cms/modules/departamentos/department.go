package departamentos

import (
	"context"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/translation"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

// Department is a department as the list shows it: its row and how many employees have it.
type Department struct {
	records.DepartmentAdmin
	Employees int // filled by the list
	// Translations is the department's status in each active language (filled by the list).
	Translations []translation.Status
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
func (m *module) list(ctx context.Context, token string, only records.IDFilter) ([]Department, error) {
	depts, err := records.DepartmentsAdmin(ctx, m.Svc.Client(), platformclient.AsUser(token), only)
	if err != nil {
		return nil, cms.PlatformFailure(err)
	}
	counts, err := m.employeeCounts(ctx)
	if err != nil {
		return nil, err
	}
	rows := make([]Department, len(depts))
	for i, d := range depts {
		rows[i] = Department{DepartmentAdmin: d, Employees: counts[strings.ToLower(strings.TrimSpace(d.Nombre))]}
	}
	return rows, nil
}

// employeeCounts counts the employees of each department name (lowercased).
func (m *module) employeeCounts(ctx context.Context) (map[string]int, error) {
	c := m.Svc.Client()
	names, err := records.EmployeeDepartmentNames(ctx, c, c.Service())
	if err != nil {
		return nil, cms.PlatformFailure(err)
	}
	counts := map[string]int{}
	for _, name := range names {
		counts[strings.ToLower(strings.TrimSpace(name))]++
	}
	return counts, nil
}

// get reads one department; none is the «department gone» 404.
func (m *module) get(ctx context.Context, token string, id int64) (*Department, error) {
	d, err := records.DepartmentAdminByID(ctx, m.Svc.Client(), platformclient.AsUser(token), id)
	if err != nil {
		return nil, cms.PlatformFailure(err)
	}
	if d == nil {
		return nil, cms.Fail(http.StatusNotFound, msgDepartmentGone)
	}
	return &Department{DepartmentAdmin: *d}, nil
}

// create inserts a department and answers its id.
func (m *module) create(ctx context.Context, token string, row map[string]any) (int64, error) {
	id, err := records.InsertDepartment(ctx, m.Svc.Client(), platformclient.AsUser(token), row)
	if err != nil {
		return 0, saveFailure(err)
	}
	if id == 0 {
		return 0, fmt.Errorf("insert department: the platform answered no row")
	}
	return id, nil
}

// update saves a department and renames it on its employees, in one platform transaction
// (update_department, with the service role: it writes Empleados); it answers how many employees
// were renamed.
func (m *module) update(ctx context.Context, id int64, row map[string]any) (int, error) {
	c := m.Svc.Client()
	renamed, err := records.UpdateDepartment(ctx, c, c.Service(), id, row)
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
