package contenido_test

import (
	"context"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
)

type storedLifecycle struct {
	ID            int64   `json:"id"`
	Estado        string  `json:"estado"`
	PublicarEn    *string `json:"publicar_en"`
	DespublicarEn *string `json:"despublicar_en"`
	EliminadoEn   *string `json:"eliminado_en"`
}

func lifecycleOf(t *testing.T, e *cmstest.Env, titulo string) storedLifecycle {
	t.Helper()
	c := e.Svc.Client()
	var rows []storedLifecycle
	if _, err := c.From("contenido", c.Service()).Select("id,estado,publicar_en,despublicar_en,eliminado_en").Eq("titulo", titulo).
		Get(context.Background(), &rows); err != nil || len(rows) != 1 {
		t.Fatalf("%s: %v %v", titulo, rows, err)
	}
	return rows[0]
}

// anonSees reports whether the publishable key reads the item through /rest/v1 (what the public site
// and supabase-js see).
func anonSees(t *testing.T, e *cmstest.Env, id int64) bool {
	t.Helper()
	c := e.Svc.Client()
	var rows []storedLifecycle
	if _, err := c.From("contenido", c.Anon()).Select("id").Eq("id", id).Get(context.Background(), &rows); err != nil {
		t.Fatal(err)
	}
	return len(rows) == 1
}

// TestContentLifecycle: the form's publication fields — states, a schedule typed in the CMS's zone,
// the refusals with their Spanish messages — what anon reads of each, the list's badges and state
// filter, and the edit form showing what is stored.
func TestContentLifecycle(t *testing.T) {
	for _, transport := range cmstest.Transports {
		t.Run(transport, func(t *testing.T) {
			e := cmstest.New(t, transport)
			b := e.SignedInAdmin(t)
			cat := e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": "Servicios"}})[0]
			now := e.Plat.Clock.Now()
			local := func(d time.Duration) string { return now.Add(d).In(e.App.Location()).Format("02/01/2006 15:04") }
			post := func(titulo string, kv ...string) cmstest.Reply {
				form := url.Values(contentForm(titulo, "Texto", "1", cat))
				for i := 0; i+1 < len(kv); i += 2 {
					form.Set(kv[i], kv[i+1])
				}
				return b.PostForm("/admin/contenido/nuevo", form)
			}

			refusals := []struct {
				name, field, want string
				kv                []string
			}{
				{"scheduled without a date", "publicar_en", lifecycle.MsgPublishAtRequired, []string{"estado", "programado"}},
				{"unknown state", "estado", lifecycle.MsgStateInvalid, []string{"estado", "oculto"}},
				{"bad date", "despublicar_en", lifecycle.MsgDateInvalid, []string{"estado", "publicado", "despublicar_en", "pronto"}},
				{"retired before published", "despublicar_en", lifecycle.MsgUnpublishNotAfter,
					[]string{"estado", "programado", "publicar_en", local(2 * time.Hour), "despublicar_en", local(time.Hour)}},
			}
			for _, c := range refusals {
				r := post("Rechazado", c.kv...)
				cmstest.WantStatus(t, r, 422)
				if got := cmstest.FieldErrors(r.Body)[c.field]; got != c.want {
					t.Errorf("%s: %s message %q, want %q", c.name, c.field, got, c.want)
				}
				if c.name == "scheduled without a date" && !strings.Contains(r.Body, `<input type="hidden" name="estado" value="programado">`) {
					t.Errorf("%s: the chosen state is not kept", c.name)
				}
			}
			if n := e.CountRows(t, "contenido", "", nil); n != 0 {
				t.Fatalf("refused forms wrote %d rows", n)
			}

			for _, s := range []struct {
				titulo string
				kv     []string
			}{
				{"Sin estado", nil},
				{"Borrador", []string{"estado", "borrador"}},
				{"Programado", []string{"estado", "programado", "publicar_en", local(time.Hour), "despublicar_en", local(3 * time.Hour)}},
				{"Archivado", []string{"estado", "archivado"}},
			} {
				if r := post(s.titulo, s.kv...); r.Status != 303 {
					t.Fatalf("%s: %d %s", s.titulo, r.Status, r.Body)
				}
			}
			plain, draft, sched := lifecycleOf(t, e, "Sin estado"), lifecycleOf(t, e, "Borrador"), lifecycleOf(t, e, "Programado")
			if plain.Estado != "publicado" || draft.Estado != "borrador" || sched.Estado != "programado" {
				t.Errorf("states %q %q %q", plain.Estado, draft.Estado, sched.Estado)
			}
			wantAt := now.Add(time.Hour).Truncate(time.Minute)
			if sched.PublicarEn == nil {
				t.Fatal("publicar_en not stored")
			}
			if got, _ := time.Parse(time.RFC3339, *sched.PublicarEn); !got.Equal(wantAt) {
				t.Errorf("publicar_en %s, want %s (typed in the CMS's zone)", *sched.PublicarEn, wantAt)
			}
			if !anonSees(t, e, plain.ID) || anonSees(t, e, draft.ID) || anonSees(t, e, sched.ID) {
				t.Error("anon sees the wrong items before the schedule")
			}

			list := b.GetJSON("/admin/contenido/")
			cmstest.WantStatus(t, list, 200)
			for _, badge := range []string{">Publicado<", ">Borrador<", ">Archivado<", ">Programado para el " + wantAt.In(e.App.Location()).Format("02/01/2006 15:04") + "<"} {
				if !strings.Contains(list.Body, badge) {
					t.Errorf("list: no badge %s", badge)
				}
			}
			filtered := b.GetJSON("/admin/contenido/?estado=borrador")
			if ids := cmstest.RowIDs(filtered.Body); len(ids) != 1 || ids[0] != cmstest.IDText(draft.ID) {
				t.Errorf("state filter borrador: rows %v", ids)
			}
			if ids := cmstest.RowIDs(b.GetJSON("/admin/contenido/?estado=nada").Body); len(ids) != 4 {
				t.Errorf("an unknown state filters nothing out: rows %v", ids)
			}

			// On the clock: published at publicar_en, retired at despublicar_en.
			// (The CMS session ends after 30 idle minutes on the same clock: sign in again.)
			e.Plat.Clock.Advance(time.Hour)
			b = e.Browser(t).SignIn("jefa@example.com")
			if !anonSees(t, e, sched.ID) {
				t.Error("anon does not see the item at publicar_en")
			}
			form := b.GetJSON("/admin/contenido/" + cmstest.IDText(sched.ID))
			if !strings.Contains(form.Body, `value="`+local(time.Hour)+`"`) || !strings.Contains(form.Body, `id="estado-actual">Publicado hasta el`) {
				t.Errorf("edit form does not show the stored schedule")
			}
			e.Plat.Clock.Advance(2 * time.Hour)
			b = e.Browser(t).SignIn("jefa@example.com")
			if anonSees(t, e, sched.ID) {
				t.Error("anon sees the item after despublicar_en")
			}
			if !strings.Contains(b.GetJSON("/admin/contenido/").Body, ">Retirado<") {
				t.Error("list: a retired item is not shown as Retirado")
			}

			// Unpublishing is an edit: the draft leaves the public at once.
			form2 := url.Values(contentForm("Sin estado", "Texto", "1", cat))
			form2.Set("estado", "borrador")
			cmstest.WantStatus(t, b.PostForm("/admin/contenido/"+cmstest.IDText(plain.ID), form2), 303)
			if anonSees(t, e, plain.ID) {
				t.Error("anon still sees an unpublished item")
			}
		})
	}
}
