package media_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestFileTranslations: a file's alternative text and title are translated on the shared page with
// a plain «Guardar»; the file's page shows the status.
func TestFileTranslations(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	e.InsertRows(t, "idiomas", []map[string]any{{"codigo": "en", "nombre": "English", "orden": 1, "activo": true}})
	fid := e.InsertRows(t, "medios", []map[string]any{{"bucket": "contenido", "ruta": "biblioteca/a.png", "nombre": "a.png", "carpeta": "biblioteca",
		"tipo": "image/png", "tamano": 10, "texto_alternativo": "Sala de reuniones"}})[0]
	page := fmt.Sprintf("/admin/media/%d/traducciones/en", fid)
	r := b.Do("GET", page, "", "")
	cmstest.WantStatus(t, r, 200)
	cmstest.WantTranslatedFields(t, "medios", r.Body)
	if !strings.Contains(r.Body, `<span lang="es" class="source-text">Sala de reuniones</span>`) {
		t.Fatal("the Spanish alternative text is not beside its field")
	}
	cmstest.WantStatus(t, b.PostForm(page, cmstest.Form("texto_alternativo", "Meeting room", "estado", "publicado")), 303)
	if file := b.Do("GET", fmt.Sprintf("/admin/media/%d", fid), "", "").Body; !strings.Contains(file, `data-label="Traducción">al día · publicada`) {
		t.Fatal("the file's page does not show its translation")
	}
}

// TestFileListTranslationFilter: the library's list view shows each file's translations and
// «Sin traducir al English» narrows the page and its count in the query; a site in Spanish only
// shows neither the column nor the filter.
func TestFileListTranslationFilter(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	file := func(name string) map[string]any {
		return map[string]any{"bucket": "contenido", "ruta": "biblioteca/" + name, "nombre": name, "carpeta": "biblioteca", "tipo": "image/png", "tamano": 10, "texto_alternativo": "Foto " + name}
	}
	ids := e.InsertRows(t, "medios", []map[string]any{file("a.png"), file("b.png"), file("c.png")})
	if list := b.Do("GET", "/admin/media/?vista=lista", "", "").Body; strings.Contains(list, "<th>Traducciones</th>") || strings.Contains(list, `id="filtro-traduccion"`) {
		t.Fatal("a site in Spanish only shows the translations' column or filter")
	}
	e.InsertRows(t, "idiomas", []map[string]any{{"codigo": "en", "nombre": "English", "orden": 1, "activo": true}})
	cmstest.WantStatus(t, b.PostForm(fmt.Sprintf("/admin/media/%d/traducciones/en", ids[0]), cmstest.Form("texto_alternativo", "Photo", "estado", "publicado")), 303)
	list := b.Do("GET", "/admin/media/?vista=lista&traduccion=falta:en", "", "").Body
	got := cmstest.RowIDs(list)
	if len(got) != 2 || strings.Contains(fmt.Sprint(got), cmstest.IDText(ids[0])) {
		t.Fatalf("«Sin traducir al English» lists %v", got)
	}
	if !strings.Contains(list, "2 en total") || !strings.Contains(list, `<option value="falta:en" selected>Sin traducir al English</option>`) ||
		!strings.Contains(list, `<span lang="en">English</span>: falta`) {
		t.Fatal("the list's count, translations column or filter is wrong")
	}
	// Switching between the grid and the list keeps the filter.
	if !strings.Contains(list, `tipo=&amp;traduccion=falta%3aen">cuadrícula</a>`) {
		t.Error("the list's link to the grid drops the translation filter")
	}
	grid := b.Do("GET", "/admin/media/?traduccion=falta:en", "", "").Body
	if !strings.Contains(grid, `tipo=&amp;traduccion=falta%3aen">lista</a>`) {
		t.Error("the grid's link to the list drops the translation filter")
	}
}
