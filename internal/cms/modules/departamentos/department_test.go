package departamentos_test

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

func departmentOf(t *testing.T, e *cmstest.Env, email string) string {
	t.Helper()
	c := e.Svc.Client()
	var rows []struct{ Departamento *string }
	if _, err := c.From("Empleados", c.Service()).Select("departamento").Eq("email", email).Get(context.Background(), &rows); err != nil || len(rows) != 1 {
		t.Fatalf("employee %s: %v %v", email, rows, err)
	}
	if rows[0].Departamento == nil {
		return ""
	}
	return *rows[0].Departamento
}

func TestDepartments(t *testing.T) {
	for _, transport := range cmstest.Transports {
		t.Run(transport, func(t *testing.T) {
			e := cmstest.New(t, transport)
			b := e.SignedInAdmin(t)
			headID := e.Account(t, "jefe.ventas@example.com", "ventas", false, map[string]any{"nombre": "Marta Jefa", "departamento": "Ventas"})
			e.Account(t, "ana@example.com", "ventas", false, map[string]any{"nombre": "Ana", "departamento": "ventas "})
			e.Account(t, "luis@example.com", "soporte", false, map[string]any{"nombre": "Luis", "departamento": "Soporte"})

			// Validation: every message next to its field, input kept, nothing stored.
			cases := []struct {
				form   map[string]string
				fields map[string]string
			}{
				{map[string]string{"nombre": "  "}, map[string]string{"nombre": "Escriba el nombre del departamento."}},
				{map[string]string{"nombre": strings.Repeat("x", 121)}, map[string]string{"nombre": "El nombre admite como máximo 120 caracteres."}},
				{map[string]string{"nombre": "Ventas", "responsable": "00000000-0000-0000-0000-000000000000"}, map[string]string{"responsable": "Elija un responsable de la lista."}},
				{map[string]string{"nombre": "Ventas", "orden": "-1"}, map[string]string{"orden": "El orden debe ser un número entero entre 0 y 9999."}},
				{map[string]string{"nombre": "Ventas", "orden": "dos"}, map[string]string{"orden": "El orden debe ser un número entero entre 0 y 9999."}},
			}
			for _, c := range cases {
				f := cmstest.Form()
				for k, v := range c.form {
					f.Set(k, v)
				}
				r := b.PostForm("/admin/departamentos/nuevo", f)
				cmstest.WantStatus(t, r, http.StatusUnprocessableEntity)
				if got := cmstest.FieldErrors(r.Body); fmt.Sprint(got) != fmt.Sprint(c.fields) {
					t.Errorf("%v: messages %v, want %v", c.form, got, c.fields)
				}
			}
			if n := e.CountRows(t, "departamentos", "", nil); n != 0 {
				t.Fatalf("%d refused departments stored", n)
			}

			r := b.PostForm("/admin/departamentos/nuevo", cmstest.Form("nombre", "Ventas", "descripcion", "Equipo comercial", "responsable", headID, "orden", "1"))
			cmstest.WantStatus(t, r, http.StatusSeeOther)
			b.PostForm("/admin/departamentos/nuevo", cmstest.Form("nombre", "Soporte", "orden", "2"))
			// Unique whatever the case.
			r = b.PostForm("/admin/departamentos/nuevo", cmstest.Form("nombre", "VENTAS"))
			cmstest.WantStatus(t, r, http.StatusUnprocessableEntity)
			if got := cmstest.FieldErrors(r.Body)["nombre"]; got != "Ya existe un departamento con ese nombre (sin distinguir mayúsculas)." {
				t.Errorf("duplicate name: %q", got)
			}
			r = b.Do("GET", "/admin/departamentos/", "", "")
			ids := cmstest.RowIDs(r.Body)
			if len(ids) != 2 || !strings.Contains(r.Body, `class="head">Marta Jefa</td>`) || !strings.Contains(r.Body, `class="count">2</td>`) || !strings.Contains(r.Body, `class="count">1</td>`) {
				t.Fatalf("list: %v\n%s", ids, r.Body)
			}
			ventas, soporte := ids[0], ids[1]

			// The employee form offers the departments as a list.
			r = b.Do("GET", "/admin/empleados/"+headID, "", "")
			if !strings.Contains(r.Body, `<select id="e-depto" name="departamento">`) || !strings.Contains(r.Body, `<option selected>Ventas</option>`) {
				t.Errorf("employee form without the departments' list: %d %s", r.Status, r.Body)
			}

			// Renaming to a taken name changes nothing anywhere.
			r = b.PostForm("/admin/departamentos/"+ventas, cmstest.Form("nombre", "soporte", "orden", "1"))
			cmstest.WantStatus(t, r, http.StatusUnprocessableEntity)
			if d := departmentOf(t, e, "ana@example.com"); d != "ventas " {
				t.Errorf("a refused rename reached an employee: %q", d)
			}
			// A rename reaches every employee of the department, whatever the case they had it in.
			r = b.PostForm("/admin/departamentos/"+ventas, cmstest.Form("nombre", "Comercial", "responsable", headID, "orden", "1"))
			cmstest.WantStatus(t, r, http.StatusSeeOther)
			if r := b.Do("GET", "/admin/departamentos/", "", ""); !strings.Contains(r.Body, "Departamento guardado; se actualizó en 2 empleados.") {
				t.Error("no flash with the number of employees renamed")
			}
			for email, want := range map[string]string{"jefe.ventas@example.com": "Comercial", "ana@example.com": "Comercial", "luis@example.com": "Soporte"} {
				if d := departmentOf(t, e, email); d != want {
					t.Errorf("%s: departamento %q, want %q", email, d, want)
				}
			}
			// A department in use cannot be deleted; the reason is shown.
			r = b.PostForm("/admin/departamentos/"+soporte+"/eliminar", nil)
			cmstest.WantStatus(t, r, http.StatusSeeOther)
			if r := b.Do("GET", "/admin/departamentos/", "", ""); !strings.Contains(cmstest.UnescapeHTML(r.Body), "No se puede eliminar «Soporte»: lo tienen asignado 1 empleados.") {
				t.Error("no reason for the refused delete")
			}
			if n := e.CountRows(t, "departamentos", "", nil); n != 2 {
				t.Fatalf("a department in use was deleted")
			}
			b.PostForm("/admin/departamentos/nuevo", cmstest.Form("nombre", "Vacío"))
			r = b.Do("GET", "/admin/departamentos/", "", "")
			empty := cmstest.RowIDs(r.Body)[0] // orden 0 comes first
			r = b.PostForm("/admin/departamentos/"+empty+"/eliminar", nil)
			cmstest.WantStatus(t, r, http.StatusSeeOther)
			if n := e.CountRows(t, "departamentos", "", nil); n != 2 {
				t.Errorf("%d departments after deleting the empty one, want 2", n)
			}
			if r := b.PostForm("/admin/departamentos/999999", cmstest.Form("nombre", "X")); r.Status != http.StatusNotFound {
				t.Errorf("saving a missing department: %d", r.Status)
			}
		})
	}
}

func TestDepartmentsNeedTheView(t *testing.T) {
	e := cmstest.New(t, "in-process")
	e.Account(t, "editora@example.com", "editor", false, nil)
	b := e.Browser(t).SignIn("editora@example.com")
	for _, path := range []string{"/admin/departamentos/", "/admin/departamentos/nuevo"} {
		if r := b.Do("GET", path, "", ""); r.Status != http.StatusForbidden {
			t.Errorf("GET %s: %d", path, r.Status)
		}
	}
	if r := b.PostForm("/admin/departamentos/nuevo", cmstest.Form("nombre", "X")); r.Status != http.StatusForbidden {
		t.Errorf("POST without the view: %d", r.Status)
	}
	// The rename function writes employees: only the service role may call it.
	c := e.Svc.Client()
	err := c.RPC(context.Background(), c.Anon(), "update_department", map[string]any{"p_id": 1, "p_nombre": "X"}, nil)
	if err == nil {
		t.Error("anon called update_department")
	}
}
