package web_test

import (
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/platform/platformtest"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/web"
)

// TestModulesPlatformFailures: when the platform fails (a 500 with internals in its body, or no
// answer), the module pages answer a Spanish message, never the platform's text or a bare 500.
func TestModulesPlatformFailures(t *testing.T) {
	var mode atomic.Value // "", "500" or "down"
	mode.Store("")
	e := &cmsEnv{plat: platformtest.New(t)}
	handler := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
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
		e.plat.Handler.ServeHTTP(w, r)
	})
	ps := httptest.NewServer(handler)
	t.Cleanup(ps.Close)
	e.svc = cms.NewService(platformclient.New(platformclient.Options{BaseURL: ps.URL, AnonKey: e.plat.Keys.AnonKey(),
		ServiceRoleKey: e.plat.Keys.ServiceRoleKey()}), adminEmail)
	app, err := web.New(web.Options{Service: e.svc, DB: e.plat.DB, Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), BaseURL: "http://cms.test", Now: e.plat.Clock.Now})
	if err != nil {
		t.Fatal(err)
	}
	e.srv = httptest.NewServer(app)
	t.Cleanup(e.srv.Close)
	b := e.signedInAdmin(t)
	cat := idText(e.insertRows(t, "categorias", []map[string]any{{"nombre": "Salud"}})[0])
	svcCat := idText(e.insertRows(t, "categoria-servicios", []map[string]any{{"name": "Web"}})[0])

	for _, m := range []struct{ mode, msg string }{{"500", "Error del servicio de datos"}, {"down", cms.MsgPlatformDown}} {
		mode.Store(m.mode)
		for _, r := range []reply{
			b.getJSON("/admin/testimoniales/"),
			b.getJSON("/admin/clientes/"),
			b.postForm("/admin/testimoniales/nuevo", form("categoria", svcCat, "testimonio", "Bien", "empresa", "ACME")),
			b.postMultipart("/admin/clientes/nuevo", form("nombre", "ACME", "categoria", cat), "logo", "logo.png", pngBytes(t)),
		} {
			if r.status < 500 || r.status == 500 || !strings.Contains(r.body, m.msg) || strings.Contains(r.body, "secret_internal_table") {
				t.Fatalf("%s: %d %s", m.mode, r.status, r.body)
			}
		}
	}
}
