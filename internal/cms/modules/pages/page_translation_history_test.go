package pages_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestPageTranslationHistory: the comparison of a page translation's revisions shows its blocks a
// text at a time, labelled as the translation page labels them and in the page's order, with the
// words changed and never the blocks' JSON; a block the Spanish page gained between the two saves
// is compared with nothing; a restore brings the older blocks back whole.
func TestPageTranslationHistory(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	e.InsertRows(t, "idiomas", []map[string]any{{"codigo": "en", "nombre": "English", "orden": 1, "activo": true}})
	text := map[string]string{"tipo": "texto", "html": "<p>Somos un equipo.</p>"}
	button := map[string]string{"tipo": "boton", "texto": "Escríbanos", "enlace": "/contacto"}
	id := e.InsertRows(t, "paginas", []map[string]any{{"titulo": "Nosotros", "slug": "nosotros", "bloques": []any{text, button}}})[0]
	page := fmt.Sprintf("/admin/pages/%d/traducciones/en", id)
	// Drafts both: a restore then updates the translation at once.
	cmstest.WantStatus(t, b.PostForm(page, cmstest.Form("titulo", "About us", "bloques_1_html", "<p>We are a team.</p>",
		"bloques_2_texto", "Write to us", "bloques_2_enlace", "/en/contact")), 303)
	older := e.TranslatedJSON(t, "paginas", "bloques", id, "en")
	cmstest.WantStatus(t, b.PostForm(fmt.Sprintf("/admin/pages/%d", id), pageForm([]string{"titulo", "Nosotros", "slug", "nosotros", "version", "1"},
		text, button, map[string]string{"tipo": "formulario_contacto", "texto": "Hablemos"})), 303)
	cmstest.WantStatus(t, b.PostForm(page, cmstest.Form("titulo", "About us", "bloques_1_html", "<p>We are a <strong>small</strong> team.</p>",
		"bloques_2_texto", "Talk to us", "bloques_2_enlace", "/en/contact", "bloques_3_texto", "Talk with us", "version", "1")), 303)

	own := cmstest.TranslationHistory(t, b.Do("GET", page, "", "").Body)
	revs := b.RevisionIDs(own)
	if len(revs) != 2 {
		t.Fatalf("the translation's history lists %d revisions, want 2", len(revs))
	}
	r := b.Do("GET", own+"/historial/comparar?a="+revs[1]+"&b="+revs[0], "", "")
	cmstest.WantStatus(t, r, 200)
	body := cmstest.UnescapeHTML(r.Body)
	body = body[strings.Index(body, `id="diferencias"`):] // the compared fields
	last := 0
	for _, label := range []string{"Título", "Bloque 1 · Texto: Texto", "Bloque 2 · Botón: Texto del botón", "Bloque 2 · Botón: Enlace del botón",
		"Bloque 3 · Formulario de contacto: Texto del botón que lleva a /contacto", "Título para buscadores", "Estado"} {
		at := strings.Index(body, `<th scope="row">`+label+`<span`)
		if at < last {
			t.Fatalf("the comparison lacks the line %q, or has it out of the page's order", label)
		}
		last = at
	}
	for _, want := range []string{"We are a <ins>small </ins>team.", "<del>Write</del><ins>Talk</ins> to us", "<ins>Talk with us</ins>"} {
		if !strings.Contains(body, want) {
			t.Errorf("the comparison lacks %s", want)
		}
	}
	if strings.Contains(body, `{"`) || strings.Contains(body, `"tipo"`) || strings.Contains(body, "<strong>") {
		t.Error("the comparison shows the blocks' JSON or markup")
	}

	cmstest.WantStatus(t, b.PostForm(own+"/historial/"+revs[1]+"/restaurar", nil), 303)
	if got := e.TranslatedJSON(t, "paginas", "bloques", id, "en"); got != older {
		t.Fatalf("the restored blocks\n got %s\nwant %s", got, older)
	}
}
