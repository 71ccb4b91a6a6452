package contenido_test

import (
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
)

// TestContentBulkActions: the list's actions change every chosen item in one go (publish now clears
// a schedule; unpublish makes drafts; the trash hides them); a trashed item is left alone; no action
// or no item is refused.
func TestContentBulkActions(t *testing.T) {
	for _, transport := range cmstest.Transports {
		t.Run(transport, func(t *testing.T) {
			e := cmstest.New(t, transport)
			b := e.SignedInAdmin(t)
			cat := e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": "Servicios"}})[0]
			future := e.Plat.Clock.Now().Add(48 * time.Hour).Format("2006-01-02T15:04:05Z")
			ids := e.InsertRows(t, "contenido", []map[string]any{
				{"titulo": "A", "categoria": cat, "estado": "borrador", "publicar_en": nil},
				{"titulo": "B", "categoria": cat, "estado": "programado", "publicar_en": future},
				{"titulo": "C", "categoria": cat, "estado": "publicado", "publicar_en": nil},
			})
			if !strings.Contains(b.GetJSON("/admin/contenido/").Body, `form="acciones"`) {
				t.Fatal("the list has no bulk checkboxes")
			}
			act := func(action string, which ...int64) cmstest.Reply {
				form := url.Values{"accion": {action}}
				for _, id := range which {
					form.Add("id", cmstest.IDText(id))
				}
				return b.PostForm("/admin/contenido/acciones", form)
			}
			cmstest.WantStatus(t, act("publicar", ids[0], ids[1]), 303)
			if !strings.Contains(cmstest.UnescapeHTML(b.GetJSON("/admin/contenido/").Body), "Acción aplicada a 2 elementos.") {
				t.Error("no message after the action")
			}
			for _, title := range []string{"A", "B"} {
				if st := lifecycleOf(t, e, title); st.Estado != "publicado" || st.PublicarEn != nil || !anonSees(t, e, st.ID) {
					t.Errorf("%s after publicar: %+v", title, st)
				}
			}
			cmstest.WantStatus(t, act("despublicar", ids[1], ids[2]), 303)
			if st := lifecycleOf(t, e, "C"); st.Estado != "borrador" || anonSees(t, e, st.ID) {
				t.Errorf("C after despublicar: %+v", st)
			}
			cmstest.WantStatus(t, act("papelera", ids[0], ids[2]), 303)
			if st := lifecycleOf(t, e, "A"); st.EliminadoEn == nil || anonSees(t, e, st.ID) {
				t.Errorf("A after papelera: %+v", st)
			}
			cmstest.WantStatus(t, act("publicar", ids[0]), 303) // in the trash: untouched
			if st := lifecycleOf(t, e, "A"); anonSees(t, e, st.ID) {
				t.Error("a bulk action published an item in the trash")
			}
			for _, r := range []cmstest.Reply{act("borrar-todo", ids[1]), act("publicar")} {
				cmstest.WantStatus(t, r, 400)
				if !strings.Contains(cmstest.UnescapeHTML(r.Body), lifecycle.MsgBulkNothing) {
					t.Error("a refused action does not explain itself")
				}
			}
		})
	}
}

// TestContentBulkCategory: «Cambiar la categoría» moves every chosen item to the category chosen
// beside it, in one update (the trash left alone); without a category, or with one that does not
// exist, nothing changes.
func TestContentBulkCategory(t *testing.T) {
	for _, transport := range cmstest.Transports {
		t.Run(transport, func(t *testing.T) {
			e := cmstest.New(t, transport)
			b := e.SignedInAdmin(t)
			cats := e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": "Antes"}, {"name": "Después"}})
			ids := e.InsertRows(t, "contenido", []map[string]any{
				{"titulo": "A", "categoria": cats[0], "eliminado_en": nil}, {"titulo": "B", "categoria": cats[0], "eliminado_en": nil},
				{"titulo": "C", "categoria": cats[0], "eliminado_en": cmstest.Stamp(1)}, {"titulo": "D", "categoria": cats[0], "eliminado_en": nil},
			})
			list := b.GetJSON("/admin/contenido/")
			if !strings.Contains(list.Body, `<option value="categoria">Cambiar la categoría a la elegida</option>`) || !strings.Contains(list.Body, `<select name="categoria">`) {
				t.Fatalf("the list offers no category change\n%s", list.Body)
			}
			move := func(cat string, which ...int64) cmstest.Reply {
				form := url.Values{"accion": {"categoria"}, "categoria": {cat}}
				for _, id := range which {
					form.Add("id", cmstest.IDText(id))
				}
				return b.PostForm("/admin/contenido/acciones", form)
			}
			for _, r := range []cmstest.Reply{move("", ids[0]), move("x", ids[0])} {
				cmstest.WantStatus(t, r, 400)
				if !strings.Contains(cmstest.UnescapeHTML(r.Body), "Elija la categoría nueva.") {
					t.Errorf("a move without a category does not explain itself: %s", r.Body)
				}
			}
			if r := move("999999", ids[0]); r.Status < 400 {
				t.Errorf("a move to a missing category: %d", r.Status)
			}
			if n := e.CountRows(t, "contenido", "categoria", cats[1]); n != 0 {
				t.Fatalf("a refused move changed %d items", n)
			}
			cmstest.WantStatus(t, move(cmstest.IDText(cats[1]), ids[0], ids[1], ids[2]), 303)
			if !strings.Contains(cmstest.UnescapeHTML(b.GetJSON("/admin/contenido/").Body), "Categoría cambiada en 2 contenidos.") {
				t.Error("no message after the move")
			}
			if n := e.CountRows(t, "contenido", "categoria", cats[1]); n != 2 {
				t.Errorf("%d items in the new category, want 2 (the trashed one stays)", n)
			}
			if n := e.CountRows(t, "contenido", "categoria", cats[0]); n != 2 {
				t.Errorf("%d items left in the old category, want 2", n)
			}
		})
	}
}
