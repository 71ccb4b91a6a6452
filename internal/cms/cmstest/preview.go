package cmstest

import (
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/site"
)

// PublicSite is the public site on e's platform, uncached, as a visitor with no account reaches it.
func (e *Env) PublicSite(t *testing.T) *Site {
	t.Helper()
	s, err := site.New(site.Options{Client: e.Svc.Client(), BaseURL: "http://cms.test", CacheBytes: -1, Now: e.Plat.Clock.Now})
	if err != nil {
		t.Fatal(err)
	}
	return &Site{t: t, h: s}
}

// Site is the public site as a visitor with no account reaches it.
type Site struct {
	t *testing.T
	h http.Handler
}

// Get answers GET path.
func (s *Site) Get(path string) Reply {
	rec := httptest.NewRecorder()
	s.h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
	return Reply{Status: rec.Code, Header: rec.Header(), Body: rec.Body.String()}
}

var (
	sharedPreviewLink = regexp.MustCompile(`id="enlace-vista-previa" value="http://cms\.test(/vista-previa/[a-z0-9]+)"`)
	revokeLink        = regexp.MustCompile(`/vista-previa/\d+/revocar`)
)

// WantPreviewLinks walks an editorial item's preview links (lifecycle.Handlers.MountPreviews): b
// shares a link to item (/admin/<view>/<id>), which its form shows once and then lists; a visitor
// opening it sees text (the item as saved — a draft, a scheduled item, a pending draft) on a page
// never cached nor indexed, while the public page (public) does not show it; once revoked, the link
// opens "Vista previa no disponible". "Ver en el sitio" opens a link of the editor's own.
func WantPreviewLinks(t *testing.T, e *Env, b *Browser, item, public, text string) {
	t.Helper()
	visitor := e.PublicSite(t)
	r := b.PostForm(item+"/vista-previa/compartir", nil)
	if r.Status != http.StatusSeeOther || r.Header.Get("Location") != item+"#vista-previa-enlaces" {
		t.Fatalf("Compartir vista previa: %d %q", r.Status, r.Header.Get("Location"))
	}
	form := b.GetJSON(item).Body
	m := sharedPreviewLink.FindStringSubmatch(form)
	if m == nil || !strings.Contains(UnescapeHTML(form), "Enlace de vista previa creado") {
		t.Fatalf("the shared link is not shown on the form:\n%s", form)
	}
	again := b.GetJSON(item).Body
	if strings.Contains(again, m[1]) || strings.Count(again, `data-label="Caduca el"`) != 1 {
		t.Errorf("the form shows the link's token again, or does not list the link once")
	}

	preview := visitor.Get(m[1])
	if preview.Status != http.StatusOK || !strings.Contains(UnescapeHTML(preview.Body), text) ||
		!strings.Contains(preview.Body, `<meta name="robots" content="noindex, nofollow">`) || preview.Header.Get("Cache-Control") != "no-store" {
		t.Fatalf("the preview: %d %q\n%s", preview.Status, preview.Header.Get("Cache-Control"), preview.Body)
	}
	if page := visitor.Get(public); strings.Contains(UnescapeHTML(page.Body), text) {
		t.Errorf("the public page %s (%d) shows %q", public, page.Status, text)
	}

	revoke := revokeLink.FindString(again)
	WantStatus(t, b.PostForm(item+revoke, nil), http.StatusSeeOther)
	if !strings.Contains(UnescapeHTML(b.GetJSON(item).Body), lifecycle.MsgPreviewRevoked) {
		t.Error("no word of the revocation")
	}
	if gone := visitor.Get(m[1]); gone.Status != http.StatusNotFound || !strings.Contains(gone.Body, "Vista previa no disponible") {
		t.Errorf("a revoked link: %d", gone.Status)
	}

	own := b.PostForm(item+"/vista-previa/ver", nil)
	if own.Status != http.StatusSeeOther || visitor.Get(own.Header.Get("Location")).Status != http.StatusOK {
		t.Errorf("Ver en el sitio: %d %q", own.Status, own.Header.Get("Location"))
	}
}
