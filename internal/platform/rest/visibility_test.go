package rest_test

import (
	"fmt"
	"net/url"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/platform/platformtest"
)

// TestVisibleFrom: visible_desde follows every write that changes what the public sees — a PATCH of
// any one lifecycle column (the others kept from the stored row), an upsert that omits estado, the
// trash — and a client cannot set it.
func TestVisibleFrom(t *testing.T) {
	env := platformtest.New(t)
	now := seedLifecycle(t, env)
	at := func(d time.Duration) string { return `"` + now.Add(d).Format(time.RFC3339) + `"` }
	user := env.UserToken("9b2c1f6e-5a4d-4c3b-8a2f-1e0d9c8b7a65", "editor@example.com")
	anonSees := func(titulo string) bool {
		t.Helper()
		res := env.Do("GET", "/rest/v1/contenido?select=titulo&titulo=eq."+url.QueryEscape(titulo)).As("anon").Send()
		if res.Code != 200 {
			t.Fatalf("anon reads %s: %d %s", titulo, res.Code, res.Body.String())
		}
		return res.Body.String() != "[]"
	}
	visibleFrom := func(titulo string) any {
		t.Helper()
		res := env.Do("GET", "/rest/v1/contenido?select=visible_desde&titulo=eq."+url.QueryEscape(titulo)).As("service_role").Send()
		rows := decodeRows(t, res.Body.String())
		if len(rows) != 1 {
			t.Fatalf("%s: %s", titulo, res.Body.String())
		}
		return rows[0]["visible_desde"]
	}
	idOf := func(titulo string) string {
		t.Helper()
		res := env.Do("GET", "/rest/v1/contenido?select=id&titulo=eq."+url.QueryEscape(titulo)).As("service_role").Send()
		rows := decodeRows(t, res.Body.String())
		if len(rows) != 1 {
			t.Fatalf("%s: %s", titulo, res.Body.String())
		}
		return fmt.Sprint(rows[0]["id"])
	}
	if got := visibleFrom("sin estado"); got != "1970-01-01T00:00:00+00:00" {
		t.Errorf("a published row without publicar_en: visible_desde %v, want the epoch", got)
	}
	if got := visibleFrom("borrador"); got != nil {
		t.Errorf("a draft: visible_desde %v, want null", got)
	}
	steps := []struct {
		name, method, path, body string
		prefer                   string
		titulo                   string
		anon                     bool
	}{
		{"publish a draft", "PATCH", "?titulo=eq.borrador", `{"estado":"publicado"}`, "", "borrador", true},
		{"back to draft", "PATCH", "?titulo=eq.borrador", `{"estado":"borrador"}`, "", "borrador", false},
		{"a publication date in the future", "PATCH", "?titulo=eq.publicado", `{"publicar_en":` + at(time.Hour) + `}`, "", "publicado", false},
		{"the date moved to the past", "PATCH", "?titulo=eq.publicado", `{"publicar_en":` + at(-time.Hour) + `}`, "", "publicado", true},
		{"a dated draft scheduled", "PATCH", "?titulo=eq.borrador%20con%20fecha", `{"estado":"programado"}`, "", "borrador con fecha", true},
		{"its date removed", "PATCH", "?titulo=eq.borrador%20con%20fecha", `{"publicar_en":null}`, "", "borrador con fecha", false},
		{"to the trash", "PATCH", "?titulo=eq.sin%20estado", `{"eliminado_en":` + at(0) + `}`, "", "sin estado", false},
		{"out of the trash", "PATCH", "?titulo=eq.sin%20estado", `{"eliminado_en":null}`, "", "sin estado", true},
		{"a client's visible_desde is ignored", "PATCH", "?titulo=eq.archivado", `{"visible_desde":` + at(-time.Hour) + `}`, "", "archivado", false},
		{"an upsert without estado keeps a draft hidden", "POST", "", `{"id":` + idOf("borrador") + `,"titulo":"borrador","categoria":1}`,
			"resolution=merge-duplicates", "borrador", false},
	}
	for _, st := range steps {
		req := env.Do(st.method, "/rest/v1/contenido"+st.path).As(user).JSON(st.body)
		if st.prefer != "" {
			req = req.Header("Prefer", st.prefer)
		}
		if res := req.Send(); res.Code >= 300 {
			t.Fatalf("%s: %d %s", st.name, res.Code, res.Body.String())
		}
		if got := anonSees(st.titulo); got != st.anon {
			t.Errorf("%s: anon sees %q: %v, want %v (visible_desde %v)", st.name, st.titulo, got, st.anon, visibleFrom(st.titulo))
		}
	}
}
