package contactos_test

import (
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestExportsAtOnce: two downloads may run at once; while two are held in their first read, a
// third is refused with a 503 admin page in Spanish and Retry-After, and once they end a download
// is served again.
func TestExportsAtOnce(t *testing.T) {
	reading, release := make(chan struct{}, 8), make(chan struct{})
	var held atomic.Bool
	held.Store(true)
	e := cmstest.NewWith(t, func(platform http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			// An export's batch: the messages by descending id, a thousand at a time.
			if r.URL.Path == "/rest/v1/mensajes_contacto" && r.URL.Query().Get("limit") == "1000" && held.Load() {
				reading <- struct{}{}
				<-release
			}
			platform.ServeHTTP(w, r)
		})
	})
	b := e.SignedInAdmin(t)
	seedMessages(t, e, 3)
	var wg sync.WaitGroup
	codes := make([]int, 2)
	for i := range codes {
		wg.Go(func() { codes[i] = b.Do("GET", "/admin/contactos/exportar.csv", "", "").Status })
	}
	<-reading
	<-reading // both places are taken
	r := b.Do("GET", "/admin/contactos/exportar.csv", "", "")
	if r.Status != http.StatusServiceUnavailable || r.Header.Get("Retry-After") == "" || !strings.Contains(r.Body, "Ya hay otras descargas de datos en curso") {
		t.Fatalf("a third download at once: %d %q", r.Status, r.Header.Get("Retry-After"))
	}
	held.Store(false)
	close(release)
	wg.Wait()
	for i, code := range codes {
		if code != http.StatusOK {
			t.Errorf("held download %d: %d", i, code)
		}
	}
	if r := b.Do("GET", "/admin/contactos/exportar.csv", "", ""); r.Status != http.StatusOK || !strings.Contains(r.Body, "id,recibido") {
		t.Fatalf("a download after the others ended: %d", r.Status)
	}
}
