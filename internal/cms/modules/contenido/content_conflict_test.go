package contenido_test

import (
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
)

var versionField = regexp.MustCompile(`<input type="hidden" name="version" value="(\d+)">`)

// TestContentConcurrentEdit: two editors open the same item; the first save wins, the second —
// made on the version it opened — is refused with the Spanish message, its input kept and nothing
// overwritten; after reopening, it saves.
func TestContentConcurrentEdit(t *testing.T) {
	for _, transport := range cmstest.Transports {
		t.Run(transport, func(t *testing.T) {
			e := cmstest.New(t, transport)
			ana := e.SignedInAdmin(t)
			e.Account(t, "luis@example.com", "administrador", false, nil)
			luis := e.Browser(t).SignIn("luis@example.com")
			cat := e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": "Servicios"}})[0]
			id := e.InsertRows(t, "contenido", []map[string]any{{"titulo": "Original", "categoria": cat}})[0]
			path := "/admin/contenido/" + cmstest.IDText(id)
			opened := func(b *cmstest.Browser) url.Values {
				t.Helper()
				page := b.GetJSON(path)
				m := versionField.FindStringSubmatch(page.Body)
				if m == nil {
					t.Fatal("the form carries no version")
				}
				form := url.Values(contentForm("", "Texto", "1", cat))
				form.Set("version", m[1])
				return form
			}
			anaForm, luisForm := opened(ana), opened(luis)
			anaForm.Set("titulo", "Versión de Ana")
			cmstest.WantStatus(t, ana.PostForm(path, anaForm), 303)

			luisForm.Set("titulo", "Versión de Luis")
			r := luis.PostForm(path, luisForm)
			cmstest.WantStatus(t, r, 409)
			if !strings.Contains(cmstest.UnescapeHTML(r.Body), lifecycle.MsgEditConflict) || !strings.Contains(r.Body, `value="Versión de Luis"`) {
				t.Error("the refused save does not explain itself or lost the input")
			}
			if row, _ := contentRow(t, e, id); row.Titulo != "Versión de Ana" {
				t.Errorf("the stale save overwrote: %q", row.Titulo)
			}
			again := opened(luis)
			again.Set("titulo", "Versión de Luis")
			cmstest.WantStatus(t, luis.PostForm(path, again), 303)
			if row, _ := contentRow(t, e, id); row.Titulo != "Versión de Luis" {
				t.Errorf("after reopening: %q", row.Titulo)
			}
		})
	}
}
