package site_test

import (
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"
)

// previewLink makes a link to row id of table, valid an hour after now, and answers its path.
func previewLink(f *fixture, table, id string, now time.Time) string {
	token := f.rest(http.MethodPost, "/rest/v1/rpc/crear_vista_previa",
		`{"p_tabla":"`+table+`","p_registro":"`+id+`","p_expira_en":"`+now.Add(time.Hour).UTC().Format(time.RFC3339)+`"}`, 200)
	return "/vista-previa/" + strings.Trim(token, `"`)
}

// previewMarks are what every preview page has: kept out of search engines, marked as not published.
var previewMarks = []string{`<meta name="robots" content="noindex, nofollow">`, "Vista previa:"}

// TestPreviewBlogPosts: a draft post and a scheduled one are previewed through the post page's
// renderer — sanitized body, tags — without its BlogPosting or canonical address; a published post's
// preview shows its pending draft.
func TestPreviewBlogPosts(t *testing.T) {
	t.Parallel()
	f, _ := blogFixture(t)
	f.rest(http.MethodPatch, "/rest/v1/blog_entradas?id=eq.13", `{"cuerpo":"<p>Texto del borrador</p><script>x()</script>"}`, 200)
	body := f.page(previewLink(f, "blog_entradas", "13", time.Now()), http.StatusOK)
	mustContain(t, "draft post", body, append(previewMarks, "Borrador secreto", "Texto del borrador", "Diseño")...)
	mustNotContain(t, "draft post", body, "<script>x()", "BlogPosting", `rel="canonical"`)
	f.page("/blog/borrador", http.StatusNotFound)

	mustContain(t, "scheduled post", f.page(previewLink(f, "blog_entradas", "14", time.Now()), http.StatusOK), "Programada futura")

	f.rest(http.MethodPost, "/rest/v1/borradores", `{"tabla":"blog_entradas","registro":"12","datos":{"titulo":"Entrada doce renovada"},"autor":"ana@example.com","guardado_en":"`+time.Now().UTC().Format(time.RFC3339)+`"}`, 201)
	mustContain(t, "pending draft", f.page(previewLink(f, "blog_entradas", "12", time.Now()), http.StatusOK), "Entrada doce renovada", "Ana Ruiz")
	mustNotContain(t, "published post", f.page("/blog/entrada-12", http.StatusOK), "Entrada doce renovada")
}

// TestPreviewProjects: a draft project is previewed through the project page's renderer, with its
// client, category and gallery, without its CreativeWork.
func TestPreviewProjects(t *testing.T) {
	t.Parallel()
	f := projectsFixture(t)
	f.rest(http.MethodPatch, "/rest/v1/proyectos?id=eq.20", `{"resumen":"Resumen en preparación","resultados":[{"etiqueta":"Pedidos","cifra":"+80 %"}]}`, 200)
	f.rest(http.MethodPost, "/rest/v1/proyecto_imagenes", `{"proyecto":20,"ruta":"proyectos/nueva.png","texto_alternativo":"Imagen del borrador","orden":1}`, 201)
	body := f.page(previewLink(f, "proyectos", "20", time.Now()), http.StatusOK)
	mustContain(t, "draft project", body, append(previewMarks, "Borrador secreto", "Resumen en preparación", "Café Montaña", "Tiendas en línea",
		"Imagen del borrador", "<dt>Pedidos</dt><dd>&#43;80 %</dd>")...)
	mustNotContain(t, "draft project", body, "CreativeWork", `rel="canonical"`)
	f.page("/proyectos/borrador", http.StatusNotFound)
	mustContain(t, "scheduled project", f.page(previewLink(f, "proyectos", "21", time.Now()), http.StatusOK), "Programado futuro")
}

// TestPreviewJobOpenings: a draft opening and a closed one are previewed through the opening page's
// renderer, without the application form, its JobPosting or canonical address.
func TestPreviewJobOpenings(t *testing.T) {
	t.Parallel()
	f := newJobsFixture(t)
	f.rest(http.MethodPatch, "/rest/v1/vacantes?slug=eq.borrador", `{"descripcion":"<p>Oferta en preparación</p>","departamento":1}`, 200)
	body := f.page(previewLink(f.fixture, "vacantes", jobID(f.fixture, "borrador"), f.clock.Now()), http.StatusOK)
	mustContain(t, "draft opening", body, append(previewMarks, "Borrador", "Oferta en preparación", "Tecnología", "en la vista previa no se envían candidaturas")...)
	mustNotContain(t, "draft opening", body, `name="formulario"`, "JobPosting", `rel="canonical"`)
	f.page("/empleo/borrador", http.StatusNotFound)
	mustContain(t, "closed opening", f.page(previewLink(f.fixture, "vacantes", jobID(f.fixture, "cerrada"), f.clock.Now()), http.StatusOK), "Cerrada a mano")
}

// jobID is the id of the opening of slug.
func jobID(f *fixture, slug string) string {
	var row struct{ ID int }
	f.row("vacantes", "select=id&slug=eq."+slug, &row)
	return strconv.Itoa(row.ID)
}

// TestPreviewQuestions: a draft question is previewed on the FAQ page's renderer in its place (by its
// order, in its category's group); a published question's preview shows its pending draft instead
// of the published answer; neither has the FAQPage JSON-LD.
func TestPreviewQuestions(t *testing.T) {
	t.Parallel()
	f := newFixture(t, false)
	f.rest(http.MethodPost, "/rest/v1/preguntas", `[{"id":1,"pregunta":"¿Primera?","respuesta":"<p>Uno.</p>","orden":1,"estado":"publicado"},
		{"id":2,"pregunta":"¿Tercera?","respuesta":"<p>Tres.</p>","orden":3,"estado":"publicado"},
		{"id":3,"pregunta":"¿Segunda en preparación?","respuesta":"<p>Dos.</p>","orden":2,"estado":"borrador"}]`, 201)
	body := f.page(previewLink(f, "preguntas", "3", time.Now()), http.StatusOK)
	mustContain(t, "draft question", body, append(previewMarks, "¿Segunda en preparación?", `id="pregunta-3"`)...)
	mustNotContain(t, "draft question", body, "FAQPage", `rel="canonical"`)
	if i, j, k := strings.Index(body, "¿Primera?"), strings.Index(body, "¿Segunda en preparación?"), strings.Index(body, "¿Tercera?"); i < 0 || i > j || j > k {
		t.Error("the previewed question is not in its place")
	}
	mustNotContain(t, "public FAQ", f.page("/preguntas-frecuentes", http.StatusOK), "¿Segunda en preparación?")

	f.rest(http.MethodPost, "/rest/v1/borradores", `{"tabla":"preguntas","registro":"2","datos":{"respuesta":"<p>Tres y medio.</p>"},"autor":"ana@example.com","guardado_en":"`+time.Now().UTC().Format(time.RFC3339)+`"}`, 201)
	body = f.page(previewLink(f, "preguntas", "2", time.Now()), http.StatusOK)
	mustContain(t, "pending draft", body, "Tres y medio.", "¿Primera?")
	mustNotContain(t, "pending draft", body, "Tres.</p>", "¿Segunda en preparación?")
}
