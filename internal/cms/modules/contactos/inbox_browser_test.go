package contactos_test

import (
	"context"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestBrowserContactWalk: a visitor sends a message from /contacto (on a phone-width window); an
// administrator sees the unread counter, opens the message, replies, and archives it.
func TestBrowserContactWalk(t *testing.T) {
	f := cmstest.NewFullServer(t)
	f.Account(t, "jefa@example.com", "administrador")
	ctx := cmstest.Chrome(t)

	cmstest.Do(t, ctx, "open the contact page on a phone",
		chromedp.EmulateViewport(390, 844),
		chromedp.Navigate(f.URL+"/contacto"),
		chromedp.WaitVisible(chromedp.CSS(`form.contact-form`)))
	cmstest.WantJS(t, ctx, "no sideways scroll", `String(document.documentElement.scrollWidth <= 390)`, "true")
	cmstest.EvalString(t, ctx, `window.__loaded = performance.now(); 'ok'`)
	cmstest.Do(t, ctx, "fill in the form",
		chromedp.SendKeys(chromedp.CSS(`#nombre`), "Lucía Pérez"),
		chromedp.SendKeys(chromedp.CSS(`#email`), "lucia@ejemplo.com"),
		chromedp.SendKeys(chromedp.CSS(`#asunto`), "Presupuesto para una tienda"),
		chromedp.SendKeys(chromedp.CSS(`#mensaje`), "Hola, quisiéramos vender en línea."),
		chromedp.Click(chromedp.CSS(`#consentimiento`)))
	// The form refuses what comes back sooner than a person fills it in (3 s): wait as one would.
	cmstest.WaitFor(t, ctx, "the minimum fill time", `performance.now() - window.__loaded > 3300`)
	cmstest.Do(t, ctx, "send", chromedp.Click(chromedp.CSS(`form.contact-form button[type=submit]`)),
		chromedp.WaitVisible(chromedp.CSS(`.notice.ok`)))
	shot(t, ctx, "contacto-390.png")

	cmstest.Do(t, ctx, "desktop window", chromedp.EmulateViewport(1280, 900))
	cmstest.SignInChrome(t, ctx, f.URL, "jefa@example.com")
	cmstest.WantJS(t, ctx, "unread counter", `document.querySelector('a[href="/admin/contactos/"] .nav-count').firstChild.textContent`, "1")
	cmstest.Do(t, ctx, "open the inbox and the message",
		chromedp.Click(chromedp.CSS(`a[href="/admin/contactos/"]`)),
		chromedp.WaitVisible(chromedp.CSS(`#mensajes`)))
	shot(t, ctx, "contactos-bandeja.png")
	cmstest.Do(t, ctx, "open the message",
		chromedp.Click(chromedp.CSS(`#mensajes tbody tr:first-child .subject a`)),
		chromedp.WaitVisible(chromedp.CSS(`#responder`)))
	cmstest.WantJS(t, ctx, "read", `document.querySelector('#estado').textContent + '|' + document.querySelector('#cuerpo').textContent + '|' + (document.querySelector('.nav-count') === null)`,
		"leído|Hola, quisiéramos vender en línea.|true")
	cmstest.Do(t, ctx, "reply",
		chromedp.SendKeys(chromedp.CSS(`#r-respuesta`), "Gracias, Lucía. Le llamamos mañana."),
		chromedp.Click(chromedp.CSS(`#responder button[type=submit]`)),
		chromedp.WaitVisible(chromedp.CSS(`p.flash`)))
	cmstest.WantJS(t, ctx, "replied", `document.querySelector('p.flash').textContent + '|' + document.querySelector('#estado').textContent + '|' + document.querySelector('#respuestas').textContent.includes('Le llamamos mañana.')`,
		"Respuesta enviada a lucia@ejemplo.com.|respondido|true")
	shot(t, ctx, "contacto-detalle.png")
	cmstest.Do(t, ctx, "archive", chromedp.Click(chromedp.CSS(`#archivar`)), chromedp.WaitVisible(chromedp.CSS(`#filtros`)))
	cmstest.WantJS(t, ctx, "archived", `location.pathname + '|' + document.querySelector('p.flash').textContent + '|' + document.querySelector('p.empty').textContent`,
		"/admin/contactos/|Estado cambiado a «archivado».|La bandeja está vacía.")
	cmstest.Do(t, ctx, "the archived filter", chromedp.Navigate(f.URL+"/admin/contactos/?estado=archivado"), chromedp.WaitVisible(chromedp.CSS(`#mensajes`)))
	cmstest.WantJS(t, ctx, "archived list", `document.querySelector('#mensajes tbody tr .subject').textContent`, "Presupuesto para una tienda")
	cmstest.Do(t, ctx, "the inbox on a phone", chromedp.EmulateViewport(390, 844), chromedp.Reload(), chromedp.WaitVisible(chromedp.CSS(`#mensajes`)))
	cmstest.WantJS(t, ctx, "no sideways scroll in the inbox", `String(document.documentElement.scrollWidth <= 390)`, "true")
	shot(t, ctx, "contactos-390.png")
}

// shot saves a screenshot in $VITRINA_SCREENSHOTS when it is set (to look at the screens).
func shot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	cmstest.Screenshot(t, ctx, strings.TrimSuffix(name, ".png"))
}
