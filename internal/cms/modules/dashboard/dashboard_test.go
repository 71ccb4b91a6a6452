package dashboard_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

func TestDashboard(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	cats := e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": "A"}, {"name": "B"}, {"name": "C"}})
	var rows []map[string]any
	for i := range 7 {
		rows = append(rows, map[string]any{"titulo": fmt.Sprintf("Nota %d", i), "categoria": cats[0], "created_at": cmstest.Stamp(i)})
	}
	e.InsertRows(t, "contenido", rows)
	e.InsertRows(t, "contenido", []map[string]any{{"titulo": "Borrador nuevo", "categoria": cats[0], "created_at": cmstest.Stamp(20), "estado": "borrador"}})
	e.InsertRows(t, "contenido", []map[string]any{{"titulo": "En la papelera", "categoria": cats[0], "created_at": cmstest.Stamp(30), "eliminado_en": cmstest.Stamp(31)}})
	e.InsertRows(t, "testimoniales", []map[string]any{{"testimonio": "t", "empresa": "e", "categoria": cats[1]}})
	r := b.GetJSON("/admin/")
	cmstest.WantStatus(t, r, 200)
	for _, s := range []string{
		`<a href="/admin/contenido/"><span class="n">8</span>Contenido</a>`, // the draft counts, the trash does not
		`<a href="/admin/categorias/"><span class="n">3</span>Categorías</a>`,
		`<span class="n">1</span>Testimonios`,
		`<span class="n">0</span>Clientes`,
	} {
		if !strings.Contains(r.Body, s) {
			t.Errorf("dashboard lacks %s", s)
		}
	}
	// The latest five leave the trash out and say where each item stands.
	latest := r.Body[strings.Index(r.Body, `id="recientes"`):strings.Index(r.Body, `id="actividad"`)]
	if n := strings.Count(latest, `<tr data-id=`); n != 5 || strings.Index(latest, "Nota 6") > strings.Index(latest, "Nota 3") ||
		strings.Contains(latest, "Nota 2<") || strings.Contains(latest, "En la papelera<") {
		t.Errorf("latest content: %d rows\n%s", n, r.Body)
	}
	if !strings.Contains(r.Body, `Borrador nuevo</a></td><td data-label="Estado"><span class="state-badge draft">Borrador</span>`) ||
		!strings.Contains(r.Body, `<span class="state-badge live">Publicado</span>`) {
		t.Errorf("latest content without state badges\n%s", r.Body)
	}
}
