package proyectos_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestBrowserProjectGallery walks in Chromium: build a project with a client, a category, a key
// result and a three-image gallery (each previewed before saving, each with its alt text); edit it
// with an error (an alt text emptied) and see the message next to the image with the input kept;
// move the last image first and save; see the public page show the gallery in that order; delete
// the project after the confirmation; and the form on a 390 px phone without sideways scrolling.
// Screenshots go to VITRINA_SCREENSHOTS when set.
func TestBrowserProjectGallery(t *testing.T) {
	f := cmstest.NewFullServer(t)
	f.Account(t, "jefa@example.com", "administrador")
	f.Seed(t, "categoria-servicios", []map[string]any{{"name": "Tiendas en línea", "slug": "tiendas-en-linea"}})
	group := f.Seed(t, "categorias", []map[string]any{{"nombre": "Comercio"}})[0]
	f.Seed(t, "clientes", []map[string]any{{"nombre": "Café Montaña", "categoria": group}})
	ctx := cmstest.Chrome(t)
	cmstest.SignInChrome(t, ctx, f.URL, "jefa@example.com")

	dir := t.TempDir()
	var files []string
	for _, name := range []string{"tienda.png", "ficha.png", "panel.png"} {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, cmstest.PNGBytes(t), 0o600); err != nil {
			t.Fatal(err)
		}
		files = append(files, p)
	}
	cmstest.Do(t, ctx, "fill in the new project",
		chromedp.Navigate(f.URL+"/admin/proyectos/nuevo"),
		chromedp.WaitVisible(chromedp.CSS(`#proyecto-form`)),
		chromedp.SendKeys(chromedp.CSS(`input[name=titulo]`), "Tienda en línea para Café Montaña"),
		chromedp.SendKeys(chromedp.CSS(`textarea[name=resumen]`), "Café de origen por suscripción."),
		chromedp.SendKeys(chromedp.CSS(`input[name=resultado_etiqueta_1]`), "Ventas en línea"),
		chromedp.SendKeys(chromedp.CSS(`input[name=resultado_cifra_1]`), "+45 %"),
		chromedp.Click(chromedp.CSS(`input[name=destacado]`)),
		chromedp.SetUploadFiles(chromedp.CSS(`input[name=nueva_imagen_1]`), []string{files[0]}),
		chromedp.SendKeys(chromedp.CSS(`input[name=nueva_alt_1]`), "Inicio de la tienda"),
		chromedp.SetUploadFiles(chromedp.CSS(`input[name=nueva_imagen_2]`), []string{files[1]}),
		chromedp.SendKeys(chromedp.CSS(`input[name=nueva_alt_2]`), "Ficha de un café"),
		chromedp.SetUploadFiles(chromedp.CSS(`input[name=nueva_imagen_3]`), []string{files[2]}),
		chromedp.SendKeys(chromedp.CSS(`input[name=nueva_alt_3]`), "Panel de suscripciones"),
	)
	cmstest.EvalString(t, ctx, cmstest.SelectByLabel(`select[name=cliente]`, "Café Montaña"))
	cmstest.EvalString(t, ctx, cmstest.SelectByLabel(`select[name=categoria]`, "Tiendas en línea"))
	cmstest.WaitFor(t, ctx, "the three previews", `[...document.querySelectorAll('.image-field img.image-preview')].every(i => !i.hidden && i.src.startsWith('blob:'))`)
	cmstest.Screenshot(t, ctx, "proyecto-nuevo")
	cmstest.Do(t, ctx, "save", chromedp.Click(chromedp.CSS(`#publicar`)))
	cmstest.WaitFor(t, ctx, "the project after saving", `/^\/admin\/proyectos\/\d+$/.test(location.pathname) && document.querySelector('p.flash')?.textContent === 'Proyecto publicado.'`)
	cmstest.Do(t, ctx, "the list", chromedp.Navigate(f.URL+"/admin/proyectos/"), chromedp.WaitVisible(chromedp.CSS(`#proyectos`)))
	cmstest.WantJS(t, ctx, "the row", `(() => { const r = document.querySelector('#proyectos tbody tr'); return r.querySelector('.title a').textContent + '|' + r.querySelector('.client').textContent + '|' + r.querySelector('.category').textContent; })()`,
		"Tienda en línea para Café Montaña|Café Montaña|Tiendas en línea")
	cmstest.Screenshot(t, ctx, "proyectos-lista")

	// Edit with an error: the first image's alt text emptied, the title changed.
	cmstest.Do(t, ctx, "open the project", chromedp.Click(chromedp.CSS(`#proyectos .title a`)), chromedp.WaitVisible(chromedp.CSS(`#imagenes`)))
	cmstest.WantJS(t, ctx, "the gallery in its order", `[...document.querySelectorAll('#imagenes li img')].map(i => i.alt).join('|')`,
		"Inicio de la tienda|Ficha de un café|Panel de suscripciones")
	cmstest.EvalString(t, ctx, `document.querySelector('input[name=titulo]').value = 'Tienda Café Montaña'; document.querySelector('#imagenes li:first-child input[name^=imagen_alt_]').value = ''; 'ok'`)
	cmstest.Do(t, ctx, "save with an error", chromedp.Click(chromedp.CSS(`#publicar`)), chromedp.WaitVisible(chromedp.CSS(`#imagenes .field-error`)))
	cmstest.WantJS(t, ctx, "the message next to the image, the input kept",
		`document.querySelector('#imagenes li:first-child .field-error').textContent + '|' + document.querySelector('input[name=titulo]').value + '|' + document.querySelector('input[name=resultado_cifra_1]').value`,
		"Describa la imagen para quien no puede verla (texto alternativo).|Tienda Café Montaña|+45 %")
	cmstest.Screenshot(t, ctx, "proyecto-error")
	cmstest.EvalString(t, ctx, `document.querySelector('#imagenes li:first-child input[name^=imagen_alt_]').value = 'Inicio de la tienda';
		document.querySelector('#imagenes li:last-child input[name^=imagen_orden_]').value = '0'; 'ok'`)
	cmstest.Do(t, ctx, "an order of 0 is refused too", chromedp.Click(chromedp.CSS(`#publicar`)), chromedp.WaitVisible(chromedp.CSS(`#imagenes .field-error`)))
	cmstest.EvalString(t, ctx, `document.querySelector('#imagenes li:last-child input[name^=imagen_orden_]').value = '1';
		document.querySelector('#imagenes li:first-child input[name^=imagen_orden_]').value = '2';
		document.querySelector('#imagenes li:nth-child(2) input[name^=imagen_orden_]').value = '3'; 'ok'`)
	cmstest.Do(t, ctx, "save the new order", chromedp.Click(chromedp.CSS(`#publicar`)))
	cmstest.WaitFor(t, ctx, "the project after the edit", `document.querySelector('p.flash')?.textContent === 'Proyecto actualizado.' && document.querySelector('input[name=titulo]')?.value === 'Tienda Café Montaña'`)

	// The public page shows the gallery in the new order.
	cmstest.Do(t, ctx, "the public page", chromedp.Navigate(f.URL+"/proyectos/tienda-en-linea-para-cafe-montana"), chromedp.WaitVisible(chromedp.CSS(`.project-gallery`)))
	cmstest.WantJS(t, ctx, "the public gallery", `[...document.querySelectorAll('.project-gallery img')].map(i => i.alt).join('|') + '|' + document.querySelector('.key-results dd').textContent`,
		"Panel de suscripciones|Inicio de la tienda|Ficha de un café|+45 %")
	cmstest.Screenshot(t, ctx, "proyecto-publico")
	cmstest.Do(t, ctx, "phone width", chromedp.EmulateViewport(390, 844))
	cmstest.WantJS(t, ctx, "the public page on a phone: no sideways scroll", `String(document.documentElement.scrollWidth <= 390)`, "true")
	cmstest.Screenshot(t, ctx, "proyecto-publico-movil")
	cmstest.Do(t, ctx, "the form on a phone", chromedp.Navigate(f.URL+"/admin/proyectos/nuevo"), chromedp.WaitVisible(chromedp.CSS(`#proyecto-form`)))
	cmstest.WantJS(t, ctx, "the form on a phone: no sideways scroll", `String(document.documentElement.scrollWidth <= 390)`, "true")
	cmstest.Screenshot(t, ctx, "proyecto-form-movil")

	// Delete after the confirmation.
	cmstest.Do(t, ctx, "open the list", chromedp.Navigate(f.URL+"/admin/proyectos/"), chromedp.WaitVisible(chromedp.CSS(`#proyectos`)))
	cmstest.WantJS(t, ctx, "the list on a phone: no sideways scroll", `String(document.documentElement.scrollWidth <= 390)`, "true")
	cmstest.EvalString(t, ctx, cmstest.AcceptConfirm)
	cmstest.Do(t, ctx, "delete", chromedp.Click(chromedp.CSS(`#proyectos tbody tr:first-child .row-actions button`)), chromedp.WaitVisible(chromedp.CSS(`p.flash`)))
	cmstest.WantJS(t, ctx, "asked, then moved to the trash",
		`sessionStorage.getItem('asked') + '|' + document.querySelector('p.flash').textContent + '|' + (document.querySelector('#proyectos') ? 'table' : 'empty')`,
		"¿Mover «Tienda Café Montaña» a la papelera? Se elimina definitivamente en 30 días.|Proyecto movido a la papelera: se elimina definitivamente en 30 días.|empty")
}
