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
