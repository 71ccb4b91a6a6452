package auth

import (
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/pquerna/otp/totp"
	"golang.org/x/crypto/bcrypt"
)

func TestRedirectAllowList(t *testing.T) {
	rd, err := newRedirects("https://cms.example.com", []string{"https://app.example", "http://localhost:3000"})
	if err != nil {
		t.Fatal(err)
	}
	for in, want := range map[string]string{
		"":                                    "https://cms.example.com",
		"https://cms.example.com/reset?x=1":   "https://cms.example.com/reset?x=1",
		"https://CMS.example.com:443/a":       "https://CMS.example.com:443/a",
		"https://app.example/#/recover":       "https://app.example/#/recover",
		"http://localhost:3000/cb":            "http://localhost:3000/cb",
		"http://localhost:3001/cb":            "https://cms.example.com",
		"http://cms.example.com/reset":        "https://cms.example.com", // scheme is part of the origin
		"https://cms.example.com.evil.io/":    "https://cms.example.com",
		"https://evil.io@cms.example.com/":    "https://cms.example.com",
		"https://cms.example.com\\@evil.io/":  "https://cms.example.com",
		"//evil.io/x":                         "https://cms.example.com",
		"/relative":                           "https://cms.example.com",
		"javascript:alert(1)":                 "https://cms.example.com",
		"https://cms.example.com\t.evil.io/":  "https://cms.example.com",
		"https://cms.example.com%2F.evil.io/": "https://cms.example.com",
	} {
		if got := rd.resolve(in); got != want {
			t.Errorf("resolve(%q) = %q, want %q", in, got, want)
		}
	}
}

// FuzzRedirect checks that whatever redirect_to says, the result is on an allowed origin.
func FuzzRedirect(f *testing.F) {
	for _, s := range []string{"", "https://cms.example.com/x", "https://app.example/#a", "//evil", "https://a@b",
		"http://[::1]:80/", "https://cms.example.com:443", "HTTPS://APP.EXAMPLE/", "https://app.example\\x"} {
		f.Add(s)
	}
	rd, err := newRedirects("https://cms.example.com", []string{"https://app.example"})
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, in string) {
		out := rd.resolve(in)
		origin, ok := originOf(out)
		if !ok || !rd.origins[origin] {
			t.Fatalf("resolve(%q) = %q, not on an allowed origin", in, out)
		}
		u, err := url.Parse(out)
		if err != nil || u.User != nil || strings.ContainsAny(out, "\\\r\n\t") {
			t.Fatalf("resolve(%q) = %q", in, out)
		}
	})
}

func TestSealRoundTrip(t *testing.T) {
	sealed, err := seal("parent-token", "child-token")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(sealed, "child-token") {
		t.Fatal("sealed token in clear")
	}
	if got, err := unseal("parent-token", sealed); err != nil || got != "child-token" {
		t.Fatalf("unseal = %q, %v", got, err)
	}
	if _, err := unseal("other-token", sealed); err == nil {
		t.Fatal("unseal with the wrong parent must fail")
	}
	if _, err := unseal("parent-token", "!!"); err == nil {
		t.Fatal("unseal of garbage must fail")
	}
}

func TestHashOTPMatchesGoTrue(t *testing.T) {
	// hex(SHA-224("a@example.com" + "123456")), as GoTrue's GenerateTokenHash.
	if got := hashOTP("a@example.com", "123456"); got != "a1828f725cbf9d6eecc3a3afeb2d88a886ccb3280cc2dc88aafb5c82" {
		t.Fatalf("hash = %q", got)
	}
}

// Unknown e-mails are compared against dummyHash: it must cost what a real hash costs.
func TestDummyHashHasGoTrueCost(t *testing.T) {
	if cost, err := bcrypt.Cost([]byte(dummyHash)); err != nil || cost != bcrypt.DefaultCost {
		t.Fatalf("dummy hash cost = %d, %v", cost, err)
	}
}

// BenchmarkMatchTOTP is the cost of checking one code: three RFC 6238 codes (the step and its
// neighbours), compared in constant time.
func BenchmarkMatchTOTP(b *testing.B) {
	key, err := newTOTPKey("vitrina.test", "ana@example.com")
	if err != nil {
		b.Fatal(err)
	}
	now := time.Now()
	for b.Loop() {
		if _, _, err := matchTOTP(key.Secret(), "000000", now, 0); err != nil {
			b.Fatal(err)
		}
	}
}

func TestMatchTOTPStepsAndReplay(t *testing.T) {
	key, err := newTOTPKey("vitrina.test", "ana@example.com")
	if err != nil {
		t.Fatal(err)
	}
	now := time.Unix(1_800_000_015, 0)
	code := func(at time.Time) string {
		c, err := totp.GenerateCode(key.Secret(), at)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	step := totpStep(now)
	for _, tc := range []struct {
		code     string
		lastUsed int64
		ok       bool
		step     int64
	}{
		{code(now), 0, true, step},
		{code(now.Add(-30 * time.Second)), 0, true, step - 1},
		{code(now.Add(30 * time.Second)), 0, true, step + 1},
		{code(now.Add(60 * time.Second)), 0, false, 0},
		{code(now), step, false, 0},
		{code(now), step - 1, true, step},
		{"12345", 0, false, 0},
		{"１２３４５６", 0, false, 0},
	} {
		s, ok, err := matchTOTP(key.Secret(), tc.code, now, tc.lastUsed)
		if err != nil || ok != tc.ok || s != tc.step {
			t.Errorf("matchTOTP(%q, last %d) = %d %v %v, want %d %v", tc.code, tc.lastUsed, s, ok, err, tc.step, tc.ok)
		}
	}
}
