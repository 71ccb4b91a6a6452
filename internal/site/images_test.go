package site_test

import (
	"bytes"
	"fmt"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/imaging"
	"github.com/vitrina/vitrina/internal/imaging/imagingtest"
)

// imgTag finds the <img> tags of a page, with their src, srcset and sizes.
var imgTag = regexp.MustCompile(`<img [^>]*>`)

func attr(tag, name string) string {
	m := regexp.MustCompile(`\s` + name + `="([^"]*)"`).FindStringSubmatch(tag)
	if m == nil {
		return ""
	}
	return strings.ReplaceAll(m[1], "&amp;", "&")
}

// TestSrcsetOnPublicPages: the demo's raster images carry a srcset of WebP variants served by
// the render endpoint (and the original as src), every address naming the file's version; SVG
// logos do not. Every candidate answers, cached for good.
func TestSrcsetOnPublicPages(t *testing.T) {
	t.Parallel()
	f := newFixture(t, true)
	home := f.page("/", 200)
	_, content := f.contentURL(firstFeaturedTitle(t, home))
	pages := map[string]string{"/": home, content: f.page(content, 200), "/blog": f.page("/blog", 200), "/clientes": f.page("/clientes", 200)}
	seen := 0
	for path, body := range pages {
		for _, tag := range imgTag.FindAllString(body, -1) {
			src, set, sizes := attr(tag, "src"), attr(tag, "srcset"), attr(tag, "sizes")
			if file, _, _ := strings.Cut(src, "?"); strings.HasSuffix(file, ".svg") {
				if set != "" {
					t.Errorf("%s: an SVG has a srcset: %s", path, tag)
				}
				continue
			}
			if !strings.HasPrefix(src, "/storage/v1/object/public/") {
				continue
			}
			if set == "" || sizes == "" || attr(tag, "alt") == "" && !strings.Contains(tag, `alt=""`) {
				t.Errorf("%s: a raster image without srcset, sizes or alt: %s", path, tag)
				continue
			}
			seen++
			original, version, ok := strings.Cut(src, "?version=")
			if !ok || version == "" {
				t.Errorf("%s: the address does not name the file's version: %s", path, src)
			}
			render := strings.Replace(original, "/object/public/", "/render/image/public/", 1)
			for _, w := range []string{"320", "640", "960", "1280"} {
				if !strings.Contains(set, render+"?width="+w+"&version="+version+" "+w+"w") {
					t.Errorf("%s: srcset %q lacks the %s-wide variant of %s", path, set, w, src)
				}
			}
			first := strings.Fields(set)[0]
			res, bodyBytes := f.get(first, "Accept", "image/avif,image/webp,*/*")
			if res.StatusCode != 200 || res.Header.Get("Content-Type") != "image/webp" || len(bodyBytes) == 0 ||
				res.Header.Get("Cache-Control") != "public, max-age=31536000, immutable" {
				t.Errorf("%s: %s answered %d %s %s", path, first, res.StatusCode, res.Header.Get("Content-Type"), res.Header.Get("Cache-Control"))
			}
		}
	}
	if seen < 3 {
		t.Fatalf("only %d images with a srcset on %v", seen, keys(pages))
	}
	res, _ := f.get("/")
	if csp := res.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "img-src 'self'") {
		t.Fatalf("CSP %q does not allow same-origin variants", csp)
	}
}

func firstFeaturedTitle(t *testing.T, home string) string {
	t.Helper()
	m := regexp.MustCompile(`<h3>([^<]+)</h3>`).FindStringSubmatch(home)
	if m == nil {
		t.Fatal("no featured content on the home page")
	}
	return strings.ReplaceAll(m[1], "&#34;", `"`)
}

func keys(m map[string]string) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

// BenchmarkHomeImageBytesPhone counts the image bytes a phone (360 CSS pixels wide, device pixel
// ratio 2, accepting WebP) fetches for the home page: before (every src) and after (the srcset
// candidate a browser picks from sizes), reported as before-bytes and after-bytes. "demo" is the
// demo seed as it is (flat-colour paletted PNGs of a few kilobytes); "photos" replaces each of
// its raster images (the card pictures and the header logo) with a 1920×1008 JPEG (quality 90)
// of photographic detail, as an editor uploads from a camera.
func BenchmarkHomeImageBytesPhone(b *testing.B) {
	f := newFixture(b, true)
	b.Run("demo", func(b *testing.B) { homeImageBytes(b, f) })
	photo := imagingtest.Encoded(b, 1920, 1008, imaging.JPEG)
	_, home := f.get("/")
	for _, tag := range imgTag.FindAllString(home, -1) {
		if src := attr(tag, "src"); attr(tag, "srcset") != "" {
			req := httptest.NewRequest(http.MethodPut, strings.Replace(src, "/object/public/", "/object/", 1), bytes.NewReader(photo))
			req.Header.Set("Authorization", "Bearer "+f.env.Keys.ServiceRoleKey())
			rec := httptest.NewRecorder()
			f.handler.ServeHTTP(rec, req)
			if rec.Code != http.StatusOK {
				b.Fatalf("replace %s: %d %s", src, rec.Code, rec.Body)
			}
		}
	}
	b.Run("photos", func(b *testing.B) { homeImageBytes(b, f) })
}

func homeImageBytes(b *testing.B, f *fixture) {
	const viewport, dpr = 360.0, 2.0
	var before, after int
	for range b.N {
		before, after = 0, 0
		_, home := f.get("/")
		for _, tag := range imgTag.FindAllString(home, -1) {
			src := attr(tag, "src")
			before += fetched(b, f, src, "image/png,image/*")
			pick := src
			if set := attr(tag, "srcset"); set != "" {
				pick = pickCandidate(set, slotWidth(attr(tag, "sizes"), viewport)*dpr)
			}
			after += fetched(b, f, pick, "image/avif,image/webp,image/apng,image/*,*/*;q=0.8")
		}
	}
	b.ReportMetric(float64(before), "before-bytes")
	b.ReportMetric(float64(after), "after-bytes")
}

func fetched(b *testing.B, f *fixture, url, accept string) int {
	res, body := f.get(url, "Accept", accept)
	if res.StatusCode != http.StatusOK {
		b.Fatalf("%s: %d", url, res.StatusCode)
	}
	return len(body)
}

// slotWidth evaluates a sizes attribute (as the site writes them: "(max-width: Nrem) Mvw, …,
// Lrem") at a viewport width, with 16-pixel rems.
func slotWidth(sizes string, viewport float64) float64 {
	for _, part := range strings.Split(sizes, ",") {
		part = strings.TrimSpace(part)
		if strings.HasPrefix(part, "(max-width: ") {
			cond, size, _ := strings.Cut(strings.TrimPrefix(part, "(max-width: "), ") ")
			if length(cond, viewport) < viewport {
				continue
			}
			part = size
		}
		return length(part, viewport)
	}
	return viewport
}

func length(v string, viewport float64) float64 {
	for unit, k := range map[string]float64{"rem": 16, "vw": viewport / 100, "px": 1} {
		if n, err := strconv.ParseFloat(strings.TrimSuffix(v, unit), 64); err == nil && strings.HasSuffix(v, unit) {
			return n * k
		}
	}
	return viewport
}

// pickCandidate is the smallest candidate at least need pixels wide (else the widest).
func pickCandidate(srcset string, need float64) string {
	best, bestW := "", 0
	for _, c := range strings.Split(srcset, ", ") {
		url, w, _ := strings.Cut(c, " ")
		n, _ := strconv.Atoi(strings.TrimSuffix(w, "w"))
		if float64(n) >= need && (bestW < int(need) || n < bestW) || bestW < int(need) && n > bestW {
			best, bestW = url, n
		}
	}
	return best
}

// TestStoredFilesLinkedByVersion: a page links a stored picture by its version, an address cached
// for good; replacing the file's bytes draws the page again with the new version, and the old
// address is no longer cached for good.
func TestStoredFilesLinkedByVersion(t *testing.T) {
	t.Parallel()
	f := newFixture(t, true)
	id, path := f.contentURL(firstFeaturedTitle(t, f.page("/", 200)))
	var item struct {
		Imagen string `json:"imagen_principal"`
	}
	f.row("contenido", fmt.Sprintf("select=imagen_principal&id=eq.%d", id), &item)
	address := regexp.MustCompile(`/storage/v1/object/public/contenido/` + regexp.QuoteMeta(item.Imagen) + `\?version=([0-9a-f-]+)`)
	versionOf := func() string {
		t.Helper()
		m := address.FindStringSubmatch(f.page(path, 200))
		if m == nil {
			t.Fatalf("no versioned address of %s", item.Imagen)
		}
		return m[1]
	}
	before := versionOf()
	original := "/storage/v1/object/public/contenido/" + item.Imagen
	if res, _ := f.get(original + "?version=" + before); res.Header.Get("Cache-Control") != "public, max-age=31536000, immutable" {
		t.Fatalf("versioned address: Cache-Control %q", res.Header.Get("Cache-Control"))
	}

	req := httptest.NewRequest(http.MethodPut, "/storage/v1/object/contenido/"+item.Imagen, bytes.NewReader(imagingtest.Encoded(t, 64, 48, imaging.PNG)))
	req.Header.Set("Authorization", "Bearer "+f.env.Keys.ServiceRoleKey())
	req.Header.Set("Content-Type", "image/png")
	rec := httptest.NewRecorder()
	f.handler.ServeHTTP(rec, req)
	if rec.Code != http.StatusOK {
		t.Fatalf("replace: %d %s", rec.Code, rec.Body)
	}
	after := versionOf()
	if after == before {
		t.Fatal("the page still links the replaced version")
	}
	if res, _ := f.get(original + "?version=" + before); strings.Contains(res.Header.Get("Cache-Control"), "immutable") {
		t.Fatalf("the replaced version's address is still cached for good: %q", res.Header.Get("Cache-Control"))
	}
}

// TestRichTextPictures: a picture inserted in a rich text (stored with the platform's address) is
// shown from the site's own origin with a srcset of its variants, like the site's own pictures; an
// SVG from the site's origin too, without variants.
func TestRichTextPictures(t *testing.T) {
	t.Parallel()
	f := newFixture(t, true)
	var cat struct{ ID int }
	f.row("categoria-servicios", "select=id&slug=eq.ciberseguridad", &cat)
	body := `<p>Antes:</p><p><img src="http://vitrina.test/storage/v1/object/public/contenido/texto/antes.png" alt="La oficina antes"></p>` +
		`<p><img src="http://vitrina.test/storage/v1/object/public/clientes/logos/marca.svg" alt="Marca"></p>`
	created := f.rest(http.MethodPost, "/rest/v1/contenido?select=id",
		`{"titulo":"Reforma","categoria":`+strconv.Itoa(cat.ID)+`,"descripcion":{"body":`+strconv.Quote(body)+`,"layout":1}}`, 201)
	id := strings.TrimSuffix(strings.TrimPrefix(created, `[{"id":`), "}]")
	res, _ := f.get("/contenido/" + id)
	page := f.page(res.Header.Get("Location"), 200)
	mustContain(t, "rich text", page,
		`<img src="/storage/v1/object/public/contenido/texto/antes.png" srcset="/storage/v1/render/image/public/contenido/texto/antes.png?width=320 320w,`,
		`sizes="(max-width: 54rem) 100vw, 52rem" alt="La oficina antes">`,
		`<img src="/storage/v1/object/public/clientes/logos/marca.svg" alt="Marca">`)
}
