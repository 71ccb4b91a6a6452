package templates_test

import (
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/translation"
)

// TestSiteTextsTranslations: the site's texts of Apariencia (the header's, the hero's…) are
// translated on the shared page with a plain «Guardar»; Apariencia shows the status once the site
// has another language.
func TestSiteTextsTranslations(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	if strings.Contains(b.Do("GET", "/admin/templates/", "", "").Body, `id="lista-traducciones"`) {
		t.Fatal("a site in Spanish only offers translations")
	}
	e.InsertRows(t, "idiomas", []map[string]any{{"codigo": "en", "nombre": "English", "orden": 1, "activo": true}})
	page := "/admin/templates/ajustes/1/traducciones/en"
	r := b.Do("GET", page, "", "")
	cmstest.WantStatus(t, r, 200)
	cmstest.WantTranslatedFields(t, "ajustes_sitio", r.Body)
	// Before the Spanish texts were ever saved there is nothing to translate beside.
	if r := b.PostForm(page, cmstest.Form("portada_titulo", "Design that sells", "estado", "publicado")); r.Status != 409 || !strings.Contains(r.Body, translation.MsgSourceNotSaved) {
		t.Fatalf("a translation of settings never saved: %d", r.Status)
	}
	e.InsertRows(t, "ajustes_sitio", []map[string]any{{"id": 1, "portada_titulo": "Diseño que vende"}})
	cmstest.WantStatus(t, b.PostForm(page, cmstest.Form("portada_titulo", "Design that sells", "estado", "publicado")), 303)
	if body := b.Do("GET", "/admin/templates/", "", "").Body; !strings.Contains(body, `data-label="Traducción">al día · publicada`) {
		t.Fatal("Apariencia does not show the translation")
	}
}
