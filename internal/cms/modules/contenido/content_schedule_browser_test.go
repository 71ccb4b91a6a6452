package contenido_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/platform/platformtest"
	"github.com/vitrina/vitrina/internal/server"
)

// TestBrowserPreviewAndSchedule walks a draft to publication in Chromium on a clock the test moves:
// the editor shares a preview link, a visitor with no account opens it and sees the draft on the
// site's design (marked as a preview), the editor schedules it an hour ahead, the public page does
// not exist yet, and once the clock passes the hour the visitor finds it published — no restart, no
// write in between.
func TestBrowserPreviewAndSchedule(t *testing.T) {
	clock := platformtest.NewClock(time.Now().UTC().Truncate(time.Second))
	f := cmstest.NewFullServer(t, server.WithClock(clock.Now))
	f.Account(t, "jefa@example.com", "administrador")
	cat := f.Seed(t, "categoria-servicios", []map[string]any{{"name": "Servicios"}})[0]
	id := f.Seed(t, "contenido", []map[string]any{{"titulo": "Oferta de invierno", "categoria": cat, "estado": "borrador",
		"descripcion": map[string]any{"body": "Descuentos para empresas nuevas.", "layout": 1}}})[0]
	item := fmt.Sprintf("%s/admin/contenido/%d", f.URL, id)
	public := fmt.Sprintf("%s/contenido/%d-oferta-de-invierno", f.URL, id)
	ctx := cmstest.Chrome(t)
	cmstest.SignInChrome(t, ctx, f.URL, "jefa@example.com")

	// Share a preview link and open it in a browser with no account.
	if err := chromedp.Do(cmstest.Step(t, ctx),
		chromedp.Navigate(item), chromedp.WaitVisible(chromedp.CSS(`#compartir-vista-previa`)),
		chromedp.Click(chromedp.CSS(`#compartir-vista-previa`)), chromedp.WaitVisible(chromedp.CSS(`#enlace-vista-previa`)),
	); err != nil {
		t.Fatal(err)
	}
	link := cmstest.EvalString(t, ctx, `document.querySelector('#enlace-vista-previa').value`)
	if !strings.HasPrefix(link, f.URL+"/vista-previa/") {
		t.Fatalf("shared link %q", link)
	}
	visitor := cmstest.Chrome(t)
	if err := chromedp.Do(cmstest.Step(t, visitor), chromedp.Navigate(link), chromedp.WaitVisible(chromedp.CSS(`.preview-banner`))); err != nil {
		t.Fatal(err)
	}
	cmstest.WantJS(t, visitor, "the preview", `document.querySelector('main h1').textContent + '|' + document.querySelector('meta[name=robots]').content`,
		"Oferta de invierno|noindex, nofollow")

	// Schedule it an hour ahead (the form's times are the server's zone).
	at := clock.Now().Add(time.Hour).In(time.UTC).Format("02/01/2006 15:04") // the site's zone: the configuration's default
	if err := chromedp.Do(cmstest.Step(t, ctx),
		chromedp.Navigate(item), chromedp.WaitVisible(chromedp.CSS(`#publicacion`)),
		chromedp.Click(chromedp.CSS(`#publicacion .panel-dates summary`)),
		chromedp.SetValue(chromedp.CSS(`#publicacion input[name=publicar_en]`), at),
		chromedp.Click(chromedp.CSS(`#publicar`)),
		chromedp.WaitVisible(chromedp.CSS(`p.flash`)),
		chromedp.Navigate(f.URL+"/admin/contenido/"), chromedp.WaitVisible(chromedp.CSS(`#contenidos`)),
	); err != nil {
		t.Fatal(err)
	}
	if badge := cmstest.EvalString(t, ctx, `document.querySelector('#contenidos .state-badge').textContent`); !strings.HasPrefix(badge, "Programado para el ") {
		t.Errorf("scheduled badge %q", badge)
	}
	title := `document.querySelector('main h1').textContent`
	if err := chromedp.Do(cmstest.Step(t, visitor), chromedp.Navigate(public), chromedp.WaitVisible(chromedp.CSS(`main h1`))); err != nil {
		t.Fatal(err)
	}
	cmstest.WantJS(t, visitor, "before its time", title, "Página no encontrada")

	// An hour later it is on the site, without the preview's banner.
	clock.Advance(61 * time.Minute)
	if err := chromedp.Do(cmstest.Step(t, visitor), chromedp.Navigate(public), chromedp.WaitVisible(chromedp.CSS(`main h1`))); err != nil {
		t.Fatal(err)
	}
	cmstest.WantJS(t, visitor, "on time", title+` + '|' + document.querySelectorAll('.preview-banner').length`, "Oferta de invierno|0")
}
