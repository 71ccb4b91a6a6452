package dashboard_test

import (
	"context"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/platformclient"
)

// TestBrowserTopBar: the home at desktop and phone widths, as a company's editor finds it after a
// few days of use — greeted by name, the quick actions, new messages and applications put forward,
// the counts, the latest content and activity — with nothing sideways; and the top bar's user menu
// opened and closed from the keyboard with «Cerrar sesión» on screen without scrolling.
func TestBrowserTopBar(t *testing.T) {
	f := cmstest.NewFullServer(t)
	f.Account(t, "jefa@example.com", "administrador")
	seedADay(t, f)
	ctx := cmstest.Chrome(t)
	cmstest.SignInChrome(t, ctx, f.URL, "jefa@example.com")
	cmstest.Do(t, ctx, "hide the first-run guide", chromedp.Navigate(f.URL+"/admin/"),
		chromedp.Click(chromedp.CSS(`#guia-inicial .dismiss button`)), chromedp.WaitNotPresent(chromedp.CSS(`#guia-inicial`)))
	for _, width := range []struct {
		name string
		w, h int64
	}{{"desktop", 1280, 900}, {"phone", 390, 844}} {
		cmstest.Do(t, ctx, width.name+" window", chromedp.EmulateViewport(width.w, width.h), chromedp.Navigate(f.URL+"/admin/"),
			chromedp.WaitVisible(chromedp.CSS(`button.user-button`)))
		cmstest.WantJS(t, ctx, width.name+": greeting, actions, what is new, nothing sideways", `(() => {
			const seen = s => { const r = document.querySelector(s)?.getBoundingClientRect(); return !!r && r.width > 0 && r.height > 0; };
			return document.querySelector('h1').textContent.trim().endsWith(', Ana Ruiz') + '|' +
				seen('a.quick[href="/admin/blog/nuevo"]') + '|' + seen('#pendiente a[href="/admin/contactos/?estado=nuevo"]') + '|' +
				(document.documentElement.scrollWidth <= innerWidth);
		})()`, "true|true|true|true")
		if width.name == "desktop" {
			cmstest.WantJS(t, ctx, "desktop: the six quick actions on one line, none of them cut", `(() => {
				const a = [...document.querySelectorAll('a.quick')];
				return a.length + '|' + new Set(a.map(e => Math.round(e.getBoundingClientRect().top))).size + '|' +
					a.every(e => e.scrollWidth <= e.clientWidth && e.getBoundingClientRect().height < 48);
			})()`, "6|1|true")
		}
		cmstest.Screenshot(t, ctx, "dashboard-"+width.name)
		cmstest.Do(t, ctx, width.name+": open the menu from the keyboard", chromedp.Focus(chromedp.CSS(`button.user-button`)), chromedp.KeyEvent(kb.Enter))
		cmstest.WantJS(t, ctx, width.name+": menu open, logout visible, nothing sideways", `(() => {
			const out = document.querySelector('.logout').getBoundingClientRect();
			return document.querySelector('button.user-button').getAttribute('aria-expanded') + '|' +
				(out.height > 0 && out.bottom <= innerHeight) + '|' + (document.documentElement.scrollWidth <= innerWidth);
		})()`, "true|true|true")
		cmstest.Do(t, ctx, width.name+": Escape closes it", chromedp.KeyEvent(kb.Escape))
		cmstest.WantJS(t, ctx, width.name+": closed, focus on the button", `document.querySelector('button.user-button').getAttribute('aria-expanded') + '|' +
			document.activeElement.classList.contains('user-button')`, "false|true")
	}
}

// seedADay stores what a few days of a company's use leave: named colleagues, posts, pages,
// content, an opening with applications, contact messages, and what the colleagues did.
func seedADay(t *testing.T, f *cmstest.FullServer) {
	t.Helper()
	ctx := context.Background()
	c := f.Srv.CMSService().Client()
	if err := c.From("Empleados", c.Service()).Eq("email", "jefa@example.com").Update(ctx, map[string]any{"nombre": "Ana Ruiz"}, nil); err != nil {
		t.Fatal(err)
	}
	asAna := platformclient.WithActor(ctx, "jefa@example.com")
	write := func(table string, rows []map[string]any) {
		t.Helper()
		if err := c.From(table, c.Service()).Insert(asAna, rows, nil); err != nil {
			t.Fatalf("seed %s: %v", table, err)
		}
	}
	cat := f.Seed(t, "categoria-servicios", []map[string]any{{"name": "Consultoría"}, {"name": "Formación"}})
	write("contenido", []map[string]any{{"titulo": "Auditoría energética", "categoria": cat[0], "estado": "publicado"},
		{"titulo": "Curso de liderazgo", "categoria": cat[1], "estado": "borrador"}})
	write("blog_entradas", []map[string]any{{"titulo": "Cinco claves para ahorrar energía", "slug": "cinco-claves", "estado": "publicado"},
		{"titulo": "Nuestro equipo crece", "slug": "equipo-crece", "estado": "borrador"}})
	write("paginas", []map[string]any{{"titulo": "Quiénes somos", "slug": "quienes-somos"}})
	opening := f.Seed(t, "vacantes", []map[string]any{{"titulo": "Consultora sénior", "slug": "consultora-senior", "modalidad": "remoto", "tipo": "Jornada completa"}})[0]
	f.Seed(t, "postulaciones", []map[string]any{
		{"vacante": opening, "nombre": "Eva", "email": "eva@ejemplo.com", "cv": "1/eva.pdf", "consentimiento": true, "estado": "nueva"}})
	if err := c.From("mensajes_contacto", c.Anon()).Insert(ctx, []map[string]any{
		{"nombre": "Marta", "email": "marta@ejemplo.com", "asunto": "Presupuesto", "mensaje": "Hola", "consentimiento": true},
		{"nombre": "Jorge", "email": "jorge@ejemplo.com", "asunto": "Formación", "mensaje": "Hola", "consentimiento": true}}, nil); err != nil {
		t.Fatal(err)
	}
}
