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

// TestDepartmentListTranslationFilter: «Sin traducir al English» lists only the departments with no
// English translation; a site in Spanish only shows neither the column nor the filter.
func TestDepartmentListTranslationFilter(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	ids := e.InsertRows(t, "departamentos", []map[string]any{{"nombre": "Diseño", "orden": 1}, {"nombre": "Ventas", "orden": 2}})
	if list := b.Do("GET", "/admin/departamentos/", "", "").Body; strings.Contains(list, "Traducciones") || strings.Contains(list, `id="filtro-traduccion"`) {
		t.Fatal("a site in Spanish only shows the translations' column or filter")
	}
	e.InsertRows(t, "idiomas", []map[string]any{{"codigo": "en", "nombre": "English", "orden": 1, "activo": true}})
	cmstest.WantStatus(t, b.PostForm(fmt.Sprintf("/admin/departamentos/%d/traducciones/en", ids[0]), cmstest.Form("nombre", "Design", "estado", "publicado")), 303)
	list := b.Do("GET", "/admin/departamentos/?traduccion=falta:en", "", "").Body
	if got := cmstest.RowIDs(list); fmt.Sprint(got) != fmt.Sprint([]string{cmstest.IDText(ids[1])}) {
		t.Fatalf("«Sin traducir al English» lists %v", got)
	}
	if !strings.Contains(list, `<option value="falta:en" selected>Sin traducir al English</option>`) || !strings.Contains(list, `<span lang="en">English</span>: falta`) {
		t.Fatal("the list's translations column or filter is wrong")
	}
}
