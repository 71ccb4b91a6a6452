package proyectos_test

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/platformclient"
)

// TestProjectListFilters: newest first by date; state, category, client and title search narrow the
// list; pages of rowsPerPage; trashed projects leave it for the trash and come back from it.
func TestProjectListFilters(t *testing.T) {
	for _, transport := range cmstest.Transports {
		t.Run(transport, func(t *testing.T) {
			f := newFixture(t, transport)
			ids := insertEach(t, f.e, "proyectos", []map[string]any{
				{"titulo": "Uno", "slug": "uno", "cliente": f.client, "fecha": "2026-01-01T00:00:00Z"},
				{"titulo": "Dos borrador", "slug": "dos", "estado": "borrador", "categoria": f.category, "fecha": "2026-02-01T00:00:00Z"},
				{"titulo": "Tres", "slug": "tres", "categoria": f.category, "cliente": f.client, "fecha": "2026-03-01T00:00:00Z"},
			})
			for _, c := range []struct{ query, want string }{
				{"", fmt.Sprint([]int64{ids[2], ids[1], ids[0]})},
				{"?estado=borrador", fmt.Sprint([]int64{ids[1]})},
				{fmt.Sprintf("?categoria=%d", f.category), fmt.Sprint([]int64{ids[2], ids[1]})},
				{fmt.Sprintf("?cliente=%d", f.client), fmt.Sprint([]int64{ids[2], ids[0]})},
				{fmt.Sprintf("?cliente=%d&categoria=%d", f.client, f.category), fmt.Sprint([]int64{ids[2]})},
				{"?cliente=no-es-un-id", fmt.Sprint([]int64{ids[2], ids[1], ids[0]})},
				{"?q=borr", fmt.Sprint([]int64{ids[1]})},
				{"?q=%25", "[]"},
				{"?estado=oculto", fmt.Sprint([]int64{ids[2], ids[1], ids[0]})},
				{"?rowsPerPage=10&page=2", "[]"},
			} {
				r := f.b.GetJSON("/admin/proyectos/" + c.query)
				cmstest.WantStatus(t, r, 200)
				if got := fmt.Sprint(cmstest.RowIDs(r.Body)); got != c.want {
					t.Errorf("%s: rows %s, want %s", c.query, got, c.want)
				}
			}
			cmstest.WantStatus(t, f.b.PostForm(fmt.Sprintf("/admin/proyectos/%d/eliminar", ids[0]), cmstest.Form()), 303)
			if got := cmstest.RowIDs(f.b.GetJSON("/admin/proyectos/").Body); len(got) != 2 {
				t.Fatalf("after trashing, rows %v", got)
			}
			cmstest.WantStatus(t, f.b.PostForm(fmt.Sprintf("/admin/proyectos/%d/eliminar", ids[0]), cmstest.Form()), 404)
			trash := f.b.GetJSON("/admin/proyectos/papelera")
			if got := fmt.Sprint(cmstest.RowIDs(trash.Body)); got != fmt.Sprint([]int64{ids[0]}) {
				t.Fatalf("trash rows %s", got)
			}
			cmstest.WantStatus(t, f.b.PostForm(fmt.Sprintf("/admin/proyectos/%d/restaurar", ids[0]), cmstest.Form()), 303)
			if got := cmstest.RowIDs(f.b.GetJSON("/admin/proyectos/").Body); len(got) != 3 {
				t.Fatalf("after restoring, rows %v", got)
			}
		})
	}
}

// TestProjectPaging: 23 projects in pages of 10 — the third page holds the oldest three, a page past
// the end is empty, and the pager links the pages.
func TestProjectPaging(t *testing.T) {
	f := newFixture(t, "in-process")
	rows := make([]map[string]any, 23)
	for i := range rows {
		rows[i] = map[string]any{"titulo": fmt.Sprintf("Proyecto %02d", i), "slug": fmt.Sprintf("p-%d", i),
			"fecha": time.Date(2025, 1, 1+i, 0, 0, 0, 0, time.UTC).Format(time.RFC3339)}
	}
	ids := f.e.InsertRows(t, "proyectos", rows)
	first := f.b.GetJSON("/admin/proyectos/?rowsPerPage=10")
	if got := cmstest.RowIDs(first.Body); len(got) != 10 || got[0] != fmt.Sprint(ids[22]) || !strings.Contains(first.Body, "page=2") {
		t.Fatalf("page 1: %v", got)
	}
	third := f.b.GetJSON("/admin/proyectos/?rowsPerPage=10&page=3")
	if got := fmt.Sprint(cmstest.RowIDs(third.Body)); got != fmt.Sprint([]string{fmt.Sprint(ids[2]), fmt.Sprint(ids[1]), fmt.Sprint(ids[0])}) {
		t.Fatalf("page 3: %s", got)
	}
	if got := cmstest.RowIDs(f.b.GetJSON("/admin/proyectos/?rowsPerPage=10&page=9").Body); len(got) != 0 {
		t.Fatalf("page 9: %v", got)
	}
}

// TestProjectAccess: anon reads only the published projects whose time has come (drafts, scheduled
// ones, retired ones and the trash stay hidden) and writes nothing; a role without the view gets 403;
// a save over someone else's newer save is refused with the input kept.
func TestProjectAccess(t *testing.T) {
	f := newFixture(t, "in-process")
	past, future := time.Now().Add(-time.Hour).UTC().Format(time.RFC3339), time.Now().Add(time.Hour).UTC().Format(time.RFC3339)
	ids := insertEach(t, f.e, "proyectos", []map[string]any{
		{"titulo": "Publicado", "slug": "publicado"},
		{"titulo": "Borrador", "slug": "borrador", "estado": "borrador"},
		{"titulo": "Programado pasado", "slug": "pp", "estado": "programado", "publicar_en": past},
		{"titulo": "Programado futuro", "slug": "pf", "estado": "programado", "publicar_en": future},
		{"titulo": "Retirado", "slug": "retirado", "despublicar_en": past},
		{"titulo": "Archivado", "slug": "archivado", "estado": "archivado"},
		{"titulo": "En la papelera", "slug": "papelera", "eliminado_en": past},
	})
	f.e.InsertRows(t, "proyecto_imagenes", []map[string]any{{"proyecto": ids[0], "ruta": "proyectos/a.png", "texto_alternativo": "A"}})
	c := f.e.Svc.Client()
	ctx := context.Background()
	var seen []struct {
		Titulo   string `json:"titulo"`
		Imagenes []struct {
			Ruta string `json:"ruta"`
		} `json:"imagenes"`
	}
	if _, err := c.From("proyectos", c.Anon()).Select("titulo,imagenes:proyecto_imagenes(ruta)").Order("id", false).Get(ctx, &seen); err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprint(seen); got != "[{Publicado [{proyectos/a.png}]} {Programado pasado []}]" {
		t.Fatalf("anon sees %s", got)
	}
	err := c.From("proyectos", c.Anon()).Insert(ctx, map[string]any{"titulo": "X", "slug": "x"}, nil)
	if s := platformclient.StatusOf(err); s != http.StatusUnauthorized && s != http.StatusForbidden {
		t.Fatalf("anon insert: %v", err)
	}
	err = c.From("proyecto_imagenes", c.Anon()).Insert(ctx, map[string]any{"proyecto": ids[0], "ruta": "x.png"}, nil)
	if s := platformclient.StatusOf(err); s != http.StatusUnauthorized && s != http.StatusForbidden {
		t.Fatalf("anon gallery insert: %v", err)
	}
	f.e.Account(t, "ventas@example.com", "ventas", false, nil)
	other := f.e.Browser(t).SignIn("ventas@example.com")
	cmstest.WantStatus(t, other.GetJSON("/admin/proyectos/"), 403)
	cmstest.WantStatus(t, other.PostForm("/admin/proyectos/nuevo", cmstest.Form("titulo", "X")), 403)

	path := fmt.Sprintf("/admin/proyectos/%d", ids[0])
	form := func(title string) map[string][]string {
		return cmstest.Form("titulo", title, "slug", "publicado", "estado", "publicado", "fecha", "2026-01-01", "version", "1")
	}
	cmstest.WantStatus(t, f.b.PostForm(path, form("Primera")), 303)
	r := f.b.PostForm(path, form("Segunda"))
	cmstest.WantStatus(t, r, 409)
	if !strings.Contains(r.Body, `value="Segunda"`) || f.e.CountRows(t, "proyectos", "titulo", "Primera") != 1 {
		t.Fatalf("conflict: %s", r.Body)
	}
	cmstest.WantStatus(t, f.b.PostForm("/admin/proyectos/99999", form("X")), 404)
	cmstest.WantStatus(t, f.b.GetJSON("/admin/proyectos/99999"), 404)
}
