package blog_test

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/redirects"
)

// TestPostSavedMessage: each button of the publish panel says what it did to the post, and a moved
// address's redirect follows the sentence.
func TestPostSavedMessage(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	future := e.Plat.Clock.Now().Add(48 * time.Hour)
	typed := cms.FormatDateTime(future, e.App.Location())
	for i, c := range []struct {
		name   string
		stored string // the post's estado before the save; "" for a new post
		action string
		more   []string // fields changed from the stored post
		want   string
	}{
		{"«Guardar borrador», new", "", lifecycle.DraftAction, nil, "Borrador guardado."},
		{"«Guardar borrador», a draft", lifecycle.Draft, lifecycle.DraftAction, nil, "Borrador guardado."},
		{"«Guardar borrador», published", lifecycle.Published, lifecycle.DraftAction, nil, lifecycle.MsgDraftSaved},
		{"«Publicar»", "", lifecycle.PublishAction, nil, "Entrada publicada."},
		{"«Publicar», a draft", lifecycle.Draft, lifecycle.PublishAction, nil, "Entrada publicada."},
		{"«Programar»", "", lifecycle.PublishAction, []string{"publicar_en", typed}, "Entrada programada para el " + typed + "."},
		{"«Actualizar»", lifecycle.Published, lifecycle.PublishAction, nil, "Entrada actualizada."},
		// The eighth case: its post is stored at /blog/entrada-7.
		{"«Actualizar», a new address", lifecycle.Published, lifecycle.PublishAction, []string{"slug", "movida"},
			"Entrada actualizada. " + redirects.MovedNotice("/blog/entrada-7", "/blog/movida")},
		{"«Retirar del sitio»", lifecycle.Published, lifecycle.UnpublishAction, nil, "Entrada retirada del sitio: ahora es un borrador."},
	} {
		t.Run(c.name, func(t *testing.T) {
			slug := fmt.Sprintf("entrada-%d", i)
			form := cmstest.Form("titulo", "Entrada", "slug", slug, "cuerpo", "<p>Hola</p>", "accion", c.action)
			for k := 0; k+1 < len(c.more); k += 2 {
				form.Set(c.more[k], c.more[k+1])
			}
			path := "/admin/blog/nuevo"
			if c.stored != "" {
				id := e.InsertRows(t, "blog_entradas", []map[string]any{{"titulo": "Entrada", "slug": slug, "estado": c.stored}})[0]
				path = "/admin/blog/" + cmstest.IDText(id)
				form.Set(lifecycle.FieldVersion, "1")
			}
			r := b.PostForm(path, form)
			cmstest.WantStatus(t, r, 303)
			if got := b.Flash(r.Header.Get("Location")); got != c.want {
				t.Errorf("says %q, want %q", got, c.want)
			}
		})
	}
}

// TestPostScheduledInSiteZone: with the site in Bogotá (VITRINA_TIMEZONE), a publish date typed
// «28/11/<year> 10:15» is stored as 15:15 UTC and shown back as typed: in the form, its badge, the
// list and the message.
func TestPostScheduledInSiteZone(t *testing.T) {
	bogota, err := time.LoadLocation("America/Bogota")
	if err != nil {
		t.Fatal(err)
	}
	e := cmstest.NewCustom(t, func(o *shell.Options) { o.Location = bogota })
	b := e.SignedInAdmin(t)
	year := e.Plat.Clock.Now().Year() + 1 // always ahead: «Programar»
	typed := fmt.Sprintf("28/11/%d 10:15", year)
	r := b.PostForm("/admin/blog/nuevo", url.Values{"titulo": {"Programada"}, "slug": {"programada"}, "publicar_en": {typed},
		"accion": {lifecycle.PublishAction}})
	cmstest.WantStatus(t, r, 303)
	at := r.Header.Get("Location")
	if got, want := b.Flash(at), "Entrada programada para el "+typed+"."; got != want {
		t.Errorf("says %q, want %q", got, want)
	}
	c := e.Svc.Client()
	var rows []struct {
		PublicarEn string `json:"publicar_en"`
	}
	id, _ := strconv.ParseInt(strings.TrimPrefix(at, "/admin/blog/"), 10, 64)
	if _, err := c.From("blog_entradas", c.Service()).Select("publicar_en").Eq("id", id).Get(t.Context(), &rows); err != nil || len(rows) != 1 {
		t.Fatalf("read the post: %v %v", rows, err)
	}
	stored, err := time.Parse(time.RFC3339Nano, rows[0].PublicarEn)
	if want := time.Date(year, 11, 28, 15, 15, 0, 0, time.UTC); err != nil || !stored.Equal(want) {
		t.Errorf("stored %q, want %s", rows[0].PublicarEn, want.Format(time.RFC3339))
	}
	page := cmstest.UnescapeHTML(b.GetJSON(at).Body)
	for _, want := range []string{`value="` + typed + `"`, "Programado para el " + typed} {
		if !strings.Contains(page, want) {
			t.Errorf("the form lacks %q", want)
		}
	}
	if list := cmstest.UnescapeHTML(b.GetJSON("/admin/blog/").Body); !strings.Contains(list, "Programado para el "+typed) {
		t.Error("the list does not show the date as typed")
	}
}
