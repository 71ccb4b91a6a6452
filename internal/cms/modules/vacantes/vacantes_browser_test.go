package vacantes_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestBrowserApplicationWalk: a visitor finds an opening on /empleo (on a phone-width window) and
// applies with a PDF CV; an administrator sees the application under the opening with its count,
// opens it, and changes its status.
func TestBrowserApplicationWalk(t *testing.T) {
	f := cmstest.NewFullServer(t)
	f.Account(t, "jefa@example.com", "administrador")
	f.Seed(t, "vacantes", []map[string]any{{"titulo": "Diseñadora de producto", "slug": "disenadora-producto", "modalidad": "híbrido",
		"tipo": "Jornada completa", "ubicacion": "Valencia", "descripcion": "<p>Diseño de interfaces.</p>"}})
	cv := filepath.Join(t.TempDir(), "mi-cv.pdf")
	if err := os.WriteFile(cv, samplePDF, 0o644); err != nil {
		t.Fatal(err)
	}
	ctx := cmstest.Chrome(t)

	cmstest.Do(t, ctx, "the jobs page on a phone",
		chromedp.EmulateViewport(390, 844),
		chromedp.Navigate(f.URL+"/empleo"),
		chromedp.WaitVisible(chromedp.CSS(`.job-list`)))
	cmstest.WantJS(t, ctx, "no sideways scroll", `String(document.documentElement.scrollWidth <= 390)`, "true")
	cmstest.Do(t, ctx, "open the opening",
		chromedp.Click(chromedp.CSS(`.job-card a`)),
		chromedp.WaitVisible(chromedp.CSS(`form.contact-form`)))
	cmstest.EvalString(t, ctx, `window.__loaded = performance.now(); 'ok'`)
	cmstest.Do(t, ctx, "fill in the application",
		chromedp.SendKeys(chromedp.CSS(`#nombre`), "Marta Gil"),
		chromedp.SendKeys(chromedp.CSS(`#email`), "marta@ejemplo.com"),
		chromedp.SendKeys(chromedp.CSS(`#mensaje`), "Me encantaría unirme al equipo."),
		chromedp.SetUploadFiles(chromedp.CSS(`#cv`), []string{cv}),
		chromedp.Click(chromedp.CSS(`#consentimiento`)))
	cmstest.WantJS(t, ctx, "no sideways scroll on the form", `String(document.documentElement.scrollWidth <= 390)`, "true")
	cmstest.WaitFor(t, ctx, "the minimum fill time", `performance.now() - window.__loaded > 3300`)
	cmstest.Do(t, ctx, "send", chromedp.Click(chromedp.CSS(`form.contact-form button[type=submit]`)),
		chromedp.WaitVisible(chromedp.CSS(`.notice.ok`)))
	cmstest.Screenshot(t, ctx, "empleo-390")

	cmstest.Do(t, ctx, "desktop window", chromedp.EmulateViewport(1280, 900))
	cmstest.SignInChrome(t, ctx, f.URL, "jefa@example.com")
	cmstest.Do(t, ctx, "the openings",
		chromedp.Click(chromedp.CSS(`a[href="/admin/vacantes/"]`)),
		chromedp.WaitVisible(chromedp.CSS(`#vacantes`)))
	cmstest.WantJS(t, ctx, "count", `document.querySelector('#vacantes .count').textContent.trim()`, "1 (1 nuevas)")
	cmstest.Screenshot(t, ctx, "vacantes")
	cmstest.Do(t, ctx, "its applications",
		chromedp.Click(chromedp.CSS(`#vacantes .count a`)),
		chromedp.WaitVisible(chromedp.CSS(`#postulaciones`)))
	cmstest.WantJS(t, ctx, "the application", `document.querySelector('#postulaciones tbody tr').textContent.includes('Marta Gil') + '|' + document.querySelector('#postulaciones .estado').textContent`,
		"true|nueva")
	cmstest.Do(t, ctx, "move it to interview",
		chromedp.Click(chromedp.CSS(`#postulaciones input[type=checkbox]`)),
		chromedp.SetValue(chromedp.CSS(`#lote select[name=estado]`), "entrevista"),
		chromedp.Click(chromedp.CSS(`#lote button[type=submit]`)),
		chromedp.WaitVisible(chromedp.CSS(`p.flash`)))
	cmstest.WantJS(t, ctx, "status changed", `document.querySelector('p.flash').textContent + '|' + document.querySelector('#postulaciones .estado').textContent`,
		"1 postulaciones pasaron a «entrevista».|entrevista")
	cmstest.Screenshot(t, ctx, "postulaciones")
	cmstest.Do(t, ctx, "open it",
		chromedp.Click(chromedp.CSS(`#postulaciones tbody tr a`)),
		chromedp.WaitVisible(chromedp.CSS(`#descargar-cv`)))
	cmstest.WantJS(t, ctx, "detail", `document.querySelector('#postulacion').textContent.includes('Me encantaría unirme al equipo.') + '|' + document.querySelector('#p-estado').value`,
		"true|entrevista")
	cmstest.Screenshot(t, ctx, "postulacion")
}
