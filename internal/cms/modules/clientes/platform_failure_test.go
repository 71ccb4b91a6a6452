package clientes_test

import (
	"net/http"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestModulesPlatformFailures: when the platform fails (a 500 with internals in its body, or no
// answer), the module pages (clients, and testimonials through the same CMS) answer a Spanish
// message, never the platform's text or a bare 500.
func TestModulesPlatformFailures(t *testing.T) {
	var mode atomic.Value // "", "500" or "down"
	mode.Store("")
	e := cmstest.NewWith(t, func(platform http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			failing := strings.HasPrefix(r.URL.Path, "/rest/v1/testimoniales") || strings.HasPrefix(r.URL.Path, "/rest/v1/clientes") ||
				strings.HasPrefix(r.URL.Path, "/storage/v1/object/clientes")
			switch mode.Load() {
			case "500":
				if failing {
					http.Error(w, `{"message":"pq: relation secret_internal_table does not exist"}`, 500)
					return
				}
			case "down":
				if failing {
					panic(http.ErrAbortHandler) // the connection drops: no answer
				}
			}
			platform.ServeHTTP(w, r)
		})
	})
	b := e.SignedInAdmin(t)
	cat := cmstest.IDText(e.InsertRows(t, "categorias", []map[string]any{{"nombre": "Salud"}})[0])
	svcCat := cmstest.IDText(e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": "Web"}})[0])

	for _, m := range []struct{ mode, msg string }{{"500", cms.MsgPlatformError}, {"down", cms.MsgPlatformDown}} {
		mode.Store(m.mode)
		for _, r := range []cmstest.Reply{
			b.GetJSON("/admin/testimoniales/"),
			b.GetJSON("/admin/clientes/"),
			b.PostForm("/admin/testimoniales/nuevo", cmstest.Form("categoria", svcCat, "testimonio", "Bien", "empresa", "ACME")),
			b.PostMultipart("/admin/clientes/nuevo", cmstest.Form("nombre", "ACME", "categoria", cat), "logo", "logo.png", cmstest.PNGBytes(t)),
		} {
			if r.Status < 500 || r.Status == 500 || !strings.Contains(r.Body, m.msg) || strings.Contains(r.Body, "secret_internal_table") {
				t.Fatalf("%s: %d %s", m.mode, r.Status, r.Body)
			}
		}
	}
}
