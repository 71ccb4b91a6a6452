package dashboard_test

import (
	"context"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestFirstRunGuide: on a fresh install the administrator's home shows three steps, each ticked as
// soon as the thing exists — name and logo, a page or content item outside the trash, a colleague
// with CMS access — and the guide is gone when all are done; another role never sees it.
func TestFirstRunGuide(t *testing.T) {
	for _, tr := range cmstest.Transports {
		t.Run(tr, func(t *testing.T) {
			e := cmstest.New(t, tr)
			b := e.SignedInAdmin(t)
			steps := func(want string, done ...string) {
				t.Helper()
				r := b.GetJSON("/admin/")
				cmstest.WantStatus(t, r, 200)
				if !strings.Contains(r.Body, want) {
					t.Fatalf("home lacks %q\n%s", want, r.Body)
				}
				for _, id := range []string{"marca", "contenido", "colega"} {
					wantDone := strings.Contains(strings.Join(done, " "), id)
					if got := strings.Contains(r.Body, `<li class="done" data-step="`+id+`"`); got != wantDone {
						t.Errorf("step %s done = %v, want %v", id, got, wantDone)
					}
				}
			}
			steps(`(0 de 3 hechos)`)
			r := b.GetJSON("/admin/")
			for _, link := range []string{`href="/admin/templates/"`, `href="/admin/pages/nuevo"`, `href="/admin/empleados/invitar"`} {
				if !strings.Contains(r.Body, link) {
					t.Errorf("guide lacks the link %s", link)
				}
			}

			c := e.Svc.Client()
			if err := c.From("ajustes_sitio", c.Service()).Upsert(context.Background(), map[string]any{"id": 1, "nombre_sitio": "Altamar"}); err != nil {
				t.Fatal(err)
			}
			steps(`(0 de 3 hechos)`) // a name without a logo
			if err := c.From("ajustes_sitio", c.Service()).Upsert(context.Background(), map[string]any{"id": 1, "logo": "marca/logo.svg"}); err != nil {
				t.Fatal(err)
			}
			steps(`(1 de 3 hechos)`, "marca")

			cats := e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": "A"}})
			e.InsertRows(t, "contenido", []map[string]any{{"titulo": "En la papelera", "categoria": cats[0], "eliminado_en": cmstest.Stamp(1)}})
			steps(`(1 de 3 hechos)`, "marca")
			e.InsertRows(t, "paginas", []map[string]any{{"titulo": "Quiénes somos", "slug": "quienes-somos"}})
			steps(`(2 de 3 hechos)`, "marca", "contenido")

			r = b.PostForm("/admin/empleados/invitar", cmstest.Form("nombre", "Luis Pérez", "email", "luis@example.com", "rol", "mercadeo"))
			cmstest.WantStatus(t, r, 303)
			r = b.GetJSON("/admin/")
			if strings.Contains(r.Body, `id="guia-inicial"`) {
				t.Errorf("the guide is still there with every step done")
			}
		})
	}
}

// TestFirstRunGuideDismissed: "No volver a mostrar" hides the guide for that administrator only, and
// only administrators see it.
func TestFirstRunGuideDismissed(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	e.Account(t, "otra@example.com", "administrador", false, nil)
	e.Account(t, "ventas@example.com", "ventas", false, nil)
	if r := b.GetJSON("/admin/"); !strings.Contains(r.Body, `id="guia-inicial"`) {
		t.Fatalf("no guide for the administrator\n%s", r.Body)
	}
	r := b.PostForm("/admin/guia-inicial/descartar", nil)
	cmstest.WantStatus(t, r, 303)
	if r := b.GetJSON("/admin/"); strings.Contains(r.Body, `id="guia-inicial"`) || !strings.Contains(r.Body, "La guía de inicio no se volverá a mostrar.") {
		t.Errorf("the dismissed guide is still shown, or no notice\n%s", r.Body)
	}
	if r := e.Browser(t).SignIn("otra@example.com").GetJSON("/admin/"); !strings.Contains(r.Body, `id="guia-inicial"`) {
		t.Errorf("another administrator lost the guide")
	}
	if r := e.Browser(t).SignIn("ventas@example.com").GetJSON("/admin/"); strings.Contains(r.Body, `id="guia-inicial"`) {
		t.Errorf("a non-administrator sees the guide")
	}
	// The demo is not a fresh install: its administrator starts without the guide.
	if _, _, err := e.Svc.EnsureDemoAdmin(context.Background()); err != nil {
		t.Fatal(err)
	}
	demo, err := e.Svc.Client().AdminFindUser(context.Background(), cms.DemoAdminEmail)
	if err != nil || !demo.BoolMetadata(cms.MetaFirstRunDismissed) {
		t.Errorf("the demo administrator would see the guide: %v", err)
	}
}
