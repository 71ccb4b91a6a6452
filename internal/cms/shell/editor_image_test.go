package shell_test

import (
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// The rich-text editor's picture upload stores an image under a fresh name and answers its
// address (the browser walk in contenido loads it); what is not an image, or no file, gets a Spanish message in JSON; signed-out gets none.
func TestEditorImageUpload(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	first := b.PostMultipart("/admin/editor/imagen", url.Values{}, "file", "Mi foto.png", cmstest.PNGBytes(t))
	second := b.PostMultipart("/admin/editor/imagen", url.Values{}, "file", "Mi foto.png", cmstest.PNGBytes(t))
	cmstest.WantStatus(t, first, 201)
	cmstest.WantStatus(t, second, 201)
	u1, _ := first.JSON["url"].(string)
	u2, _ := second.JSON["url"].(string)
	if !strings.Contains(u1, "/storage/v1/object/public/contenido/imagenes/texto/") || !strings.HasSuffix(u1, "-Mi_foto.png") || u1 == u2 {
		t.Fatalf("addresses %q and %q", u1, u2)
	}
	// The path is single-use (a random prefix), so the picture is cached for good.
	stored := httptest.NewRecorder()
	e.Plat.Handler.ServeHTTP(stored, httptest.NewRequest("GET", u1[strings.Index(u1, "/storage/"):], nil))
	if stored.Code != 200 || stored.Header().Get("Cache-Control") != cms.ImmutableFile {
		t.Errorf("stored picture: %d %q", stored.Code, stored.Header().Get("Cache-Control"))
	}
	text := b.PostMultipart("/admin/editor/imagen", url.Values{}, "file", "falsa.png", []byte("no soy una imagen"))
	cmstest.WantStatus(t, text, 400)
	if text.JSON["error"] != "Formato no permitido: suba una imagen JPG, PNG, WebP o GIF." {
		t.Errorf("not an image: %v", text.JSON)
	}
	none := b.PostMultipart("/admin/editor/imagen", url.Values{"x": {"1"}}, "otro", "a.png", cmstest.PNGBytes(t))
	if none.Status != 400 || none.JSON["error"] != cms.MsgEditorImageMissing {
		t.Errorf("no file: %d %v", none.Status, none.JSON)
	}
	if anon := e.Browser(t).PostMultipart("/admin/editor/imagen", url.Values{}, "file", "a.png", cmstest.PNGBytes(t)); anon.Status == 201 {
		t.Error("a signed-out upload was stored")
	}
}
