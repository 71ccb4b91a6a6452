package categorias_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestCategoryTranslations: a category's name and its own address are translated on the shared
// page with a plain «Guardar»; an empty address is made from the translated name.
func TestCategoryTranslations(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	e.InsertRows(t, "idiomas", []map[string]any{{"codigo": "en", "nombre": "English", "orden": 1, "activo": true}})
	id := e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": "Diseño web"}})[0]
	page := fmt.Sprintf("/admin/categorias/%d/traducciones/en", id)
	r := b.Do("GET", page, "", "")
	cmstest.WantStatus(t, r, 200)
	cmstest.WantTranslatedFields(t, "categoria-servicios", r.Body)
	cmstest.WantStatus(t, b.PostForm(page, cmstest.Form("name", "Web design", "estado", "publicado")), 303)
	if r = b.Do("GET", page, "", ""); !strings.Contains(r.Body, `value="web-design"`) {
		t.Fatal("the translation's address was not made from its name")
	}
	if form := b.Do("GET", fmt.Sprintf("/admin/categorias/%d", id), "", "").Body; !strings.Contains(form, `data-label="Traducción">al día · publicada`) {
		t.Fatal("the category's form does not show its translation")
	}
}
