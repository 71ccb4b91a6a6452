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
)

var timePattern = regexp.MustCompile(`<time datetime="([^"]+)">([^<]+)</time>`)

// TestActivityReadsForAnEditor: "Actividad reciente" names records by their titles (linked to their
// pages), fields by their Spanish labels, values as text (a rich-text body as its words, a long
// value cut with the whole of it on demand), never versions, ids or JSON quoting; dates are on one
// line in Spanish, in the site's time zone.
func TestActivityReadsForAnEditor(t *testing.T) {
	bogota, err := time.LoadLocation("America/Bogota")
	if err != nil {
		t.Fatal(err)
	}
	e := cmstest.NewCustom(t, func(o *shell.Options) { o.Location = bogota })
	b := e.SignedInAdmin(t)
	cat := e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": "Diseño"}})[0]
	long := strings.Repeat("Un servicio excelente de principio a fin. ", 5)
	cmstest.WantStatus(t, b.PostForm("/admin/testimoniales/nuevo", cmstest.Form("categoria", cmstest.IDText(cat), "testimonio", long, "empresa", "ACME")), 303)
	content := e.InsertRows(t, "contenido", []map[string]any{{"titulo": "Guía de marca", "categoria": cat,
		"descripcion": map[string]any{"body": "<h2>Hola</h2><p>Texto &amp; más</p>", "layout": 1}}})[0]
	c := e.Svc.Client()
	if err := c.From("contenido", c.Service()).Eq("id", content).Update(context.Background(), map[string]any{"titulo": "Guía de marca 2026"}, nil); err != nil {
		t.Fatal(err)
	}

	r := b.GetJSON("/admin/")
	cmstest.WantStatus(t, r, 200)
	section := r.Body[strings.Index(r.Body, `id="actividad"`):]
	id := cmstest.IDText(content)
	for _, want := range []string{
		`editó <a href="/admin/contenido/` + id + `">el contenido «Guía de marca 2026»</a>`,
		`<span class="field">Título:</span> <span class="value">Guía de marca</span> → <span class="value">Guía de marca 2026</span>`,
		`<span class="field">Texto:</span> <span class="value">Hola Texto &amp; más</span>`,
		`creó <a href="/admin/testimoniales/`,
		`">el testimonio de «ACME»</a>`,
		`<span class="field">Testimonio:</span> <details class="value"><summary>Un servicio excelente`,
		`…</summary><span class="full">` + strings.TrimSpace(long) + `</span></details>`,
	} {
		if !strings.Contains(section, want) {
			t.Errorf("activity lacks %s\n%s", want, section)
		}
	}
	for _, bad := range []string{"version", "Version", "#" + id, "&#34;", "eliminado", "(vacío)"} {
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
		if err != nil || m[2] != cms.FormatDateTime(at, bogota) {
			t.Errorf("date %q (%s): want %q in Bogotá", m[2], m[1], cms.FormatDateTime(at, bogota))
		}
	}
}
