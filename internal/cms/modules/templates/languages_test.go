package templates_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/modules/templates"
)

func languageForm(kv ...string) map[string]string {
	f := map[string]string{"codigo": "en", "nombre": "English", "activo": "on", "orden": "1", "sin_traduccion": "no_encontrada"}
	for i := 0; i+1 < len(kv); i += 2 {
		f[kv[i]] = kv[i+1]
	}
	return f
}

func formOf(m map[string]string) []string {
	var kv []string
	for k, v := range m {
		if v != "" {
			kv = append(kv, k, v)
		}
	}
	return kv
}

// TestLanguages: the section «Idiomas» of the appearance page lists the site's other languages; a
// language's form refuses what the platform would, keeps what was typed, and saves.
func TestLanguages(t *testing.T) {
	e := cmstest.New(t, cmstest.Transports[0])
	b := e.SignedInAdmin(t)
	r := b.Do("GET", "/admin/templates/", "", "")
	cmstest.WantStatus(t, r, 200)
	if !strings.Contains(r.Body, `id="idiomas"`) || !strings.Contains(r.Body, "El sitio solo está en español") {
		t.Fatal("no empty section «Idiomas» on the appearance page")
	}
	for _, c := range []struct {
		name   string
		form   map[string]string
		fields map[string]string
	}{
		{"no code", languageForm("codigo", ""), map[string]string{"codigo": templates.MsgLanguageCode}},
		{"not a code", languageForm("codigo", "inglés"), map[string]string{"codigo": templates.MsgLanguageCode}},
		{"not canonical", languageForm("codigo", "pt-br"), map[string]string{"codigo": "Escriba el código como «pt-BR»."}},
		{"Spanish", languageForm("codigo", "es"), map[string]string{"codigo": templates.MsgLanguageSpanish}},
		{"no name", languageForm("nombre", " "), map[string]string{"nombre": templates.MsgLanguageName}},
		{"bad order", languageForm("orden", "-1"), map[string]string{"orden": templates.MsgLanguageOrder}},
		{"bad fallback", languageForm("sin_traduccion", "ingles"), map[string]string{"sin_traduccion": templates.MsgLanguageFallback}},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := b.PostForm("/admin/templates/idiomas/", cmstest.Form(formOf(c.form)...))
			cmstest.WantStatus(t, r, 422)
			if got := cmstest.FieldErrors(r.Body); fmt.Sprint(got) != fmt.Sprint(c.fields) {
				t.Fatalf("field messages %v, want %v", got, c.fields)
			}
			if !strings.Contains(r.Body, `value="`+c.form["nombre"]+`"`) {
				t.Fatal("typed name not kept")
			}
		})
	}
	if r := b.Do("GET", "/admin/templates/", "", ""); !strings.Contains(r.Body, "El sitio solo está en español") {
		t.Fatal("a refused language was stored")
	}
	cmstest.WantStatus(t, b.PostForm("/admin/templates/idiomas/", cmstest.Form(formOf(languageForm("codigo", "pt-BR", "nombre", "Português", "sin_traduccion", "idioma_principal"))...)), 303)
	r = b.PostForm("/admin/templates/idiomas/", cmstest.Form(formOf(languageForm("codigo", "pt-BR"))...))
	if got := cmstest.FieldErrors(r.Body)["codigo"]; got != templates.MsgLanguageExists {
		t.Errorf("a second pt-BR: %d %q", r.Status, got)
	}
	// Unchecking «Activo» disables the language; the code cannot change.
	cmstest.WantStatus(t, b.PostForm("/admin/templates/idiomas/pt-BR", cmstest.Form("codigo", "fr", "nombre", "Português (Brasil)", "orden", "2", "sin_traduccion", "no_encontrada")), 303)
	r = b.Do("GET", "/admin/templates/", "", "")
	for _, want := range []string{`lang="pt-BR">Português (Brasil)</td>`, "Desactivado", "Página no encontrada", `href="/admin/templates/idiomas/pt-BR"`} {
		if !strings.Contains(r.Body, want) {
			t.Errorf("the list lacks %s", want)
		}
	}
	cmstest.WantStatus(t, b.Do("GET", "/admin/templates/idiomas/fr", "", ""), 404) // the code did not change
	r = b.Do("GET", "/admin/templates/idiomas/pt-BR", "", "")
	if cmstest.WantStatus(t, r, 200); !strings.Contains(r.Body, `value="Português (Brasil)"`) || strings.Contains(r.Body, `name="codigo"`) {
		t.Error("the language's form does not show its values, or lets the code change")
	}
}
