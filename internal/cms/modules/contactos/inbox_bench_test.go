package contactos_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// BenchmarkInbox renders the inbox through the CMS handler with 100 000 messages: page 1 and the
// last page of the inbox (10 rows per page, archived ones left out), a search, and a status filter.
//
//	go test ./internal/cms/modules/contactos -run '^$' -bench BenchmarkInbox -benchtime 100x
func BenchmarkInbox(b *testing.B) {
	app, client := cmstest.NewBenchCMS(b)
	start := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	statuses := []string{"nuevo", "leído", "respondido", "archivado"}
	cmstest.SeedBench(b, client, "mensajes_contacto", cmstest.BenchRows, func(i int) map[string]any {
		return map[string]any{"nombre": fmt.Sprintf("Persona %d", i), "email": fmt.Sprintf("p%d@ejemplo.com", i),
			"empresa": fmt.Sprintf("Empresa %d", i%500), "asunto": fmt.Sprintf("Consulta número %d", i),
			"mensaje":        "Buenos días, quisiera recibir información sobre sus servicios y un presupuesto.",
			"consentimiento": true, "estado": statuses[i%4], "created_at": start.Add(time.Duration(i) * time.Minute).Format(time.RFC3339)}
	})
	cookie := cmstest.BenchSignIn(b, app)
	last := (cmstest.BenchRows*3/4 + 9) / 10
	for _, c := range []struct{ name, path string }{
		{"inbox/page=1", "/admin/contactos/?page=1&rowsPerPage=10"},
		{fmt.Sprintf("inbox/page=%d", last), fmt.Sprintf("/admin/contactos/?page=%d&rowsPerPage=10", last)},
		{"estado=nuevo/page=1", "/admin/contactos/?estado=nuevo&rowsPerPage=10"},
		{"search=empresa 499", "/admin/contactos/?q=Empresa+499&estado=todos&rowsPerPage=10"},
	} {
		b.Run(c.name, func(b *testing.B) { cmstest.BenchRender(b, app, cookie, c.path) })
	}
}
