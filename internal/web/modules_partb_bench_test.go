package web_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// benchRows is the size of each list in the list benchmarks.
const benchRows = 100_000

// BenchmarkAdminLists renders the testimonials and clients lists through the CMS handler (session,
// permission check, one platform read in-process, template) with 100 000 rows each, at page 1 and
// at the last page (10 rows per page). It reports the p50 and p99 of the single renders.
//
//	go test ./internal/web -run '^$' -bench BenchmarkAdminLists -benchtime 200x
func BenchmarkAdminLists(b *testing.B) {
	app, client := newBenchCMS(b)
	seedBench(b, client, "categoria-servicios", 10, func(i int) map[string]any { return map[string]any{"name": fmt.Sprintf("Servicio %d", i)} })
	seedBench(b, client, "categorias", 10, func(i int) map[string]any { return map[string]any{"nombre": fmt.Sprintf("Sector %d", i)} })
	start := time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)
	seedBench(b, client, "testimoniales", benchRows, func(i int) map[string]any {
		return map[string]any{"categoria": 1 + i%10, "testimonio": fmt.Sprintf("Un servicio excelente, número %d, que recomendamos.", i),
			"empresa": fmt.Sprintf("Empresa %d", i), "persona": "Ana Pérez", "cargo": "Gerente", "created_at": start.Add(time.Duration(i) * time.Second).Format(time.RFC3339)}
	})
	seedBench(b, client, "clientes", benchRows, func(i int) map[string]any {
		return map[string]any{"nombre": fmt.Sprintf("Cliente %d", i), "categoria": 1 + i%10, "logo_url": fmt.Sprintf("%d/logos/logo_%d.png", 1+i%10, i),
			"created_at": start.Add(time.Duration(i) * time.Second).Format(time.RFC3339)}
	})
	cookie := benchSignIn(b, app)
	last := (benchRows + 9) / 10
	for _, list := range []string{"testimoniales", "clientes"} {
		for _, page := range []int{1, last} {
			path := fmt.Sprintf("/admin/%s/?page=%d&rowsPerPage=10", list, page)
			b.Run(fmt.Sprintf("%s/page=%d", list, page), func(b *testing.B) { benchRender(b, app, cookie, path) })
		}
	}
}

// seedBench inserts n rows through /rest/v1 in batches of 1 000.
func seedBench(b *testing.B, c *platformclient.Client, table string, n int, row func(int) map[string]any) {
	b.Helper()
	for from := 0; from < n; from += 1000 {
		batch := make([]map[string]any, 0, 1000)
		for i := from; i < min(from+1000, n); i++ {
			batch = append(batch, row(i))
		}
		if err := c.From(table, c.Service()).Insert(context.Background(), batch, nil); err != nil {
			b.Fatalf("seed %s: %v", table, err)
		}
	}
}

// benchSignIn signs in through POST /login and returns the session cookie.
func benchSignIn(b *testing.B, app http.Handler) string {
	b.Helper()
	rec := httptest.NewRecorder()
	req := httptest.NewRequest("POST", "/login", strings.NewReader(`{"email":"jefa@example.com","password":"clave-segura-1"}`))
	req.Header.Set("Content-Type", "application/json")
	app.ServeHTTP(rec, req)
	for _, c := range rec.Result().Cookies() {
		if c.Name == "vitrina_session" {
			return c.Name + "=" + c.Value
		}
	}
	b.Fatalf("sign-in: %d %s", rec.Code, rec.Body.String())
	return ""
}
