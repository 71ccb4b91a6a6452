package modules_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
)

// TestTypedPreview: in every editorial module the publish panel's «Vista previa» (on a new item's
// form and a stored one's) sends the form as typed to a new tab, and answers what was typed — a new item or a stored one's edits — through the public page's own template, marked as a
// preview, never cached nor indexed, and stores nothing: no row, no revision, no draft, no link. A
// stored item keeps its stored image under the typed fields. A preview the form refuses shows the
// form with the message, as a refused save does.
func TestTypedPreview(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	cat := cmstest.IDText(e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": "Consultoría", "slug": "consultoria"}})[0])
	cases := []struct {
		view, table, new string
		stored           map[string]any // a published item
		title, body      string         // the form's title and body fields
		more             []string       // the other fields a valid form needs
		template         string         // what only the public page's template has
		storedMark       string         // what the stored item shows that typing does not change ("": nothing)
	}{
		{view: "contenido", table: "contenido", new: "nuevo", stored: map[string]any{"titulo": "Título guardado", "categoria": cat,
			"imagen_principal": "imagenes/guardada.png"}, title: "titulo", body: "body", more: []string{"layout", "1", "categoria", cat},
			template: `<div class="layout-1">`, storedMark: "imagenes/guardada.png"},
		{view: "blog", table: "blog_entradas", new: "nuevo", stored: map[string]any{"titulo": "Título guardado", "slug": "guardada",
			"cuerpo": "<p>Texto guardado</p>", "portada": "blog/guardada.png"}, title: "titulo", body: "cuerpo",
			template: `<article class="wrap post">`, storedMark: "blog/guardada.png"},
		{view: "proyectos", table: "proyectos", new: "nuevo", stored: map[string]any{"titulo": "Título guardado", "slug": "guardado"},
			title: "titulo", body: "cuerpo", more: []string{"fecha", "2026-01-01"}, template: `class="wrap project"`},
		{view: "preguntas", table: "preguntas", new: "nueva", stored: map[string]any{"pregunta": "¿Título guardado?", "respuesta": "Texto guardado"},
			title: "pregunta", body: "respuesta", template: `<div class="wrap faq">`},
		{view: "vacantes", table: "vacantes", new: "nueva", stored: map[string]any{"titulo": "Título guardado", "slug": "guardada",
			"modalidad": "remoto", "tipo": "Jornada completa"}, title: "titulo", body: "descripcion",
			more: []string{"modalidad", "remoto", "tipo", "Jornada completa"}, template: `class="wrap job"`},
	}
	for _, c := range cases {
		t.Run(c.view, func(t *testing.T) {
			id := e.InsertRows(t, c.table, []map[string]any{c.stored})[0]
			stored := fmt.Sprintf("/admin/%s/%d", c.view, id)
			form := func(title, body string) map[string][]string {
				return cmstest.Form(append([]string{c.title, title, c.body, "<p>" + body + "</p>", "accion", lifecycle.PreviewAction}, c.more...)...)
			}
			before := storedState(t, e, c.table)
			for _, at := range []string{"/admin/" + c.view + "/" + c.new, stored} {
				page := b.GetJSON(at).Body
				if !strings.Contains(page, `name="accion" value="vista-previa" class="secondary" formtarget="_blank"`) || strings.Contains(page, `id="vista-previa-form"`) {
					t.Fatalf("the publish panel of %s does not send the form as typed to a new tab", at)
				}
			}

			for _, at := range []string{"/admin/" + c.view + "/" + c.new, stored} {
				r := b.PostForm(at, form("Título tecleado", "Texto tecleado sin guardar"))
				cmstest.WantStatus(t, r, http.StatusOK)
				page := cmstest.UnescapeHTML(r.Body)
				for _, want := range []string{c.template, `<header class="site-header">`, `class="preview-banner"`,
					`<meta name="robots" content="noindex, nofollow">`, "Título tecleado", "Texto tecleado sin guardar"} {
					if !strings.Contains(page, want) {
						t.Fatalf("the preview of %s lacks %q:\n%s", at, want, r.Body)
					}
				}
				if r.Header.Get("Cache-Control") != "no-store" || r.Header.Get("X-Robots-Tag") != "noindex" {
					t.Errorf("the preview of %s may be kept or indexed: %q %q", at, r.Header.Get("Cache-Control"), r.Header.Get("X-Robots-Tag"))
				}
				if at == stored && (strings.Contains(page, "Título guardado") || !strings.Contains(page, c.storedMark)) {
					t.Errorf("the stored item's preview shows its stored title, or lacks %q", c.storedMark)
				}
				if got := storedState(t, e, c.table); got != before {
					t.Fatalf("the preview of %s stored something:\n%s\n%s", at, before, got)
				}
			}

			r := b.PostForm(stored, form("", "Texto sin título"))
			cmstest.WantStatus(t, r, http.StatusUnprocessableEntity)
			if cmstest.FieldErrors(r.Body)[c.title] == "" || !strings.Contains(r.Body, "Texto sin título") || strings.Contains(r.Body, "preview-banner") {
				t.Fatalf("a refused preview does not show the form with the message and the typed text:\n%s", r.Body)
			}
			if got := storedState(t, e, c.table); got != before {
				t.Fatal("a refused preview stored something")
			}
		})
	}
}

// storedState is every row of table as stored, with the number of revisions, pending drafts and
// preview links: what a preview must leave as it is.
func storedState(t *testing.T, e *cmstest.Env, table string) string {
	t.Helper()
	c := e.Svc.Client()
	var rows []map[string]any
	if _, err := c.From(table, c.Service()).Select("*").Order("id", false).Get(context.Background(), &rows); err != nil {
		t.Fatal(err)
	}
	raw, err := json.Marshal(rows)
	if err != nil {
		t.Fatal(err)
	}
	return fmt.Sprintf("%s revisions=%d drafts=%d links=%d", raw, e.CountRows(t, "revisiones", "tabla", table),
		e.CountRows(t, "borradores", "tabla", table), e.CountRows(t, "vistas_previas", "tabla", table))
}
