package departamentos_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestDepartmentTranslations: a department's name and description are translated on the shared
// page with a plain «Guardar»; the department's form shows the status.
func TestDepartmentTranslations(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	e.InsertRows(t, "idiomas", []map[string]any{{"codigo": "en", "nombre": "English", "orden": 1, "activo": true}})
	id := e.InsertRows(t, "departamentos", []map[string]any{{"nombre": "Diseño", "descripcion": "Marcas y sitios."}})[0]
	page := fmt.Sprintf("/admin/departamentos/%d/traducciones/en", id)
	r := b.Do("GET", page, "", "")
	cmstest.WantStatus(t, r, 200)
	cmstest.WantTranslatedFields(t, "departamentos", r.Body)
	cmstest.WantStatus(t, b.PostForm(page, cmstest.Form("nombre", "Design", "estado", "publicado")), 303)
	if form := b.Do("GET", fmt.Sprintf("/admin/departamentos/%d", id), "", "").Body; !strings.Contains(form, `data-label="Traducción">al día · publicada`) {
		t.Fatal("the department's form does not show its translation")
	}
	if list := b.Do("GET", "/admin/departamentos/", "", "").Body; !strings.Contains(list, `<span lang="en">English</span>: al día`) {
		t.Fatal("the list does not show the department's translation")
	}
}
