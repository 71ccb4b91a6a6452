package auth

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/database"
)

// TestAppendListedUserMatchesMarshal: the admin list's hand-written encoding is json.Marshal's,
// byte for byte, or says it is not and the list falls back to json.Marshal.
func TestAppendListedUserMatchesMarshal(t *testing.T) {
	at := func(s string) database.Time {
		v, err := time.Parse(time.RFC3339Nano, s)
		if err != nil {
			t.Fatal(err)
		}
		return database.Time{Time: v}
	}
	plain := func() *user {
		return &user{ID: "9b2c3d4e-0000-4000-8000-000000000001", Aud: "authenticated", Role: "authenticated",
			Email: "ana@example.com", CreatedAt: at("2026-11-28T10:00:00.123456Z"), UpdatedAt: at("2026-11-28T10:00:01Z")}
	}
	cases := []struct {
		name              string
		edit              func(*user)
		appMeta, userMeta string
		fast              bool
	}{
		{"bare", func(*user) {}, "", "", true},
		{"stored metadata", func(*user) {}, `{"provider":"email","providers":["email"]}`, `{"a":1}`, true},
		{"spaced metadata (jsonb text)", func(*user) {}, `{"provider": "email", "providers": ["email"]}`, "null", true},
		{"metadata to escape", func(*user) {}, `{}`, `{"html":"<b>&amp;</b>","sep":"a` + "\u2028" + `b"}`, true},
		{"every time", func(u *user) {
			u.EmailConfirmedAt, u.InvitedAt, u.ConfirmationSentAt = at("2026-01-02T03:04:05Z"), at("2025-01-01T00:00:00.5+02:00"), at("2026-02-02T00:00:00Z")
			u.RecoverySentAt, u.LastSignInAt, u.BannedUntil = at("2026-03-03T00:00:00.000000001Z"), at("2026-04-04T04:04:04Z"), at("2027-01-01T00:00:00Z")
		}, `{}`, `{}`, true},
		{"unconfirmed", func(u *user) { u.InvitedAt = at("2026-01-02T03:04:05Z") }, "", "", true},
		{"e-mail to escape", func(u *user) { u.Email = "josé<x>@example.com" }, "", "", false},
		{"year past 9999", func(u *user) {
			u.BannedUntil = at("9999-12-31T23:59:59Z")
			u.BannedUntil.Time = u.BannedUntil.AddDate(1, 0, 0)
		}, "", "", false},
		{"factors", func(u *user) { u.Factors = []*factor{{ID: "f"}} }, "", "", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			u := plain()
			c.edit(u)
			prefix := []byte(`[`)
			got, ok := appendListedUser(prefix, u, c.appMeta, c.userMeta)
			if ok != c.fast {
				t.Fatalf("rendered by hand: %v, want %v", ok, c.fast)
			}
			if !ok {
				if string(got) != "[" {
					t.Fatalf("a refusal left %q", got)
				}
				return
			}
			j := u.toJSON()
			j.AppMetadata, j.UserMetadata = rawMetadata(c.appMeta), rawMetadata(c.userMeta)
			want, err := json.Marshal(j)
			if err != nil {
				t.Fatal(err)
			}
			if string(got[1:]) != string(want) {
				t.Fatalf("by hand:\n%s\njson.Marshal:\n%s", got[1:], want)
			}
		})
	}
}
