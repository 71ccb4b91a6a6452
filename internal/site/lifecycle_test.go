package site_test

import (
	"net/http"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/site"
)

// testClock is a settable clock shared by the platform and the site of a fixture.
type testClock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *testClock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.now }
func (c *testClock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

// TestScheduledItemOnTime: a scheduled item appears on the public site at publicar_en and leaves at
// despublicar_en — on its page, the home page, its category's page and the sitemap — while every page
// was cached before, with no write in between; a second instance with its own cache switches at the
// same moment. Drafts and archived items never show.
func TestScheduledItemOnTime(t *testing.T) {
	t.Parallel()
	clock := &testClock{now: time.Now().UTC().Truncate(time.Second)}
	f := newFixture(t, true, func(o *site.Options) { o.Now = clock.Now })
	other, err := site.New(site.Options{Client: f.client, BaseURL: testBase, Now: clock.Now, CacheTTL: time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	var cat struct{ ID int }
	f.row("categoria-servicios", "select=id&slug=eq.ciberseguridad", &cat)
	at := func(d time.Duration) string { return clock.Now().Add(d).Format(time.RFC3339) }
	post := func(title, extra string) int {
		body := f.rest(http.MethodPost, "/rest/v1/contenido?select=id",
			`{"titulo":"`+title+`","categoria":`+strconv.Itoa(cat.ID)+`,"created_at":"2030-01-01T00:00:00Z"`+extra+`}`, 201)
		id, _ := strconv.Atoi(strings.Trim(strings.TrimPrefix(body, `[{"id":`), "}]"))
		return id
	}
	scheduled := post("Auditoría programada", `,"imagen_principal":"1/imagenes/auditoria.png","estado":"programado","publicar_en":"`+at(time.Hour)+`","despublicar_en":"`+at(2*time.Hour)+`"`)
	draft := post("Borrador secreto", `,"estado":"borrador"`)
	post("Archivo viejo", `,"estado":"archivado"`)
	itemPath := "/contenido/" + strconv.Itoa(scheduled) + "-auditoria-programada"
	lists := []string{"/", "/servicios/ciberseguridad", "/sitemap.xml"}

	visible := func(when string, want bool) {
		t.Helper()
		for _, path := range lists {
			body := f.page(path, 200)
			if strings.Contains(body, "Auditoría programada") != want && strings.Contains(body, itemPath) != want {
				t.Errorf("%s: %s shows the scheduled item: %v, want %v", when, path, !want, want)
			}
			mustNotContain(t, when+" "+path, body, "Borrador secreto", "Archivo viejo")
		}
		status := http.StatusNotFound
		if want {
			status = http.StatusOK
		}
		f.page(itemPath, status)
		w := newRecorder()
		other.ServeHTTP(w, mustRequest(t, "/servicios/ciberseguridad"))
		if got := strings.Contains(w.Body.String(), "Auditoría programada"); got != want {
			t.Errorf("%s: the second instance shows it: %v, want %v", when, got, want)
		}
	}
	visible("before publicar_en", false)
	f.page("/contenido/"+strconv.Itoa(draft), 404)
	// Browsers may keep a page only until the next change.
	res, _ := f.get("/")
	if cc := res.Header.Get("Cache-Control"); cc != "public, max-age=60" {
		t.Errorf("an hour before the change: Cache-Control %q", cc)
	}
	clock.Advance(time.Hour - 30*time.Second)
	if res, _ := f.get("/"); res.Header.Get("Cache-Control") != "public, max-age=30" {
		t.Errorf("30 s before the change: Cache-Control %q", res.Header.Get("Cache-Control"))
	}
	visible("30 s before publicar_en", false)
	clock.Advance(30 * time.Second)
	visible("at publicar_en", true)
	clock.Advance(time.Hour)
	visible("at despublicar_en", false)
}
