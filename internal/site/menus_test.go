package site_test

import (
	"fmt"
	"strings"
	"testing"
)

// TestMenus: the header and footer come from the menus once they have items; every kind of target
// resolves to its public address, nested items render under their parent, and an item whose target
// is gone (or not public) is left out with its children.
func TestMenus(t *testing.T) {
	t.Parallel()
	f := newFixture(t, true)
	mustContain(t, "demo menus", f.page("/", 200),
		`<li class="has-children"><a href="/quienes-somos">Quiénes somos</a><ul><li><a href="/quienes-somos/equipo">Nuestro equipo</a></li></ul></li>`,
		`<li><a href="https://www.linkedin.com/company/altamar-consultores" rel="me">LinkedIn</a></li>`)
	f.rest("DELETE", "/rest/v1/menus?id=gt.0", "", 200) // no menus: the fixed navigation
	home := f.page("/", 200)
	mustContain(t, "fixed navigation", home, `<li><a href="/testimonios">Testimonios</a></li>`, `<a href="/mapa-del-sitio">Mapa del sitio</a>`)

	draft := f.newPage(`{"titulo":"Borrador","slug":"borrador","estado":"borrador"}`)
	doomed := f.newPage(`{"titulo":"Se irá","slug":"se-ira"}`)
	var cat struct {
		ID int `json:"id"`
	}
	f.row("categoria-servicios", "slug=eq.desarrollo-de-software&select=id", &cat)
	about := f.newMenuItem(`{"ubicacion":"cabecera","etiqueta":"Nosotros","tipo":"pagina","destino":"%d","orden":1}`, f.pageID("quienes-somos"))
	f.newMenuItem(`{"ubicacion":"cabecera","padre":%d,"etiqueta":"Equipo","tipo":"pagina","destino":"%d","orden":1}`, about, f.pageID("equipo"))
	f.newMenuItem(`{"ubicacion":"cabecera","etiqueta":"Software","tipo":"categoria","destino":"%d","orden":2}`, cat.ID)
	f.newMenuItem(`{"ubicacion":"cabecera","etiqueta":"Una noticia","tipo":"contenido","destino":"1","orden":3}`)
	f.newMenuItem(`{"ubicacion":"cabecera","etiqueta":"Opiniones","tipo":"sitio","destino":"testimonios","orden":4}`)
	f.newMenuItem(`{"ubicacion":"cabecera","etiqueta":"Oculta","tipo":"pagina","destino":"%d","orden":5}`, draft)
	gone := f.newMenuItem(`{"ubicacion":"cabecera","etiqueta":"Borrada","tipo":"pagina","destino":"%d","orden":6}`, doomed)
	f.newMenuItem(`{"ubicacion":"cabecera","padre":%d,"etiqueta":"Hija de borrada","tipo":"sitio","destino":"clientes","orden":1}`, gone)
	f.newMenuItem(`{"ubicacion":"cabecera","etiqueta":"Proyectos","tipo":"sitio","destino":"proyectos","orden":7}`)
	f.newMenuItem(`{"ubicacion":"pie","etiqueta":"Aviso legal","tipo":"pagina","destino":"%d","orden":1}`, f.pageID("aviso-legal"))
	f.newMenuItem(`{"ubicacion":"pie","etiqueta":"LinkedIn","tipo":"externo","destino":"https://www.linkedin.com/company/altamar","orden":2}`)
	f.rest("DELETE", fmt.Sprintf("/rest/v1/paginas?id=eq.%d", doomed), "", 200)

	body := f.page("/testimonios", 200)
	mustContain(t, "header menu", body,
		`<li class="has-children"><a href="/quienes-somos">Nosotros</a><ul><li><a href="/quienes-somos/equipo">Equipo</a></li></ul></li>`,
		`<li><a href="/servicios/desarrollo-de-software">Software</a></li>`,
		`<li><a href="/contenido/1-`, `>Una noticia</a></li>`,
		`<li><a href="/testimonios" aria-current="page">Opiniones</a></li>`,
		`<li><a href="/aviso-legal">Aviso legal</a></li>`, `<li><a href="https://www.linkedin.com/company/altamar">LinkedIn</a></li>`,
		`<li><a href="/proyectos">Proyectos</a></li>`)
	mustNotContain(t, "header menu", body, "Oculta", "Borrada", "Hija de borrada", `<a href="/mapa-del-sitio">Mapa del sitio</a>`)
	header := body[strings.Index(body, `aria-label="Principal">`):strings.Index(body, "</header>")]
	if strings.Contains(header, ">Inicio<") {
		t.Error("the fixed navigation is still in the header")
	}

	// The platform refuses a third level and an external target that is not http(s).
	child := f.newMenuItem(`{"ubicacion":"cabecera","padre":%d,"etiqueta":"Nieta?","tipo":"sitio","destino":"inicio"}`, about)
	for _, body := range []string{
		fmt.Sprintf(`{"ubicacion":"cabecera","padre":%d,"etiqueta":"x","tipo":"sitio","destino":"inicio"}`, child),
		fmt.Sprintf(`{"ubicacion":"pie","padre":%d,"etiqueta":"x","tipo":"sitio","destino":"inicio"}`, about),
		`{"ubicacion":"pie","etiqueta":"x","tipo":"externo","destino":"javascript:alert(1)"}`,
	} {
		if got := f.rest("POST", "/rest/v1/menus", body, 400); !strings.Contains(got, `"code":"P0001"`) {
			t.Errorf("%s: %s", body, got)
		}
	}
}

func (f *fixture) newMenuItem(format string, args ...any) int {
	f.t.Helper()
	body := f.rest("POST", "/rest/v1/menus?select=id", fmt.Sprintf(format, args...), 201)
	var id int
	if _, err := fmt.Sscanf(body, `[{"id":%d}]`, &id); err != nil {
		f.t.Fatalf("no id in %s", body)
	}
	return id
}

func (f *fixture) pageID(slug string) int {
	f.t.Helper()
	var p struct {
		ID int `json:"id"`
	}
	f.row("paginas", "slug=eq."+slug+"&select=id", &p)
	return p.ID
}
