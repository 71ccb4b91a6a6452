package clientes_test

import (
	"io"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestModulesOnFullDisk: while the server has no space, the platform answers uploads with
// Storage's 507 InsufficientStorage and table writes with PostgREST's 503 / 53100 (the answers
// the storage and rest full-disk tests check); the CMS shows the Spanish no-space message on the
// form, stores nothing, and the same forms succeed once space returns.
func TestModulesOnFullDisk(t *testing.T) {
	var full atomic.Bool
	e := cmstest.NewWith(t, func(platform http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
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
			platform.ServeHTTP(w, r)
		})
	})
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
