package server_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/config"
	"github.com/vitrina/vitrina/internal/platform/platformtest"
)

// TestInstancesAgreeAtOnce runs two Vitrinas on one PostgreSQL schema with separate data
// directories (and, with VITRINA_TEST_STORAGE_URL, one S3 bucket), as two servers behind a load
// balancer: a write on A drops B's cached public pages at once (their lifetime is an hour here, so
// only the change feed can explain it), the per-e-mail sign-in limit counts attempts on both,
// and a file uploaded on A is read and listed on B.
func TestInstancesAgreeAtOnce(t *testing.T) {
	dbURL := requirePostgres(t, "instances share one database")
	storageURL := platformtest.TestStorageURL(t)
	creds := platformtest.TestS3Credentials()
	shared := func(c *config.Config) {
		c.SiteCacheTTL = time.Hour
		c.AuthRateLimits.TokenEmail = 2
		c.StorageURL, c.S3AccessKey, c.S3SecretKey = storageURL, creds.AccessKey, creds.SecretKey
	}
	a, b := openInstance(t, dbURL, shared), openInstance(t, dbURL, shared)
	ctx := context.Background()
	key := a.Keys().ServiceRoleKey()
	service := []string{"apikey", key, "Authorization", "Bearer " + key}

	t.Run("cached pages", func(t *testing.T) {
		heard := make(chan struct{}, 16)
		b.Changes().Subscribe("table", func(table string) {
			if table == "categoria-servicios" {
				heard <- struct{}{}
			}
		})
		before := call(ctx, b.Handler(), http.MethodGet, "/", "")
		if before.status != http.StatusOK || strings.Contains(before.body, "Mantenimiento") {
			t.Fatalf("home on B: %d", before.status)
		}
		if r := call(ctx, a.Handler(), http.MethodPost, "/rest/v1/categoria-servicios", `{"name":"Mantenimiento"}`,
			append(service, "Content-Type", "application/json")...); r.status != http.StatusCreated {
			t.Fatalf("insert on A: %d %s", r.status, r.body)
		}
		// B hears of the write through PostgreSQL's NOTIFY, asynchronously: wait for the notice to
		// reach B's feed (its page cache subscribed first, so it has dropped its pages by then).
		select {
		case <-heard:
		case <-time.After(10 * time.Second): // only stops a hung test
			t.Fatal("B heard nothing of a write on A")
		}
		after := call(ctx, b.Handler(), http.MethodGet, "/", "")
		if !strings.Contains(after.body, `<a href="/servicios/mantenimiento">Mantenimiento</a>`) {
			t.Fatal("B still serves its cached home page after a write on A")
		}
	})

	t.Run("sign-in limit per e-mail", func(t *testing.T) {
		anon := a.Keys().AnonKey()
		attempt := func(h http.Handler) int {
			return call(ctx, h, http.MethodPost, "/auth/v1/token?grant_type=password",
				`{"email":"nadie@vitrina.test","password":"wrong-password"}`, "apikey", anon, "Content-Type", "application/json").status
		}
		// The instances allow two password attempts per e-mail per 5 minutes (a refill every
		// 150 s, far longer than this test): alternating over A and B, a bucket per instance would
		// let four through, the shared one exactly two.
		allowed := 0
		for i := 0; ; i++ {
			h := a.Handler()
			if i%2 == 1 {
				h = b.Handler()
			}
			code := attempt(h)
			if code == http.StatusTooManyRequests {
				break
			}
			if code != http.StatusBadRequest {
				t.Fatalf("attempt %d: %d, want 400 (invalid credentials)", i+1, code)
			}
			if allowed++; allowed > 2 {
				t.Fatalf("%d attempts allowed: each instance counts on its own", allowed)
			}
		}
		if allowed != 2 {
			t.Fatalf("refused after %d attempts, want the bucket's 2 first", allowed)
		}
		for name, h := range map[string]http.Handler{"A": a.Handler(), "B": b.Handler()} {
			if code := attempt(h); code != http.StatusTooManyRequests {
				t.Errorf("attempt on %s once the shared bucket is empty: %d, want 429", name, code)
			}
		}
	})

	t.Run("files", func(t *testing.T) {
		if storageURL == "" {
			t.Skip("instances with separate data directories share files only on S3: set VITRINA_TEST_STORAGE_URL")
		}
		png := "\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDRshared-file"
		if r := call(ctx, a.Handler(), http.MethodPost, "/storage/v1/object/contenido/compartido/logo.png", png,
			append(service, "Content-Type", "image/png")...); r.status != http.StatusOK {
			t.Fatalf("upload on A: %d %s", r.status, r.body)
		}
		if r := call(ctx, b.Handler(), http.MethodGet, "/storage/v1/object/public/contenido/compartido/logo.png", ""); r.status != http.StatusOK || r.body != png {
			t.Fatalf("download on B: %d %q", r.status, r.body)
		}
		list := call(ctx, b.Handler(), http.MethodPost, "/storage/v1/object/list/contenido", `{"prefix":"compartido/"}`,
			append(service, "Content-Type", "application/json")...)
		if list.status != http.StatusOK || !strings.Contains(list.body, `"name":"logo.png"`) {
			t.Fatalf("list on B: %d %s", list.status, list.body)
		}
		if r := call(ctx, b.Handler(), http.MethodDelete, "/storage/v1/object/contenido/compartido/logo.png", "", service...); r.status != http.StatusOK {
			t.Fatalf("delete on B: %d %s", r.status, r.body)
		}
		if r := call(ctx, a.Handler(), http.MethodGet, "/storage/v1/object/public/contenido/compartido/logo.png", ""); r.status == http.StatusOK {
			t.Fatalf("A still serves a file deleted on B: %q", r.body)
		}
	})
}
