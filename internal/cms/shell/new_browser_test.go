package shell_test

import (
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// newBrowserNotices reads the notices of a sign-in from a new browser in the outbox, oldest first.
func newBrowserNotices(t *testing.T, e *cmstest.Env) []string {
	t.Helper()
	rows, err := e.Plat.DB.Query(t.Context(), `SELECT recipient, body FROM mail_outbox WHERE subject = ? ORDER BY id`, cms.MsgNewBrowserSubject)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var to, body string
		if err := rows.Scan(&to, &body); err != nil {
			t.Fatal(err)
		}
		out = append(out, to+"\n"+body)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

func TestSignInFromANewBrowserIsEmailed(t *testing.T) {
	for _, transport := range cmstest.Transports {
		t.Run(transport, func(t *testing.T) {
			e := cmstest.New(t, transport)
			e.Account(t, "jefa@example.com", "administrador", false, nil)
			e.Account(t, "ventas@example.com", "ventas", false, nil)
			const login = `{"email":"jefa@example.com","password":"clave-segura-1"}`
			const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0"

			// The account's first sign-in ever: nothing to compare with, no notice.
			laptop := e.Browser(t)
			cmstest.WantAPI(t, laptop.Do("POST", "/login", "application/json", login, "User-Agent", firefox), 200, true, "")
			c := laptop.Cookie("vitrina_browser")
			if c == nil || len(c.Value) != 43 {
				t.Fatalf("browser cookie %v", c)
			}
			if n := newBrowserNotices(t, e); len(n) != 0 {
				t.Fatalf("notice on the first sign-in: %q", n)
			}
			// The same browser again (after signing out): known, no notice; its id is kept.
			laptop.PostJSON("/logout", `{}`)
			cmstest.WantAPI(t, laptop.Do("POST", "/login", "application/json", login, "User-Agent", firefox), 200, true, "")
			if laptop.Cookie("vitrina_browser").Value != c.Value {
				t.Error("the browser id changed")
			}
			// Another user on the laptop: their first sign-in, no notice; the browser keeps its id.
			cmstest.WantAPI(t, laptop.PostJSON("/login", `{"email":"ventas@example.com","password":"clave-segura-1"}`), 200, true, "")
			if n := newBrowserNotices(t, e); len(n) != 0 {
				t.Fatalf("notice from a known browser: %q", n)
			}

			// A new browser: one notice to the account's address, in Spanish, with when, the browser,
			// the address and what to do.
			phone := e.Browser(t)
			cmstest.WantAPI(t, phone.Do("POST", "/login", "application/json", login, "User-Agent",
				"Mozilla/5.0 (Android 14; Mobile; rv:140.0) Gecko/140.0 Firefox/140.0"), 200, true, "")
			notices := newBrowserNotices(t, e)
			if len(notices) != 1 {
				t.Fatalf("%d notices: %q", len(notices), notices)
			}
			for _, want := range []string{"jefa@example.com\n", "navegador que no había usado antes", "Cuándo: " + e.Plat.Clock.Now().Format("02/01/2006"),
				"Navegador: Firefox en Android", "Dirección: ", "Si no fue usted, cambie su contraseña", "/admin/cuenta/sesiones"} {
				if !strings.Contains(notices[0], want) {
					t.Errorf("notice lacks %q:\n%s", want, notices[0])
				}
			}
			// A forged or foreign cookie is a new browser too.
			forged := e.Browser(t)
			forged.Do("POST", "/login", "application/json", login, "Cookie", "vitrina_browser=not-an-id")
			if n := newBrowserNotices(t, e); len(n) != 2 {
				t.Fatalf("%d notices after a forged cookie", len(n))
			}
			if v := forged.Cookie("vitrina_browser"); v == nil || v.Value == "not-an-id" {
				t.Errorf("forged cookie kept: %v", v)
			}
		})
	}
}
