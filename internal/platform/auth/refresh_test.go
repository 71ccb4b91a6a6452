package auth_test

import (
	"reflect"
	"sync"
	"testing"
	"time"
)

func TestRefreshRotation(t *testing.T) {
	env := newEnv(t)
	createUser(t, env, "ana@example.com", true, "")
	s0 := signIn(t, env, "ana@example.com")
	r0 := s0["refresh_token"].(string)

	s1 := expect(t, refresh(env, r0), 200, "")
	r1 := s1["refresh_token"].(string)
	if r1 == r0 || s1["token_type"] != "bearer" || s1["user"].(map[string]any)["email"] != "ana@example.com" {
		t.Fatalf("refresh = %v", s1)
	}
	claims, err := env.Keys.Verify(s1["access_token"].(string))
	if err != nil {
		t.Fatal(err)
	}
	first, _ := env.Keys.Verify(s0["access_token"].(string))
	if claims.SessionID != first.SessionID || claims.AMR[0].Method != "password" {
		t.Fatalf("refreshed claims = %+v", claims)
	}

	// The parent of the active token gets the active token back, whatever the time.
	env.Clock.Advance(time.Hour)
	again := expect(t, refresh(env, r0), 200, "")
	if again["refresh_token"] != r1 {
		t.Fatalf("parent of the active token returned %v, want the active %s", again["refresh_token"], r1)
	}

	// Rotate r1 → r2 → r3. r1 is no longer the active token's parent: within the 10 s interval it
	// still yields a new child; past it a reuse revokes the session's tokens.
	r2 := expect(t, refresh(env, r1), 200, "")["refresh_token"].(string)
	r3 := expect(t, refresh(env, r2), 200, "")["refresh_token"].(string)
	env.Clock.Advance(5 * time.Second)
	r4 := expect(t, refresh(env, r1), 200, "")["refresh_token"].(string)
	if r4 == r3 || r4 == r2 {
		t.Fatal("reuse within the interval should issue a new token")
	}
	// r4 is now the active token: r1 (its parent) would get it back, but r2 is past its interval.
	env.Clock.Advance(6 * time.Second)
	expect(t, refresh(env, r2), 400, "refresh_token_already_used")
	// The whole family is revoked: once the interval has passed every token is refused.
	env.Clock.Advance(11 * time.Second)
	for _, tok := range []string{r1, r3, r4} {
		expect(t, refresh(env, tok), 400, "refresh_token_already_used")
	}

	expect(t, refresh(env, "not-a-token"), 400, "refresh_token_not_found")

	// Revoked tokens are kept a day to detect reuse, then cleaned up.
	s := signIn(t, env, "ana@example.com")
	old := s["refresh_token"].(string)
	expect(t, refresh(env, old), 200, "")
	env.Clock.Advance(25 * time.Hour)
	signIn(t, env, "ana@example.com") // any /token request triggers the cleanup
	expect(t, refresh(env, old), 400, "refresh_token_not_found")
}

func TestRefreshAfterLogoutAndDelete(t *testing.T) {
	env := newEnv(t)
	id := createUser(t, env, "ana@example.com", true, "")
	s := signIn(t, env, "ana@example.com")
	expect(t, env.Do("POST", "/auth/v1/logout").As(s["access_token"].(string)).Send(), 204, "")
	expect(t, refresh(env, s["refresh_token"].(string)), 400, "refresh_token_not_found")

	s = signIn(t, env, "ana@example.com")
	expect(t, env.Do("PUT", "/auth/v1/admin/users/"+id).As("service_role").JSON(`{"ban_duration":"1h"}`).Send(), 200, "")
	expect(t, refresh(env, s["refresh_token"].(string)), 400, "user_banned")
	expect(t, env.Do("DELETE", "/auth/v1/admin/users/"+id).As("service_role").Send(), 200, "")
	expect(t, refresh(env, s["refresh_token"].(string)), 400, "refresh_token_not_found")
}

// Tabs refreshing the same token at once all get a session: the first rotates it, the others are
// handed the token it produced (the parent-of-the-active-token rule).
func TestConcurrentRefreshOfOneToken(t *testing.T) {
	env := newEnv(t)
	createUser(t, env, "ana@example.com", true, "")
	tok := signIn(t, env, "ana@example.com")["refresh_token"].(string)
	const tabs = 8
	results := make(chan string, tabs)
	var wg sync.WaitGroup
	for range tabs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rec := refresh(env, tok)
			if rec.Code != 200 {
				t.Errorf("refresh = %d %s", rec.Code, rec.Body.String())
				results <- ""
				return
			}
			results <- decode(t, rec)["refresh_token"].(string)
		}()
	}
	wg.Wait()
	close(results)
	seen := map[string]bool{}
	for r := range results {
		seen[r] = true
	}
	if len(seen) != 1 {
		t.Fatalf("tabs got %d different tokens, want 1: %v", len(seen), seen)
	}
}

// A refresh answers with the user as it is now, not as it was at sign-in: the session JSON's user
// and the new access token carry metadata changed since, and the user renders as GET /user does.
func TestRefreshCarriesTheCurrentUser(t *testing.T) {
	env := newEnv(t)
	id := createUser(t, env, "ana@example.com", true, "")
	s := signIn(t, env, "ana@example.com")
	expect(t, env.Do("PUT", "/auth/v1/user").As(s["access_token"].(string)).
		JSON(`{"data":{"plan":"pro"}}`).Send(), 200, "")

	got := expect(t, refresh(env, s["refresh_token"].(string)), 200, "")
	u := got["user"].(map[string]any)
	if u["id"] != id || u["email"] != "ana@example.com" || u["user_metadata"].(map[string]any)["plan"] != "pro" {
		t.Fatalf("refreshed user = %v", u)
	}
	claims, err := env.Keys.Verify(got["access_token"].(string))
	if err != nil {
		t.Fatal(err)
	}
	if claims.Subject != id || claims.UserMetadata["plan"] != "pro" {
		t.Fatalf("refreshed claims = %+v", claims)
	}
	current := expect(t, env.Do("GET", "/auth/v1/user").As(got["access_token"].(string)).Send(), 200, "")
	if !reflect.DeepEqual(current, u) {
		t.Fatalf("the refreshed session's user differs from GET /user:\n%v\n%v", u, current)
	}
}
