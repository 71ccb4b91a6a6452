package seo_test

import (
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestSEOSettingsTranslations: the site-wide default description is translated on the shared page
// with a plain «Guardar», and the title pattern left empty keeps the Spanish one; the settings page
// shows the status, outdated once the Spanish description changes (not when only a shared setting
// does).
func TestSEOSettingsTranslations(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	e.InsertRows(t, "idiomas", []map[string]any{{"codigo": "en", "nombre": "English", "orden": 1, "activo": true}})
	cmstest.WantStatus(t, b.PostForm("/admin/seo/", cmstest.Form("patron_titulo", "{titulo} | Vitrina", "descripcion", "Agencia de diseño.")), 303)
	r := b.Do("GET", "/admin/seo/ajustes/1/traducciones/en", "", "")
	cmstest.WantStatus(t, r, 200)
	cmstest.WantTranslatedFields(t, "ajustes_seo", r.Body)
	cmstest.WantStatus(t, b.PostForm("/admin/seo/ajustes/1/traducciones/en", cmstest.Form("descripcion", "Design agency.", "estado", "publicado")), 303)
	if page := b.Do("GET", "/admin/seo/", "", "").Body; !strings.Contains(page, `data-label="Traducción">al día · publicada`) {
		t.Fatal("the settings page does not show the translation")
	}
	cmstest.WantStatus(t, b.PostForm("/admin/seo/", cmstest.Form("patron_titulo", "{titulo} | Vitrina", "descripcion", "Agencia de diseño.",
		"robots", "Disallow: /borradores")), 303)
	if page := b.Do("GET", "/admin/seo/", "", "").Body; !strings.Contains(page, `data-label="Traducción">al día · publicada`) {
		t.Fatal("a shared setting's change outdates the translation")
	}
	cmstest.WantStatus(t, b.PostForm("/admin/seo/", cmstest.Form("patron_titulo", "{titulo} | Vitrina", "descripcion", "Agencia de diseño web.")), 303)
	if page := b.Do("GET", "/admin/seo/", "", "").Body; !strings.Contains(page, `data-label="Traducción">desactualizada · publicada`) {
		t.Fatal("the settings page does not show the translation outdated after the description changed")
	}
	cmstest.WantStatus(t, b.Do("GET", "/admin/seo/ajustes/2/traducciones/en", "", ""), 404)
}
