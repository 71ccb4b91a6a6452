package shell_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestNewPasswordRules: at least 12 characters, at most 72 bytes, not a common password, no
// composition rules; the form says so (and offers the strength hint).
func TestNewPasswordRules(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	page := b.Do("GET", "/admin/cuenta/clave", "", "")
	if !strings.Contains(page.Body, `minlength="12"`) || !strings.Contains(page.Body, `id="password-hint"`) || !strings.Contains(page.Body, "data-strength") {
		t.Fatalf("password page lacks the hint: %s", page.Body)
	}
	cases := []struct{ password, field, msg string }{
		{"corta-11ch!", "password", fmt.Sprintf(cms.MsgPasswordTooShort, 12)},
		{"qwerty123456", "password", cms.MsgPasswordCommon},
		{"LeaveMeAlone", "password", cms.MsgPasswordCommon},
		{strings.Repeat("ñ", 37), "password", cms.MsgPasswordTooLong},
	}
	for _, c := range cases {
		r := b.PostForm("/admin/cuenta/clave", cmstest.Form("password", c.password, "confirm", c.password))
		if r.Status != http.StatusUnprocessableEntity || !strings.Contains(cmstest.UnescapeHTML(r.Body), c.msg) {
			t.Errorf("%q = %d, want %q", c.password, r.Status, c.msg)
		}
	}
	// Only lower-case letters and spaces: long enough, not common, accepted.
	r := b.PostForm("/admin/cuenta/clave", cmstest.Form("password", "caballo grapa batería", "confirm", "caballo grapa batería"))
	cmstest.WantStatus(t, r, http.StatusSeeOther)
}

// TestAccountsCarryRequiresPasswordChange: every account Vitrina creates has the flag as a boolean.
func TestAccountsCarryRequiresPasswordChange(t *testing.T) {
	e := cmstest.New(t, "in-process")
	for _, must := range []bool{false, true} {
		email := fmt.Sprintf("cuenta-%v@example.com", must)
		if _, err := e.Svc.CreateAccount(t.Context(), cms.NewAccount{Email: email, Password: "clave-segura-1", RequiresPasswordChange: must}); err != nil {
			t.Fatal(err)
		}
		s, err := e.Svc.Client().SignInWithPassword(t.Context(), email, "clave-segura-1")
		if err != nil {
			t.Fatal(err)
		}
		if v, ok := s.User.UserMetadata["requires_password_change"].(bool); !ok || v != must {
			t.Errorf("%s: requires_password_change = %#v", email, s.User.UserMetadata["requires_password_change"])
		}
	}
}
