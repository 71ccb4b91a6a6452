package dashboard_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/platformclient"
)

// TestActivityNamesColleagues: what the CMS writes for a signed-in user (with the service role,
// naming the user) reads with the colleague's name and the record's noun, action by action.
func TestActivityNamesColleagues(t *testing.T) {
	e := cmstest.New(t, "in-process")
	e.Account(t, "jefa@example.com", "administrador", false, map[string]any{"nombre": "Ana Ruiz"})
	e.Account(t, "luis@example.com", "mercadeo", false, map[string]any{"nombre": "Luis Pérez"})
	ctx := context.Background()
	c := e.Svc.Client()
	asAna, asLuis := platformclient.WithActor(ctx, "jefa@example.com"), platformclient.WithActor(ctx, "luis@example.com")
	var post []struct{ ID int64 }
	if err := c.From("blog_entradas", c.Service()).Insert(asAna, map[string]any{"titulo": "Novedades", "slug": "novedades"}, &post); err != nil {
		t.Fatal(err)
	}
	home := e.InsertRows(t, "paginas", []map[string]any{{"titulo": "Inicio", "slug": "portada"}})[0]
	if err := c.From("paginas", c.Service()).Eq("id", home).Update(asLuis, map[string]any{"titulo": "Inicio", "estado": "borrador"}, nil); err != nil {
		t.Fatal(err)
	}
	if err := c.From("paginas", c.Service()).Eq("id", home).Update(asLuis, map[string]any{"titulo": "Inicio y más"}, nil); err != nil {
		t.Fatal(err)
	}

	r := e.Browser(t).SignIn("jefa@example.com").GetJSON("/admin/")
	cmstest.WantStatus(t, r, 200)
	section := r.Body[strings.Index(r.Body, `id="actividad"`):]
	page := cmstest.IDText(home)
	for _, c := range []struct{ action, sentence string }{
		{"a post created published", `<span class="who">Ana Ruiz</span> publicó <a href="/admin/blog/` + fmt.Sprint(post[0].ID) + `">la entrada «Novedades»</a></p>`},
		{"a page back to draft", `<span class="who">Luis Pérez</span> retiró de la web <a href="/admin/pages/` + page + `">la página «Inicio»</a></p>`},
		{"a page renamed", `<span class="who">Luis Pérez</span> actualizó <a href="/admin/pages/` + page + `">la página «Inicio y más»</a></p>`},
	} {
		if !strings.Contains(section, c.sentence) {
			t.Errorf("%s: activity lacks %s\n%s", c.action, c.sentence, section)
		}
	}
	if strings.Contains(section, "@example.com") {
		t.Errorf("the activity shows an address:\n%s", section)
	}
}
