package dashboard_test

import (
	"context"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/records"
)

var timePattern = regexp.MustCompile(`<time datetime="([^"]+)" title="([^"]+)">([^<]+)</time>`)

// TestActivityReadsForAnEditor: "Actividad reciente" reads as sentences — who (a colleague by
// name, «El sistema», or impersonally for what a visitor sent) did what to which record, by its
// title and linked to its page — with fields by their Spanish labels and values as text (a
// rich-text body as its words, a long value cut with the whole of it on demand); never versions,
// ids, JSON quoting, table names or e-mail addresses; times relative within the day, in the site's
// time zone, with the full date on demand.
func TestActivityReadsForAnEditor(t *testing.T) {
	bogota, err := time.LoadLocation("America/Bogota")
	if err != nil {
		t.Fatal(err)
	}
	e := cmstest.NewCustom(t, func(o *shell.Options) { o.Location = bogota })
	e.Account(t, "jefa@example.com", "administrador", false, map[string]any{"nombre": "Ana Ruiz"})
	b := e.Browser(t).SignIn("jefa@example.com")
	ctx := context.Background()
	c := e.Svc.Client()

	cat := e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": "Diseño"}})[0]
	long := strings.Repeat("Un servicio excelente de principio a fin. ", 5)
	cmstest.WantStatus(t, b.PostForm("/admin/testimoniales/nuevo", cmstest.Form("categoria", cmstest.IDText(cat), "testimonio", "Muy bueno", "empresa", "ACME")), 303)
	if err := c.From("testimoniales", c.Service()).Eq("empresa", "ACME").Update(ctx, map[string]any{"testimonio": long}, nil); err != nil {
		t.Fatal(err)
	}
	guide := e.InsertRows(t, "contenido", []map[string]any{{"titulo": "Guía de marca", "categoria": cat,
		"descripcion": map[string]any{"body": "<p>Antes</p>", "layout": 1}}})[0]
	update := func(id any, row map[string]any) {
		t.Helper()
		if err := c.From("contenido", c.Service()).Eq("id", id).Update(ctx, row, nil); err != nil {
			t.Fatal(err)
		}
	}
	update(guide, map[string]any{"titulo": "Guía de marca 2026", "descripcion": map[string]any{"body": "<h2>Hola</h2><p>Texto &amp; más</p>", "layout": 1}})
	notice := e.InsertRows(t, "contenido", []map[string]any{{"titulo": "Aviso", "categoria": cat, "estado": "borrador"}})[0]
	update(notice, map[string]any{"estado": "publicado"})
	update(notice, map[string]any{"eliminado_en": time.Now().UTC().Format(time.RFC3339)})
	if err := records.StoreContactMessage(ctx, c, c.Anon(), records.Fields{"nombre": "Visita", "email": "visita@example.com",
		"asunto": "Presupuesto", "mensaje": "Hola", "consentimiento": true}); err != nil {
		t.Fatal(err)
	}
	e.Plat.Clock.Advance(5*time.Minute + 30*time.Second)

	r := b.GetJSON("/admin/")
	cmstest.WantStatus(t, r, 200)
	section := r.Body[strings.Index(r.Body, `id="actividad"`):]
	guideID, noticeID := cmstest.IDText(guide), cmstest.IDText(notice)
	for _, c := range []struct{ action, sentence string }{
		{"a colleague creates through the form", `<span class="who">Ana Ruiz</span> creó <a href="/admin/testimoniales/`},
		{"… read by its company", `">el testimonio de «ACME»</a></p>`},
		{"the server creates it published", `<span class="who">El sistema</span> publicó <a href="/admin/contenido/` + guideID + `">el contenido «Guía de marca»</a></p>`},
		{"the server renames", `<span class="who">El sistema</span> actualizó <a href="/admin/contenido/` + guideID + `">el contenido «Guía de marca 2026»</a></p>`},
		{"a draft is created, then published", `<span class="who">El sistema</span> creó <a href="/admin/contenido/` + noticeID + `">el contenido «Aviso»</a></p>`},
		{"a draft is published", `<span class="who">El sistema</span> publicó <a href="/admin/contenido/` + noticeID + `">el contenido «Aviso»</a></p>`},
		{"an item goes to the trash", `<span class="who">El sistema</span> movió a la papelera <a href="/admin/contenido/` + noticeID + `">el contenido «Aviso»</a></p>`},
		{"a visitor writes", `<p class="sentence">Se recibió un mensaje de contacto</p>`},
		{"a renamed title", `<span class="field">Título:</span> <span class="value">Guía de marca</span> → <span class="value">Guía de marca 2026</span>`},
		{"a rich text as words", `<span class="field">Texto:</span> <span class="value">Antes</span> → <span class="value">Hola Texto &amp; más</span>`},
		{"a long value cut", `<span class="field">Testimonio:</span> <span class="value">Muy bueno</span> → <details class="value"><summary>Un servicio excelente`},
		{"… whole on demand", `…</summary><span class="full">` + strings.TrimSpace(long) + `</span></details>`},
	} {
		if !strings.Contains(section, c.sentence) {
			t.Errorf("%s: activity lacks %s\n%s", c.action, c.sentence, section)
		}
	}
	for _, bad := range []string{"version", "Version", "#" + guideID, "&#34;", "(vacío)", "@example.com", "service_role",
		"anon", "mensajes_contacto", "contenido #"} {
		if strings.Contains(section, bad) {
			t.Errorf("activity shows %q:\n%s", bad, section)
		}
	}
	times := timePattern.FindAllStringSubmatch(section, -1)
	if len(times) == 0 {
		t.Fatal("no dates")
	}
	for _, m := range times {
		at, err := time.Parse(time.RFC3339, m[1])
		if err != nil || m[2] != cms.FormatDateTime(at, bogota) || m[3] != "hace 5 minutos" {
			t.Errorf("date %q, %q (%s): want «hace 5 minutos», %q in Bogotá", m[3], m[2], m[1], cms.FormatDateTime(at, bogota))
		}
	}
}
