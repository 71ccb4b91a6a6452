package vacantes_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestOpeningTranslations: an opening's translation page offers the catalog's translatable
// columns; the list shows each opening's status and filters those not yet in English.
func TestOpeningTranslations(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	e.InsertRows(t, "idiomas", []map[string]any{{"codigo": "en", "nombre": "English", "orden": 1, "activo": true}})
	ids := e.InsertRows(t, "vacantes", []map[string]any{{"titulo": "Desarrolladora Go", "slug": "desarrolladora-go", "descripcion": "Backend.", "requisitos": "Go.", "modalidad": "remoto", "tipo": "Temporal"},
		{"titulo": "Diseñador", "slug": "disenador", "descripcion": "Interfaces.", "requisitos": "Figma.", "modalidad": "remoto", "tipo": "Temporal"}})
	page := fmt.Sprintf("/admin/vacantes/%d/traducciones/en", ids[0])
	r := b.Do("GET", page, "", "")
	cmstest.WantStatus(t, r, 200)
	cmstest.WantTranslatedFields(t, "vacantes", r.Body)
	cmstest.WantStatus(t, b.PostForm(page, cmstest.Form("titulo", "Go developer", "descripcion", "Backend.", "requisitos", "Go.", "accion", "publicar")), 303)
	if r := b.Do("GET", page, "", "").Body; !strings.Contains(r, `value="go-developer"`) || !strings.Contains(r, `href="/en/empleo/go-developer" id="ver-traduccion"`) {
		t.Fatal("the translation's address was not made from its title, or the page does not link to it")
	}
	list := b.Do("GET", "/admin/vacantes/?traduccion=falta:en", "", "").Body
	if got := cmstest.RowIDs(list); fmt.Sprint(got) != fmt.Sprint([]string{cmstest.IDText(ids[1])}) || !strings.Contains(list, `<span lang="en">English</span>: falta`) {
		t.Fatalf("«Sin traducir al English» lists %v", got)
	}
}
