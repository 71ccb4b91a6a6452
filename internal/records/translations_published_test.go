package records_test

import (
	"context"
	"encoding/json"
	"net/http"
	"reflect"
	"testing"

	"github.com/vitrina/vitrina/internal/platform/platformtest"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

// TestPublishedTranslations: the public reads of any translation table return, into the caller's row
// type, the translations published now in a language the site offers — by item (the site's settings
// with id 1, pages with their own blocks) or by slug within a language.
func TestPublishedTranslations(t *testing.T) {
	env := platformtest.New(t)
	for _, w := range []struct{ table, body string }{
		{"idiomas", `[{"codigo":"en","nombre":"English","activo":true},{"codigo":"fr","nombre":"Français","activo":false}]`},
		{"ajustes_sitio", `{"id":1}`},
		{"ajustes_sitio_traducciones", `[{"origen":1,"idioma":"en","texto_pie":"Footer"},{"origen":1,"idioma":"fr","texto_pie":"Pied"}]`},
		{"paginas", `[{"id":1,"titulo":"Nosotros","slug":"nosotros","estado":"publicado"},{"id":2,"titulo":"Borrador","slug":"borrador","estado":"borrador"}]`},
		{"paginas_traducciones", `[{"origen":1,"idioma":"en","titulo":"About","slug":"about","bloques":[{"tipo":"texto","html":"<p>Hi</p>"}],"estado":"publicado"},` +
			`{"origen":2,"idioma":"en","titulo":"Draft","slug":"draft","bloques":[],"estado":"publicado"}]`},
	} {
		if res := env.Do("POST", "/rest/v1/"+w.table).As("service_role").JSON(w.body).Send(); res.Code != http.StatusCreated {
			t.Fatalf("seed %s: %d %s", w.table, res.Code, res.Body.String())
		}
	}
	c := platformclient.New(platformclient.Options{BaseURL: "http://vitrina.test", AnonKey: env.Keys.AnonKey(),
		ServiceRoleKey: env.Keys.ServiceRoleKey(), Transport: platformclient.InProcess(env.Handler)})
	ctx := context.Background()
	type settings struct {
		TextoPie string `json:"texto_pie"`
	}
	for _, lang := range []string{"en", "fr"} {
		got, err := records.PublishedTranslations[settings](ctx, c, "ajustes_sitio", lang, []int64{1}, "texto_pie")
		if err != nil {
			t.Fatal(err)
		}
		if want := map[string]int{"en": 1, "fr": 0}[lang]; len(got) != want || lang == "en" && got[1].TextoPie != "Footer" {
			t.Errorf("settings in %s: %+v", lang, got)
		}
	}
	type page struct {
		Origen  int64           `json:"origen"`
		Titulo  string          `json:"titulo"`
		Bloques json.RawMessage `json:"bloques"`
	}
	pages, err := records.PublishedTranslations[page](ctx, c, "paginas", "en", []int64{1, 2}, "titulo,bloques")
	if err != nil {
		t.Fatal(err)
	}
	const blocks = `[{"tipo":"texto","html":"<p>Hi</p>"}]`
	if len(pages) != 1 || pages[1].Titulo != "About" || !sameJSON(string(pages[1].Bloques), blocks) {
		t.Errorf("pages in English: %+v", pages)
	}
	type item struct {
		ID     int64  `json:"id"`
		Titulo string `json:"titulo"`
	}
	for slug, want := range map[string]bool{"about": true, "draft": false, "nosotros": false} {
		spanish, got, err := records.PublishedByTranslatedSlug[item](ctx, c, "paginas", "id,titulo", "en", slug)
		if err != nil {
			t.Fatal(err)
		}
		if (got != nil) != want || got != nil && (got.ID != 1 || got.Titulo != "About" || spanish.Titulo == "About") {
			t.Errorf("the English page at %s: %+v (Spanish %+v)", slug, got, spanish)
		}
	}
	stored, err := records.ItemTranslations(ctx, c, c.Service(), "paginas", 1)
	if err != nil {
		t.Fatal(err)
	}
	if got := stored["en"].Fields["bloques"]; !sameJSON(got, blocks) {
		t.Errorf("the admin reads the blocks of a translation as %q", got)
	}
}

// sameJSON reports whether a and b are the same JSON value (PostgreSQL's jsonb orders the keys).
func sameJSON(a, b string) bool {
	var x, y any
	return json.Unmarshal([]byte(a), &x) == nil && json.Unmarshal([]byte(b), &y) == nil && reflect.DeepEqual(x, y)
}
