package dashboard_test

import (
	"context"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/records"
)

// TestActivityNamesRolesAndViews: where the activity speaks of a role or a view it uses the names
// the admin shows everywhere else (a role with its accents and capital, a view by the sidebar's
// title), never the identifiers stored in the database.
func TestActivityNamesRolesAndViews(t *testing.T) {
	e := cmstest.New(t, "in-process")
	e.Account(t, "jefa@example.com", "administrador", false, map[string]any{"nombre": "Ana Ruiz"})
	b := e.Browser(t).SignIn("jefa@example.com")
	ctx := context.Background()
	c := e.Svc.Client()

	e.InsertRows(t, "roles_permisos", []map[string]any{{"rol_nombre": "recepcion", "vista_slug": "dashboard", "puede_ver": true}})
	if err := c.From("roles_permisos", c.Service()).Eq("rol_nombre", "recepcion").Eq("vista_slug", "dashboard").
		Update(ctx, map[string]any{"vista_slug": "testimoniales"}, nil); err != nil {
		t.Fatal(err)
	}
	if err := records.ReplaceRolePermissions(ctx, c, c.Service(), "mercadeo",
		[]records.ViewPermission{{VistaSlug: "preguntas", PuedeVer: true}}); err != nil {
		t.Fatal(err)
	}

	r := b.GetJSON("/admin/")
	cmstest.WantStatus(t, r, 200)
	section := r.Body[strings.Index(r.Body, `id="actividad"`):]
	for _, c := range []struct{ action, sentence string }{
		{"a permission created", `<span class="who">El sistema</span> creó el permiso del rol «Recepción»</p>`},
		{"a permission changed", `<span class="who">El sistema</span> actualizó el permiso del rol «Recepción»</p>`},
		{"… its view by its title", `<span class="field">Vista:</span> <span class="value">Inicio</span> → <span class="value">Testimonios</span>`},
		{"a role's permissions saved", `<span class="who">El sistema</span> guardó los permisos del rol «Mercadeo»`},
		{"… each view by its title", `<span class="field">Preguntas frecuentes:</span>`},
	} {
		if !strings.Contains(section, c.sentence) {
			t.Errorf("%s: activity lacks %s\n%s", c.action, c.sentence, section)
		}
	}
	for _, bad := range []string{"«recepcion»", "«mercadeo»", `"value">dashboard<`, `"value">testimoniales<`} {
		if strings.Contains(section, bad) {
			t.Errorf("activity shows %q:\n%s", bad, section)
		}
	}
}
