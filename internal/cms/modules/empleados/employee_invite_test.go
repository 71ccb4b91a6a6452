package empleados_test

import (
	"context"
	"net/url"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestInviteColleague: an administrator invites a colleague — the account and its Empleados row
// with the role are made together, an invitation e-mail brings the link to choose the password —
// and every refused form comes back with its input and the message next to the field, writing
// nothing; someone who is not an administrator cannot invite, even with the view.
func TestInviteColleague(t *testing.T) {
	for _, tr := range cmstest.Transports {
		t.Run(tr, func(t *testing.T) {
			e := cmstest.New(t, tr)
			b := e.SignedInAdmin(t)
			page := b.GetJSON("/admin/empleados/")
			if !strings.Contains(page.Body, `href="/admin/empleados/invitar"`) {
				t.Errorf("the list lacks the invitation link")
			}
			form := b.GetJSON("/admin/empleados/invitar")
			cmstest.WantStatus(t, form, 200)
			if !strings.Contains(form.Body, `<option value="mercadeo">Mercadeo</option>`) {
				t.Errorf("the form lacks the roles\n%s", form.Body)
			}

			for _, c := range []struct {
				name   string
				form   url.Values
				fields map[string]string
			}{
				{"nothing", cmstest.Form(), map[string]string{"nombre": "Escriba un nombre.", "email": "Escriba un correo válido.", "rol": "Elija uno de los roles."}},
				{"bad e-mail", cmstest.Form("nombre", "Luis", "email", "Luis <luis@example.com>", "rol", "ventas"), map[string]string{"email": "Escriba un correo válido."}},
				{"unknown role", cmstest.Form("nombre", "Luis", "email", "luis@example.com", "rol", "dios"), map[string]string{"rol": "Elija uno de los roles."}},
				{"long name", cmstest.Form("nombre", strings.Repeat("a", 201), "email", "luis@example.com", "rol", "ventas"), map[string]string{"nombre": "El nombre admite hasta 200 caracteres."}},
				{"taken e-mail", cmstest.Form("nombre", "Otra", "email", "jefa@example.com", "rol", "ventas"), map[string]string{"email": "Ya existe una cuenta con este correo."}},
			} {
				r := b.PostForm("/admin/empleados/invitar", c.form)
				cmstest.WantStatus(t, r, 422)
				got := cmstest.FieldErrors(r.Body)
				for f, msg := range c.fields {
					if got[f] != msg {
						t.Errorf("%s: %s = %q, want %q", c.name, f, got[f], msg)
					}
				}
				if v := c.form.Get("email"); v != "" && !strings.Contains(cmstest.UnescapeHTML(r.Body), `value="`+v+`"`) {
					t.Errorf("%s: the e-mail typed was not kept", c.name)
				}
			}
			if n := e.CountRows(t, "Empleados", "email", "luis@example.com"); n != 0 {
				t.Fatalf("a refused invitation wrote %d rows", n)
			}

			r := b.PostForm("/admin/empleados/invitar", cmstest.Form("nombre", " Luis Pérez ", "email", "luis@example.com", "rol", "mercadeo"))
			cmstest.WantStatus(t, r, 303)
			if loc := r.Header.Get("Location"); loc != "/admin/empleados/" {
				t.Errorf("after the invitation: %s", loc)
			}
			list := b.GetJSON("/admin/empleados/")
			if !strings.Contains(list.Body, "Invitación enviada a luis@example.com") || !strings.Contains(list.Body, `<td class="name">Luis Pérez</td>`) {
				t.Errorf("the list does not show the invited colleague\n%s", list.Body)
			}
			var rol string
			if err := e.Plat.DB.QueryRow(context.Background(), `SELECT rol FROM "Empleados" WHERE email = ?`, "luis@example.com").Scan(&rol); err != nil || rol != "mercadeo" {
				t.Errorf("Empleados row: %q %v", rol, err)
			}
			var body string
			if err := e.Plat.DB.QueryRow(context.Background(), `SELECT body FROM mail_outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1`, "luis@example.com").Scan(&body); err != nil {
				t.Fatalf("no e-mail to the colleague: %v", err)
			}
			// The link's destination is the platform's redirect rule (the same as "¿Olvidó su contraseña?").
			if !strings.Contains(body, "type=recovery") {
				t.Errorf("the e-mail lacks a recovery link:\n%s", body)
			}

			e.Account(t, "eva@example.com", "mercadeo", false, nil)
			e.InsertRows(t, "roles_permisos", []map[string]any{{"rol_nombre": "mercadeo", "vista_slug": "empleados", "puede_ver": true}})
			eva := e.Browser(t).SignIn("eva@example.com")
			cmstest.WantStatus(t, eva.GetJSON("/admin/empleados/invitar"), 403)
			cmstest.WantStatus(t, eva.PostForm("/admin/empleados/invitar", cmstest.Form("nombre", "X", "email", "x@example.com", "rol", "ventas")), 403)
			if strings.Contains(eva.GetJSON("/admin/empleados/").Body, `href="/admin/empleados/invitar"`) {
				t.Errorf("a non-administrator is offered the invitation")
			}
			if n := e.CountRows(t, "Empleados", "email", "x@example.com"); n != 0 {
				t.Errorf("a non-administrator invited someone")
			}
		})
	}
}
