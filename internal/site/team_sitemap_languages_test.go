package site_test

import (
	"net/http"
	"strconv"
	"testing"
)

// TestTranslatedTeam: the team page in English names a department by its published English
// translation, read with the departments (so does the job openings' department filter), and shows a
// department without one in Spanish, marked lang="es"; the Spanish page keeps the Spanish names.
func TestTranslatedTeam(t *testing.T) {
	t.Parallel()
	f := newFixture(t, true)
	f.rest(http.MethodPatch, "/rest/v1/ajustes_sitio?id=eq.1", `{"mostrar_equipo":true}`, http.StatusOK)
	var dept struct {
		ID int64 `json:"id"`
	}
	f.row("departamentos", "select=id&nombre=eq.Desarrollo", &dept)
	f.rest(http.MethodPost, "/rest/v1/departamentos_traducciones",
		`{"origen":`+strconv.FormatInt(dept.ID, 10)+`,"idioma":"en","nombre":"Engineering","descripcion":"Web and mobile apps, from the idea to production."}`,
		http.StatusCreated)

	en := f.page("/en/equipo", http.StatusOK)
	mustContain(t, "/en/equipo", en, `<html lang="en">`, "<h1>Our team</h1>", `<h2 id="d-engineering">Engineering</h2>`,
		`<p class="meta">Web and mobile apps, from the idea to production.</p>`, `<h2 id="d-direccion" lang="es">Dirección</h2>`,
		`<p class="meta" lang="es">Estrategia, finanzas y relación con los socios.</p>`)
	mustNotContain(t, "/en/equipo", en, ">Desarrollo</h2>", "Aplicaciones web y móviles")
	// The usual kinds of contract read in the page's language.
	mustContain(t, "/en/empleo", f.page("/en/empleo", http.StatusOK), `>Engineering</option>`, " · Full-time</p>", " · Part-time</p>")

	es := f.page("/equipo", http.StatusOK)
	mustContain(t, "/equipo", es, `<h2 id="d-desarrollo">Desarrollo</h2>`, `<h2 id="d-direccion">Dirección</h2>`)
	mustNotContain(t, "/equipo", es, "Engineering", `<p class="meta" lang="es">`)
}

// TestTranslatedSiteMap: the human site map in English heads its sections in English, links each
// page every language has at its English address with its English name, and each translated item
// at its translation's address with its translated title (as sitemap.xml lists it); an item without
// a translation keeps its Spanish title, marked lang="es". The Spanish map is as Spanish has it.
func TestTranslatedSiteMap(t *testing.T) {
	t.Parallel()
	f := newFixture(t, true)
	en := f.page("/en/mapa-del-sitio", http.StatusOK)
	mustContain(t, "/en/mapa-del-sitio", en, `<html lang="en">`, `<h2 id="main-pages">Main pages</h2>`, `<h2 id="articles">Articles</h2>`,
		`<li><a href="/en/">Home</a></li>`, `<li><a href="/en/blog">All posts</a></li>`, `<li><a href="/en/mapa-del-sitio">Site map</a></li>`,
		`<li><a href="/en/blog/web-app-or-mobile-app">How to choose between a web app and a mobile app</a></li>`,
		`<li><a href="/en/servicios/software-development">Software development</a></li>`,
		`<li lang="es"><a href="/en/aviso-legal">Aviso legal</a></li>`)
	mustNotContain(t, "/en/mapa-del-sitio", en, "Cómo elegir entre una aplicación web y una aplicación móvil", "Páginas principales",
		`<ul lang="es">`)
	mustContain(t, "sitemap.xml", f.page("/sitemap.xml", http.StatusOK), "<loc>"+testBase+"/en/blog/web-app-or-mobile-app</loc>")

	es := f.page("/mapa-del-sitio", http.StatusOK)
	mustContain(t, "/mapa-del-sitio", es, `<h2 id="paginas-principales">Páginas principales</h2>`, `<li><a href="/">Inicio</a></li>`,
		`<li><a href="/blog/como-elegir-entre-una-aplicacion-web-y-una-aplicacion-movil">Cómo elegir entre una aplicación web y una aplicación móvil</a></li>`)
	mustNotContain(t, "/mapa-del-sitio", es, "How to choose between a web app and a mobile app", `<li lang="es">`)
}
