package site_test

import (
	"encoding/json"
	"net/http"
	"regexp"
	"strings"
	"testing"
)

// TestFAQPages: /preguntas-frecuentes groups the published questions by category in their order
// with anchors and FAQPage JSON-LD; a category's page lists its questions; drafts never show; a
// reorder shows at once.
func TestFAQPages(t *testing.T) {
	t.Parallel()
	f := newFixture(t, true)
	body := f.page("/preguntas-frecuentes", 200)
	mustContain(t, "faq", body, `<section id="generales"`, `<h2 id="t-generales">Preguntas generales</h2>`,
		`<section id="tiendas-en-linea"`, "¿Cuánto cuesta un proyecto con Altamar?", `href="#pregunta-1"`)
	if i, j := strings.Index(body, "¿Cuánto cuesta"), strings.Index(body, "¿Trabajan con empresas"); i < 0 || i > j {
		t.Error("questions out of order")
	}
	m := regexp.MustCompile(`(?s)<script type="application/ld\+json">(.*?)</script>`).FindStringSubmatch(body)
	if m == nil {
		t.Fatal("no JSON-LD")
	}
	var ld struct {
		Type       string `json:"@type"`
		MainEntity []struct {
			Type           string `json:"@type"`
			Name           string `json:"name"`
			AcceptedAnswer struct {
				Type string `json:"@type"`
				Text string `json:"text"`
			} `json:"acceptedAnswer"`
		} `json:"mainEntity"`
	}
	if err := json.Unmarshal([]byte(m[1]), &ld); err != nil {
		t.Fatal(err)
	}
	if ld.Type != "FAQPage" || len(ld.MainEntity) != 13 || ld.MainEntity[0].Type != "Question" || ld.MainEntity[0].Name == "" ||
		ld.MainEntity[0].AcceptedAnswer.Type != "Answer" || ld.MainEntity[0].AcceptedAnswer.Text == "" {
		t.Errorf("FAQPage %+v", ld)
	}
	mustContain(t, "category", f.page("/servicios/seo-local", 200), "Preguntas frecuentes", "¿Cuándo se ven los resultados del SEO local?", `"@type":"FAQPage"`)
	mustNotContain(t, "category", f.page("/servicios/seo-local", 200), "¿Cuánto cuesta un proyecto")

	f.rest(http.MethodPost, "/rest/v1/preguntas", `{"pregunta":"¿Pregunta secreta?","respuesta":"No","estado":"borrador"}`, 201)
	mustNotContain(t, "draft", f.page("/preguntas-frecuentes", 200), "¿Pregunta secreta?")
	f.rest(http.MethodPost, "/rest/v1/rpc/ordenar_preguntas", `{"p_ids":[2,1]}`, 204)
	body = f.page("/preguntas-frecuentes", 200)
	if i, j := strings.Index(body, "¿Cuánto cuesta"), strings.Index(body, "¿Trabajan con empresas"); i < j {
		t.Error("reorder not shown")
	}
	mustContain(t, "search", f.page("/buscar?q=auditoria", 200), `href="/preguntas-frecuentes#pregunta-10"`)
}
