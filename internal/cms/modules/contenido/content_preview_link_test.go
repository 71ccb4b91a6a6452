package contenido_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
)

var freshLinkPattern = regexp.MustCompile(`id="enlace-vista-previa" value="http://cms\.test/vista-previa/([a-z0-9]+)"`)

// TestContentPreviewLinks: "Ver en el sitio" opens the saved item on the public site through a link
// of its own; "Compartir vista previa" makes a week-long link shown once on the form, then listed
// (without its token) with its author and expiry until it is revoked; an item that does not exist
// gets no link.
func TestContentPreviewLinks(t *testing.T) {
	for _, transport := range cmstest.Transports {
		t.Run(transport, func(t *testing.T) {
			e := cmstest.New(t, transport)
			b := e.SignedInAdmin(t)
			cat := e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": "Servicios"}})[0]
			id := e.InsertRows(t, "contenido", []map[string]any{{"titulo": "Nuevo servicio", "categoria": cat, "estado": "borrador"}})[0]
			path := "/admin/contenido/" + cmstest.IDText(id)

			r := b.PostForm(path+"/vista-previa/ver", nil)
			if r.Status != 303 || !regexp.MustCompile(`^/vista-previa/[a-z0-9]{40,}$`).MatchString(r.Header.Get("Location")) {
				t.Fatalf("Ver en el sitio: %d %q", r.Status, r.Header.Get("Location"))
			}
			if n := e.CountRows(t, "vistas_previas", "registro", cmstest.IDText(id)); n != 1 {
				t.Errorf("%d links after Ver en el sitio, want 1", n)
			}

			r = b.PostForm(path+"/vista-previa/compartir", nil)
			if r.Status != 303 || r.Header.Get("Location") != path+"#vista-previa-enlaces" {
				t.Fatalf("Compartir: %d %q", r.Status, r.Header.Get("Location"))
			}
			page := b.GetJSON(path).Body
			m := freshLinkPattern.FindStringSubmatch(page)
			if m == nil || !strings.Contains(cmstest.UnescapeHTML(page), "Enlace de vista previa creado") {
				t.Fatalf("the shared link is not shown:\n%s", page)
			}
			if strings.Count(page, "/vista-previa/") == 0 || strings.Count(page, `data-label="Caduca el"`) != 2 {
				t.Errorf("the form lists %d live links, want 2", strings.Count(page, `data-label="Caduca el"`))
			}
			again := b.GetJSON(path).Body
			if strings.Contains(again, m[1]) {
				t.Error("the shared link's token is shown a second time")
			}
			var stored []struct {
				TokenHash string `json:"token_hash"`
			}
			c := e.Svc.Client()
			if _, err := c.From("vistas_previas", c.Service()).Select("token_hash").Get(t.Context(), &stored); err != nil || len(stored) != 2 {
				t.Fatalf("links: %v %v", stored, err)
			}
			for _, l := range stored {
				if l.TokenHash == m[1] || len(l.TokenHash) != 64 {
					t.Errorf("the link keeps %q, not the token's SHA-256", l.TokenHash)
				}
			}

			var trail []struct {
				After map[string]any `json:"after"`
			}
			if _, err := c.From("audit_log", c.Service()).Select("after").Eq("target", "crear_vista_previa").Get(t.Context(), &trail); err != nil || len(trail) != 2 {
				t.Fatalf("audit of the links: %v %v", trail, err)
			}
			for _, entry := range trail {
				if entry.After["registro"] != cmstest.IDText(id) || strings.Contains(fmt.Sprint(entry.After), m[1]) {
					t.Errorf("audit entry of a link: %v", entry.After)
				}
			}

			// Revoke every listed link; a link of another item cannot be revoked from this one.
			for _, link := range regexp.MustCompile(`/vista-previa/(\d+)/revocar`).FindAllStringSubmatch(again, -1) {
				cmstest.WantStatus(t, b.PostForm(path+"/vista-previa/"+link[1]+"/revocar", nil), 303)
				if r := b.PostForm("/admin/contenido/"+cmstest.IDText(id+1)+"/vista-previa/"+link[1]+"/revocar", nil); r.Status != 404 {
					t.Errorf("revoking an already revoked link: %d", r.Status)
				}
			}
			if n := e.CountRows(t, "vistas_previas", "registro", cmstest.IDText(id)); n != 0 {
				t.Errorf("%d links left after revoking them all", n)
			}
			if !strings.Contains(cmstest.UnescapeHTML(b.GetJSON(path).Body), lifecycle.MsgPreviewRevoked) {
				t.Error("no word of the revocation")
			}
			if r := b.PostForm("/admin/contenido/999999/vista-previa/compartir", nil); r.Status != 404 {
				t.Errorf("a link to an item that does not exist: %d", r.Status)
			}
		})
	}
}
