package clientes_test

import (
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/modules"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/cmsstore"
	"github.com/vitrina/vitrina/internal/platform/platformtest"
	"github.com/vitrina/vitrina/internal/platformclient"
)

// TestModulesOnFullDisk: while the server has no space, the platform answers uploads with
// Storage's 507 InsufficientStorage and table writes with PostgREST's 503 / 53100 (the answers
// the storage and rest full-disk tests check); the CMS shows the Spanish no-space message on the
// form, stores nothing, and the same forms succeed once space returns.
func TestModulesOnFullDisk(t *testing.T) {
	var full atomic.Bool
	e := &cmstest.Env{Plat: platformtest.New(t)}
	handler := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if full.Load() && r.Method != http.MethodGet {
			switch {
			case strings.HasPrefix(r.URL.Path, "/storage/v1/object/"):
				w.Header().Set("Content-Type", "application/json")
				w.WriteHeader(http.StatusInsufficientStorage)
				_, _ = io.WriteString(w, `{"statusCode":"507","code":"InsufficientStorage","error":"insufficient_storage","message":"Insufficient storage: no space left to store the object; nothing was stored"}`)
				return
			case strings.HasPrefix(r.URL.Path, "/rest/v1/"):
				w.Header().Set("Content-Type", "application/json")
				w.WriteHeader(http.StatusServiceUnavailable)
				_, _ = io.WriteString(w, `{"code":"53100","details":null,"hint":null,"message":"the database could not complete the request"}`)
				return
			}
		}
		e.Plat.Handler.ServeHTTP(w, r)
	})
	ps := httptest.NewServer(handler)
	t.Cleanup(ps.Close)
	e.Svc = cms.NewService(platformclient.New(platformclient.Options{BaseURL: ps.URL, AnonKey: e.Plat.Keys.AnonKey(),
		ServiceRoleKey: e.Plat.Keys.ServiceRoleKey()}), "direccion@example.com")
	app, err := shell.New(shell.Options{Service: e.Svc, State: cmsstore.New(e.Plat.DB), Modules: modules.All(),
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), BaseURL: "http://cms.test", Now: e.Plat.Clock.Now})
	if err != nil {
		t.Fatal(err)
	}
	e.App = app
	e.Srv = httptest.NewServer(app)
	t.Cleanup(e.Srv.Close)
	b := e.SignedInAdmin(t)
	cat := cmstest.IDText(e.InsertRows(t, "categorias", []map[string]any{{"nombre": "Salud"}})[0])
	svcCat := cmstest.IDText(e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": "Web"}})[0])
	newClient := func() cmstest.Reply {
		return b.PostMultipart("/admin/clientes/nuevo", cmstest.Form("nombre", "ACME", "categoria", cat), "logo", "logo.png", cmstest.PNGBytes(t))
	}
	newTestimonial := func() cmstest.Reply {
		return b.PostForm("/admin/testimoniales/nuevo", cmstest.Form("categoria", svcCat, "testimonio", "Bien", "empresa", "ACME"))
	}

	full.Store(true)
	for name, r := range map[string]cmstest.Reply{"upload": newClient(), "table write": newTestimonial()} {
		if (r.Status != http.StatusInsufficientStorage && r.Status != http.StatusServiceUnavailable) || !strings.Contains(r.Body, cms.MsgNoSpace) {
			t.Fatalf("%s on a full disk: %d %s", name, r.Status, r.Body)
		}
	}
	for _, table := range []string{"clientes", "testimoniales"} {
		var n int
		if err := e.Plat.DB.QueryRow(t.Context(), "SELECT count(*) FROM "+table).Scan(&n); err != nil || n != 0 {
			t.Fatalf("%s rows after refused writes: %d (%v)", table, n, err)
		}
	}

	full.Store(false) // space returns
	for name, r := range map[string]cmstest.Reply{"upload": newClient(), "table write": newTestimonial()} {
		if r.Status >= 400 {
			t.Fatalf("%s after recovery: %d %s", name, r.Status, r.Body)
		}
	}
}
