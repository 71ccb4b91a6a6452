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
