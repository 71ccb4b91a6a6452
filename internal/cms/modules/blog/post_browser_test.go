package blog_test

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestBrowserScheduledPost walks in Chromium: write a post with a new tag and a cover (previewed
// before saving), schedule it for tomorrow, see it in the list as scheduled with its tag; then, on the
// public site, search from the header and land on a post found without its accents. The screenshots
// (desktop and a 390 px phone) are left in VITRINA_SCREENSHOTS when set.
func TestBrowserScheduledPost(t *testing.T) {
	f := cmstest.NewFullServer(t)
	f.Account(t, "jefa@example.com", "administrador")
	f.Seed(t, "blog_entradas", []map[string]any{{"titulo": "Diseño de marca", "slug": "diseno-de-marca", "cuerpo": "<p>Colores y logotipos.</p>"}})
	ctx := cmstest.Chrome(t)
	cmstest.SignInChrome(t, ctx, f.URL, "jefa@example.com")

	cover := filepath.Join(t.TempDir(), "Portada blog.png")
	if err := os.WriteFile(cover, cmstest.PNGBytes(t), 0o600); err != nil {
		t.Fatal(err)
	}
	when := time.Now().Add(24 * time.Hour).In(time.UTC) // the site's zone: the configuration's default
	cmstest.Do(t, ctx, "write the post",
		chromedp.Navigate(f.URL+"/admin/blog/nuevo"),
		chromedp.WaitVisible(chromedp.CSS(`#entrada-form`)),
		chromedp.SendKeys(chromedp.CSS(`input[name=titulo]`), "Novedades del otoño"),
		chromedp.SendKeys(chromedp.CSS(`input[name=etiquetas]`), "Otoño, Noticias"),
		chromedp.WaitVisible(chromedp.CSS(`.richtext .ql-editor`)), // the body is the rich-text editor
		chromedp.Click(chromedp.CSS(`.richtext .ql-editor`)),
		chromedp.SendKeys(chromedp.CSS(`.richtext .ql-editor`), "Llegan cambios."),
		chromedp.SetUploadFiles(chromedp.CSS(`input[name=portada]`), []string{cover}),
		chromedp.Click(chromedp.CSS(`#publicacion .panel-dates summary`)),
		chromedp.SetValue(chromedp.CSS(`input[name=publicar_en]`), when.Format("02/01/2006 15:04")),
	)
	cmstest.EvalString(t, ctx, `document.querySelector('input[name=publicar_en]').dispatchEvent(new Event("change", {bubbles: true})) && ""`)
	cmstest.WantJS(t, ctx, "a future date schedules", `document.querySelector('#publicar').textContent`, "Programar")
	cmstest.WaitFor(t, ctx, "the cover preview", `(() => { const i = document.querySelector('#vista-portada'); return !i.hidden && i.src.startsWith('blob:'); })()`)
	cmstest.Do(t, ctx, "schedule", chromedp.Click(chromedp.CSS(`#publicar`)))
	cmstest.WaitFor(t, ctx, "the post's form after saving", `/^\/admin\/blog\/\d+$/.test(location.pathname) && document.querySelector('p.flash')?.textContent === 'Entrada programada para el `+when.Format("02/01/2006 15:04")+`.'`)
	cmstest.Do(t, ctx, "the list", chromedp.Navigate(f.URL+"/admin/blog/"), chromedp.WaitVisible(chromedp.CSS(`#entradas`)))
	cmstest.WantJS(t, ctx, "the scheduled post's row",
		`(() => { const r = [...document.querySelectorAll('#entradas tbody tr')].find(r => r.querySelector('.title').textContent === 'Novedades del otoño'); return r.querySelector('.state-badge').classList.contains('scheduled') + '|' + r.querySelector('.tags').textContent + '|' + !!r.querySelector('img.thumb'); })()`,
		"true|Otoño, Noticias|true")
	tagID := cmstest.EvalString(t, ctx, `[...document.querySelectorAll('select[name=etiqueta] option')].find(o => o.textContent === 'Otoño').value`)
	cmstest.Do(t, ctx, "filter by the new tag",
		chromedp.Navigate(f.URL+"/admin/blog/?etiqueta="+tagID), chromedp.WaitVisible(chromedp.CSS(`#entradas`)))
	cmstest.WantJS(t, ctx, "one row", `String(document.querySelectorAll('#entradas tbody tr').length)`, "1")
	cmstest.Screenshot(t, ctx, "blog-lista")

	// The public site: search from the header.
	cmstest.Do(t, ctx, "search from the header",
		chromedp.Navigate(f.URL+"/"),
		chromedp.WaitVisible(chromedp.CSS(`#q-cabecera`)),
		chromedp.SendKeys(chromedp.CSS(`#q-cabecera`), "diseno"),
		chromedp.Click(chromedp.CSS(`.site-search button`)),
		chromedp.WaitVisible(chromedp.CSS(`.results a`)),
	)
	cmstest.WantJS(t, ctx, "the results page", `location.pathname + location.search`, "/buscar?q=diseno")
	cmstest.WantJS(t, ctx, "the first result", `document.querySelector('.results a').textContent + '|' + document.querySelector('.results mark').textContent`, "Diseño de marca|Diseño")
	cmstest.WantJS(t, ctx, "the scheduled post is not public yet", `String(document.body.textContent.includes('Novedades del otoño'))`, "false")
	cmstest.Screenshot(t, ctx, "buscar")
	cmstest.Do(t, ctx, "phone width", chromedp.EmulateViewport(390, 844))
	cmstest.WantJS(t, ctx, "no sideways scroll on a phone", `String(document.documentElement.scrollWidth <= 390)`, "true")
	cmstest.Screenshot(t, ctx, "buscar-movil")
	cmstest.Do(t, ctx, "open the result", chromedp.Click(chromedp.CSS(`.results a`)), chromedp.WaitVisible(chromedp.CSS(`article.post h1`)))
	cmstest.WantJS(t, ctx, "the post", `location.pathname + '|' + document.querySelector('h1').textContent`, "/blog/diseno-de-marca|Diseño de marca")
	cmstest.Screenshot(t, ctx, "entrada-movil")
	cmstest.WantJS(t, ctx, "the post on a phone: no sideways scroll", `String(document.documentElement.scrollWidth <= 390)`, "true")
	cmstest.Do(t, ctx, "the form on a phone", chromedp.Navigate(f.URL+"/admin/blog/nuevo"), chromedp.WaitVisible(chromedp.CSS(`#entrada-form`)))
	cmstest.WantJS(t, ctx, "the form on a phone: no sideways scroll", `String(document.documentElement.scrollWidth <= 390)`, "true")
	cmstest.Screenshot(t, ctx, "blog-form-movil")
}
