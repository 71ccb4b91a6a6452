package site_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/site"
)

// FuzzContactForm posts arbitrary bodies to /contacto with a valid form token: every answer is one
// of the documented ones (never a 500), and only an accepted message (303) is stored.
func FuzzContactForm(f *testing.F) {
	for _, seed := range []string{
		validContact().Encode(),
		"nombre=%zz",
		"nombre=a&email=a%40b.co&asunto=x&mensaje=y&consentimiento=1",
		"email=a%40b.co%0d%0aBcc%3a+x%40y.z&nombre=a&asunto=s&mensaje=m&consentimiento=1",
		"sitio_web=x&" + validContact().Encode(),
		strings.Repeat("a=b&", 2000),
		"nombre=" + strings.Repeat("%C3%B1", 200),
		"mensaje=%00%00&nombre=\u2028",
	} {
		f.Add(seed)
	}
	// One site for every input (a platform per input would be slow); no rate limit, so each input
	// is judged on its own.
	cf := newContactFixture(f, func(o *site.Options) { o.ContactLimits = site.ContactLimits{PerAddress: -1, PerEmail: -1} })
	f.Fuzz(func(t *testing.T, body string) {
		cf.t = t // the fixture's helpers report to this input's test
		before := len(cf.messages())
		token := cf.formToken()
		cf.clock.Advance(5 * time.Second)
		res, _ := cf.postRaw("application/x-www-form-urlencoded", strings.NewReader(body+"&formulario="+token), "192.0.2.50")
		switch res.StatusCode {
		case http.StatusSeeOther, http.StatusBadRequest, http.StatusRequestEntityTooLarge, http.StatusUnprocessableEntity, http.StatusTooManyRequests:
		default:
			t.Fatalf("status %d for %q", res.StatusCode, body)
		}
		if n := len(cf.messages()) - before; (n == 1) != (res.StatusCode == http.StatusSeeOther) || n > 1 {
			t.Fatalf("status %d with %d stored messages for %q", res.StatusCode, n, body)
		}
	})
}
