package site_test

import (
	"net/http"
	"strings"
	"testing"
)

// TestTeamPage: /equipo answers 404 and stays out of the sitemap until the appearance settings turn
// it on; then it lists the departments in their order with their active people's names (the head
// first) and nothing else about them; an employee edit shows at once.
func TestTeamPage(t *testing.T) {
	t.Parallel()
	f := newFixture(t, true)
	f.page("/equipo", http.StatusNotFound)
	mustNotContain(t, "sitemap", f.page("/sitemap.xml", http.StatusOK), testBase+"/equipo<")

	f.rest(http.MethodPatch, "/rest/v1/ajustes_sitio?id=eq.1", `{"mostrar_equipo":true}`, 200)
	body := f.page("/equipo", http.StatusOK)
	mustContain(t, "team page", body, "<h1>Nuestro equipo</h1>", "<h2 id=")
	main := body[strings.Index(body, "<main"):strings.Index(body, "</main>")]
	mustNotContain(t, "team page", main, "@", "administrador")
	mustContain(t, "sitemap", f.page("/sitemap.xml", http.StatusOK), testBase+"/equipo<")

	var emp struct {
		ID     string `json:"id"`
		Nombre string `json:"nombre"`
	}
	f.row("Empleados", "select=id,nombre&activo=eq.true&nombre=not.is.null&order=nombre&limit=1", &emp)
	if !strings.Contains(main, emp.Nombre) {
		t.Fatalf("the team page lacks %q", emp.Nombre)
	}
	f.rest(http.MethodPatch, "/rest/v1/Empleados?id=eq."+emp.ID, `{"activo":false}`, 200)
	mustNotContain(t, "after the employee left", f.page("/equipo", http.StatusOK), emp.Nombre)
}
