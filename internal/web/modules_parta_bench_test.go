package web_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/platform/platformtest"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/web"
)

// benchCategoryTree seeds a four-level tree of 10 000 categories (10 roots, 9 children each, then
// 10 and 10) in id order, so each level's parents exist before it is written.
func benchCategoryTree(b *testing.B, c *platformclient.Client) {
	levels := []struct{ n, firstParent, perParent int }{{10, 0, 0}, {90, 1, 9}, {900, 11, 10}, {9000, 101, 10}}
	for depth, l := range levels {
		seedBench(b, c, "categoria-servicios", l.n, func(i int) map[string]any {
			row := map[string]any{"name": fmt.Sprintf("Servicio %d-%d", depth, (i*7919)%l.n), "id_padre": nil}
			if l.perParent > 0 {
				row["id_padre"] = l.firstParent + i/l.perParent
			}
			return row
		})
	}
}

// BenchmarkAdminContentAndCategories renders the content list (100 000 items, 10 a page) at page 1
// and at the last page, and the categories page with a tree of 10 000 categories, through the CMS
// handler (session, permission check, in-process platform reads, template). The content list also
// reads every category for its filter, so it is measured with 100 and with 10 000 categories. It
// reports p50 and p99 of single renders.
//
//	go test ./internal/web -run '^$' -bench BenchmarkAdminContentAndCategories -benchtime 200x
func BenchmarkAdminContentAndCategories(b *testing.B) {
	start := time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)
	content := func(cats int) func(int) map[string]any {
		return func(i int) map[string]any {
			return map[string]any{"titulo": fmt.Sprintf("Proyecto número %d para un cliente", i), "categoria": 1 + i%cats,
				"descripcion":      map[string]any{"body": "<p>Texto del proyecto.</p>", "layout": 1 + i%3},
				"imagen_principal": fmt.Sprintf("imagenes/foto_%d.png", i), "created_at": start.Add(time.Duration(i) * time.Second).Format(time.RFC3339)}
		}
	}
	last := (benchRows + 9) / 10
	for _, cats := range []int{100, 10_000} {
		app, client := newBenchCMS(b)
		if cats == 100 {
			seedBench(b, client, "categoria-servicios", cats, func(i int) map[string]any { return map[string]any{"name": fmt.Sprintf("Servicio %d", i)} })
		} else {
			benchCategoryTree(b, client)
		}
		seedBench(b, client, "contenido", benchRows, content(cats))
		cookie := benchSignIn(b, app)
		paths := []string{fmt.Sprintf("/admin/contenido/?page=1&rowsPerPage=10"), fmt.Sprintf("/admin/contenido/?page=%d&rowsPerPage=10", last)}
		if cats == 10_000 {
			paths = append(paths, "/admin/categorias/")
		}
		for _, path := range paths {
			b.Run(fmt.Sprintf("categories=%d%s", cats, strings.NewReplacer("/admin", "", "?", "", "&rowsPerPage=10", "").Replace(path)), func(b *testing.B) {
				benchRender(b, app, cookie, path)
			})
		}
	}
}

// newBenchCMS is a CMS on a fresh in-process platform with one administrator.
func newBenchCMS(b *testing.B) (*web.App, *platformclient.Client) {
	plat := platformtest.New(b)
	client := platformclient.New(platformclient.Options{BaseURL: "http://platform.internal", Transport: platformclient.InProcess(plat.Handler),
		AnonKey: plat.Keys.AnonKey(), ServiceRoleKey: plat.Keys.ServiceRoleKey()})
	svc := cms.NewService(client, adminEmail)
	app, err := web.New(web.Options{Service: svc, DB: plat.DB, Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), BaseURL: "http://cms.test"})
	if err != nil {
		b.Fatal(err)
	}
	if _, err := svc.CreateAccount(context.Background(), cms.NewAccount{Email: "jefa@example.com", Password: "clave-segura-1"}); err != nil {
		b.Fatal(err)
	}
	return app, client
}

// benchRender times single renders of path and reports their p50 and p99.
func benchRender(b *testing.B, app *web.App, cookie, path string) {
	size := benchGet(b, app, cookie, path, `data-id=`)
	b.ReportMetric(float64(size)/1024, "page-KiB")
}

// benchGet times single GETs of path with the session cookie, requiring a 200 whose body contains
// want; it reports p50 and p99 and returns the size of the last answer.
func benchGet(b *testing.B, app *web.App, cookie, path, want string) int {
	times := make([]time.Duration, 0, b.N)
	size := 0
	for b.Loop() {
		t0 := time.Now()
		rec := httptest.NewRecorder()
		req := httptest.NewRequest("GET", path, nil)
		req.Header.Set("Cookie", cookie)
		app.ServeHTTP(rec, req)
		times = append(times, time.Since(t0))
		if rec.Code != 200 || !strings.Contains(rec.Body.String(), want) {
			b.Fatalf("%s: %d %.300s", path, rec.Code, rec.Body.String())
		}
		size = rec.Body.Len()
	}
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(times[len(times)*99/100].Microseconds())/1000, "p99-ms")
	return size
}
