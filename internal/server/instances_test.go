package server_test

import (
	"context"
	"fmt"
	"net/http"
	"testing"
)

// TestTwoInstancesShareState runs two Vitrinas on one PostgreSQL schema, as two `vitrina serve`
// processes behind a load balancer: a CMS session started on one works on the other, refresh-token
// rotation behaves as on one server, and the sign-in limit counts failures from both.
func TestTwoInstancesShareState(t *testing.T) {
	dbURL := requirePostgres(t, "two instances share one database")
	ctx := context.Background()
	a := openInstance(t, dbURL)
	b := openInstance(t, dbURL)
	email, password, err := a.CMSService().EnsureDemoAdmin(ctx)
	if err != nil {
		t.Fatal(err)
	}

	t.Run("session", func(t *testing.T) {
		r, cookie := cmsLogin(t, a.Handler(), email, password)
		if r.status != http.StatusOK || cookie == "" {
			t.Fatalf("sign-in on A: %d %s", r.status, r.body)
		}
		const roles = "/api/admin_roles_api.php?action=get_roles"
		if r := call(ctx, b.Handler(), http.MethodGet, roles, "", "Cookie", cookie, "Accept", "application/json"); r.status != http.StatusOK {
			t.Fatalf("A's session on B: %d %s", r.status, r.body)
		}
		if r := call(ctx, b.Handler(), http.MethodPost, "/logout", "", "Cookie", cookie, "Accept", "application/json"); r.status != http.StatusOK {
			t.Fatalf("sign-out on B: %d %s", r.status, r.body)
		}
		if r := call(ctx, a.Handler(), http.MethodGet, roles, "", "Cookie", cookie, "Accept", "application/json"); r.status != http.StatusUnauthorized {
			t.Fatalf("a session ended on B still works on A: %d %s", r.status, r.body)
		}
	})

	t.Run("refresh rotation", func(t *testing.T) {
		key := a.Keys().AnonKey()
		token := func(s interface{ Handler() http.Handler }, grant, body string) reply {
			return call(ctx, s.Handler(), http.MethodPost, "/auth/v1/token?grant_type="+grant, body,
				"apikey", key, "Content-Type", "application/json")
		}
		first := token(a, "password", fmt.Sprintf(`{"email":%q,"password":%q}`, email, password))
		if first.status != http.StatusOK {
			t.Fatalf("password grant on A: %d %s", first.status, first.body)
		}
		r1 := first.json(t)["refresh_token"].(string)
		second := token(a, "refresh_token", fmt.Sprintf(`{"refresh_token":%q}`, r1))
		if second.status != http.StatusOK {
			t.Fatalf("refresh on A: %d %s", second.status, second.body)
		}
		r2 := second.json(t)["refresh_token"].(string)
		// The rotated-out token, presented at once to the other instance, gets what one server
		// answers within GoTrue's reuse interval: the current token of the family.
		reuse := token(b, "refresh_token", fmt.Sprintf(`{"refresh_token":%q}`, r1))
		if reuse.status != http.StatusOK || reuse.json(t)["refresh_token"] != r2 {
			t.Fatalf("reuse of the rotated token on B: %d %s (want the family's current token %s)", reuse.status, reuse.body, r2)
		}
		third := token(b, "refresh_token", fmt.Sprintf(`{"refresh_token":%q}`, r2))
		if third.status != http.StatusOK {
			t.Fatalf("refresh on B with A's token: %d %s", third.status, third.body)
		}
		// r2 is now spent on B; A must see it spent too (revoked or answered with the successor).
		again := token(a, "refresh_token", fmt.Sprintf(`{"refresh_token":%q}`, r2))
		if again.status == http.StatusOK && again.json(t)["refresh_token"] != third.json(t)["refresh_token"] {
			t.Fatalf("A rotated a token B had already rotated: %s", again.body)
		}
	})

	t.Run("sign-in limit", func(t *testing.T) {
		const victim = "nadie@vitrina.test"
		for i := range 10 {
			s := a
			if i%2 == 1 {
				s = b
			}
			if r, _ := cmsLogin(t, s.Handler(), victim, "wrong"); r.status != http.StatusUnauthorized {
				t.Fatalf("failure %d: %d %s", i+1, r.status, r.body)
			}
		}
		for name, s := range map[string]interface{ Handler() http.Handler }{"A": a, "B": b} {
			if r, _ := cmsLogin(t, s.Handler(), victim, "wrong"); r.status != http.StatusTooManyRequests {
				t.Errorf("11th attempt on %s after 5 failures on each: %d %s", name, r.status, r.body)
			}
		}
	})
}
