package site_test

import (
	"bytes"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/site"
)

// FuzzApplicationForm posts arbitrary multipart bodies (with a valid form token part) to an
// opening: every answer is a documented one (never a 500), and an application with its CV is stored
// only when accepted (303).
func FuzzApplicationForm(f *testing.F) {
	valid := validApplication()
	ct, body := valid.encode(f)
	boundary := strings.TrimPrefix(ct, "multipart/form-data; boundary=")
	f.Add(boundary, string(body))
	f.Add(boundary, "--"+boundary+"\r\nContent-Disposition: form-data; name=\"nombre\"\r\n\r\nAna\r\n--"+boundary+"--\r\n")
	f.Add(boundary, "--"+boundary+"\r\nContent-Disposition: form-data; name=\"cv\"; filename=\"../../x.pdf\"\r\n\r\n<svg/>\r\n--"+boundary+"--\r\n")
	f.Add("x", strings.Repeat("--x\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nb\r\n", 50))
	f.Add(boundary, "garbage")
	cf := newJobsFixtureFor(f, func(o *site.Options) { o.ContactLimits = site.ContactLimits{PerAddress: -1, PerEmail: -1} })
	f.Fuzz(func(t *testing.T, boundary, raw string) {
		cf.t = t
		before := len(cf.applications())
		token := tokenRE.FindStringSubmatch(cf.page("/empleo/desarrolladora-go", http.StatusOK))[1]
		cf.clock.Advance(5 * time.Second)
		// The token part goes first, the fuzzed parts after it (as a browser sends hidden fields first).
		body := "--" + boundary + "\r\nContent-Disposition: form-data; name=\"formulario\"\r\n\r\n" + token + "\r\n" + strings.TrimPrefix(raw, "--"+boundary+"--")
		res, _ := cf.postTo("/empleo/desarrolladora-go", "multipart/form-data; boundary="+boundary, bytes.NewReader([]byte(body)), "192.0.2.60")
		switch res.StatusCode {
		case http.StatusSeeOther, http.StatusBadRequest, http.StatusRequestEntityTooLarge, http.StatusUnprocessableEntity,
			http.StatusUnsupportedMediaType, http.StatusTooManyRequests:
		default:
			t.Fatalf("status %d for %q", res.StatusCode, raw)
		}
		if n := len(cf.applications()) - before; (n == 1) != (res.StatusCode == http.StatusSeeOther) || n > 1 {
			t.Fatalf("status %d with %d stored applications for %q", res.StatusCode, n, raw)
		}
	})
}
