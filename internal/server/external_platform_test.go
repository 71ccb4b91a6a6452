package server_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/config"
	"github.com/vitrina/vitrina/internal/platform/platformtest"
)

// TestExternalPlatform runs one Vitrina as the data platform (over a loopback socket) and a second
// with DATA_URL, API_KEY and SERVICE_ROLE_KEY pointing at it, as against a Supabase project: the
// second mounts no platform of its own, and its CMS and site work on the first's data.
func TestExternalPlatform(t *testing.T) {
	ctx := context.Background()
	platformSrv := openInstance(t, platformtest.TestDatabaseURL(t))
	ts := httptest.NewServer(platformSrv.Handler())
	t.Cleanup(ts.Close)
	keys := platformSrv.Keys()
	cms := openInstance(t, "", func(c *config.Config) {
		c.DataURL, c.APIKey, c.ServiceRoleKey = ts.URL, keys.AnonKey(), keys.ServiceRoleKey()
		c.JWTSecret = "" // the CMS instance needs no platform secret of its own
	})

	service := []string{"apikey", keys.ServiceRoleKey(), "Authorization", "Bearer " + keys.ServiceRoleKey(), "Content-Type", "application/json"}
	if r := call(ctx, platformSrv.Handler(), http.MethodPost, "/rest/v1/categoria-servicios", `{"name":"Instalación eléctrica"}`, service...); r.status != http.StatusCreated {
		t.Fatalf("insert on the platform: %d %s", r.status, r.body)
	}
	email, password, err := platformSrv.CMSService().EnsureDemoAdmin(ctx)
	if err != nil {
		t.Fatal(err)
	}

	for _, path := range []string{"/rest/v1/contenido", "/auth/v1/settings", "/storage/v1/bucket"} {
		if r := call(ctx, cms.Handler(), http.MethodGet, path, "", service...); r.status != http.StatusNotFound {
			t.Errorf("GET %s on the CMS instance: %d, want 404 (no embedded platform)", path, r.status)
		}
	}
	r, cookie := cmsLogin(t, cms.Handler(), email, password)
	if r.status != http.StatusOK || cookie == "" {
		t.Fatalf("CMS sign-in against the external platform: %d %s", r.status, r.body)
	}
	if r := call(ctx, cms.Handler(), http.MethodGet, "/api/admin_roles_api.php?action=get_roles", "", "Cookie", cookie, "Accept", "application/json"); r.status != http.StatusOK {
		t.Fatalf("CMS API against the external platform: %d %s", r.status, r.body)
	}
	home := call(ctx, cms.Handler(), http.MethodGet, "/", "")
	if home.status != http.StatusOK || !strings.Contains(home.body, `href="/servicios/instalacion-electrica"`) {
		t.Fatalf("the CMS instance's site does not show the platform's category: %d\n%s", home.status, home.body)
	}
}
