package contenido_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
)

// TestContentTrash: delete moves to the trash (hidden from the list and from anon), the trash lists
// it with the day it goes, restore brings it back as it was; the purge job deletes only what has been
// in the trash 30 days, with its revisions; "Vaciar papelera" (after a confirmation) deletes the rest.
func TestContentTrash(t *testing.T) {
	for _, transport := range cmstest.Transports {
		t.Run(transport, func(t *testing.T) {
			e := cmstest.New(t, transport)
			b := e.SignedInAdmin(t)
			cat := e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": "Servicios"}})[0]
			ids := e.InsertRows(t, "contenido", []map[string]any{
				{"titulo": "Viejo", "categoria": cat, "estado": "borrador"},
				{"titulo": "Nuevo", "categoria": cat, "estado": "publicado"},
			})
			old, recent := cmstest.IDText(ids[0]), cmstest.IDText(ids[1])

			cmstest.WantStatus(t, b.PostForm("/admin/contenido/"+old+"/eliminar", nil), 303)
			if list := b.GetJSON("/admin/contenido/"); strings.Contains(list.Body, `data-id="`+old+`"`) {
				t.Error("a trashed item is still in the list")
			}
			trash := b.GetJSON("/admin/contenido/papelera")
			cmstest.WantStatus(t, trash, 200)
			purgeDay := e.Plat.Clock.Now().AddDate(0, 0, 30).In(e.App.Location()).Format("02/01/2006")
			if rows := cmstest.RowIDs(trash.Body); len(rows) != 1 || rows[0] != old || !strings.Contains(trash.Body, purgeDay) {
				t.Errorf("trash lists %v (purge day %s)", rows, purgeDay)
			}
			if !strings.Contains(trash.Body, `data-confirm="¿Vaciar la papelera?`) {
				t.Error("emptying the trash asks no confirmation")
			}

			// Restore: back in the list, still a draft.
			cmstest.WantStatus(t, b.PostForm("/admin/contenido/"+old+"/restaurar", nil), 303)
			if st := lifecycleOf(t, e, "Viejo"); st.EliminadoEn != nil || st.Estado != "borrador" {
				t.Errorf("restored: %+v", st)
			}
			cmstest.WantStatus(t, b.PostForm("/admin/contenido/"+old+"/restaurar", nil), 404)

			// The job purges what has been in the trash for 30 days, not what went yesterday.
			cmstest.WantStatus(t, b.PostForm("/admin/contenido/"+old+"/eliminar", nil), 303)
			// (The CMS session ends after 30 idle minutes on the same clock: sign in again.)
			e.Plat.Clock.Advance(29 * 24 * time.Hour)
			b = e.Browser(t).SignIn("jefa@example.com")
			cmstest.WantStatus(t, b.PostForm("/admin/contenido/"+recent+"/eliminar", nil), 303)
			e.Plat.Clock.Advance(24*time.Hour + time.Minute)
			b = e.Browser(t).SignIn("jefa@example.com")
			if n, err := lifecycle.PurgeExpired(context.Background(), e.Svc, e.Plat.Clock.Now()); err != nil || n != 1 {
				t.Fatalf("purge: %d, %v", n, err)
			}
			if e.CountRows(t, "contenido", "id", ids[0]) != 0 || e.CountRows(t, "revisiones", "registro", old) != 0 {
				t.Error("the purge left the item or its revisions")
			}
			if e.CountRows(t, "contenido", "id", ids[1]) != 1 {
				t.Error("the purge took an item trashed a day ago")
			}

			r := b.PostForm("/admin/contenido/papelera/vaciar", nil)
			cmstest.WantStatus(t, r, 303)
			if e.CountRows(t, "contenido", "", nil) != 0 {
				t.Error("the emptied trash left items")
			}
			if !strings.Contains(b.GetJSON("/admin/contenido/papelera").Body, "Papelera vaciada: 1 contenidos") {
				t.Error("no message after emptying the trash")
			}
		})
	}
}
