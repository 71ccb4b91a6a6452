package contenido_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// categoryTreeJS lists the categories page's tree as "name@depth".
const categoryTreeJS = `[...document.querySelectorAll('#arbol li')].map(li => {
	let d = 0; for (let p = li.parentElement.closest('li'); p; p = p.parentElement.closest('li')) d++;
	return li.querySelector('.cat-name').textContent + '@' + d; }).join('|')`

// TestBrowserCategoriesAndContent walks the categories and content modules in Chromium: a category
// tree is created, renamed and moved; content is created with an uploaded picture (previewed, with
// a progress bar) and shown in the list; the list is paged; an edit shows a validation message with
// the input kept; deletes are confirmed; a category in use cannot be deleted.
func TestBrowserCategoriesAndContent(t *testing.T) {
	f := cmstest.NewFullServer(t)
	f.Account(t, "jefa@example.com", "administrador")
	ctx := cmstest.Chrome(t)
	cmstest.SignInChrome(t, ctx, f.URL, "jefa@example.com")

	// Categories: create a small tree.
	create := func(name, parent string) {
		t.Helper()
		if err := chromedp.Do(cmstest.Step(t, ctx), chromedp.Navigate(f.URL+"/admin/categorias/"), chromedp.WaitVisible(chromedp.CSS(`#nueva-categoria`))); err != nil {
			t.Fatal(err)
		}
		if parent != "" {
			cmstest.EvalString(t, ctx, cmstest.SelectByLabel(`#nueva-categoria select[name=id_padre]`, parent))
		}
		if err := chromedp.Do(cmstest.Step(t, ctx),
			chromedp.SendKeys(chromedp.CSS(`#nueva-categoria input[name=name]`), name),
			chromedp.Click(chromedp.CSS(`#nueva-categoria button[type=submit]`)),
			chromedp.WaitVisible(chromedp.CSS(`p.flash`)),
		); err != nil {
			t.Fatalf("create category %s: %v", name, err)
		}
	}
	create("Desarrollo", "")
	create("Consultoría", "")
	create("web", "Desarrollo")
	create("Apps", "Desarrollo")
	if got := cmstest.EvalString(t, ctx, categoryTreeJS); got != "Consultoría@0|Desarrollo@0|Apps@1|web@1" {
		t.Fatalf("tree %q", got)
	}

	// Rename "web" and move it under Consultoría.
	if err := chromedp.Do(cmstest.Step(t, ctx),
		chromedp.Click(chromedp.Search(`//li[div/span[@class="cat-name" and text()="web"]]/div//a[text()="Editar"]`)),
		chromedp.WaitVisible(chromedp.CSS(`form#categoria`)),
		chromedp.SetValue(chromedp.CSS(`form#categoria input[name=name]`), "Sitios web"),
	); err != nil {
		t.Fatal(err)
	}
	cmstest.EvalString(t, ctx, cmstest.SelectByLabel(`form#categoria select[name=id_padre]`, "Consultoría"))
	if err := chromedp.Do(cmstest.Step(t, ctx),
		chromedp.Click(chromedp.CSS(`form#categoria button[type=submit]`)),
		chromedp.WaitVisible(chromedp.CSS(`#arbol`)),
	); err != nil {
		t.Fatal(err)
	}
	if got := cmstest.EvalString(t, ctx, categoryTreeJS+` + '|' + document.querySelector('p.flash').textContent`); got != "Consultoría@0|Sitios web@1|Desarrollo@0|Apps@1|Categoría guardada." {
		t.Fatalf("after rename and move: %q", got)
	}

	// Eleven older items so that the list has two pages once one more is created.
	c := f.Srv.CMSService().Client()
	var cats []struct{ ID int64 }
	if _, err := c.From("categoria-servicios", c.Service()).Select("id").Eq("name", "Consultoría").Get(context.Background(), &cats); err != nil || len(cats) != 1 {
		t.Fatalf("category: %v %v", cats, err)
	}
	var rows []map[string]any
	for i := range 11 {
		rows = append(rows, map[string]any{"titulo": fmt.Sprintf("Antiguo %02d", i), "categoria": cats[0].ID, "created_at": cmstest.Stamp(i)})
	}
	if err := c.From("contenido", c.Service()).Insert(context.Background(), rows, nil); err != nil {
		t.Fatal(err)
	}

	// Content: create with an image, previewed before sending.
	dir := t.TempDir()
	picture := filepath.Join(dir, "Equipo de trabajo.png")
	notImage := filepath.Join(dir, "falsa.png")
	if err := os.WriteFile(picture, cmstest.PNGBytes(t), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(notImage, []byte("esto es texto, no una imagen"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(cmstest.Step(t, ctx),
		chromedp.Navigate(f.URL+"/admin/contenido/nuevo"),
		chromedp.WaitVisible(chromedp.CSS(`#contenido-form`)),
		chromedp.SendKeys(chromedp.CSS(`input[name=titulo]`), "Nuestro equipo"),
		chromedp.Click(chromedp.CSS(`input[name=layout][value="3"]`)),
		// HTML typed in the rich-text editor's source view.
		chromedp.Click(chromedp.CSS(`button.richtext-source`)),
		chromedp.SendKeys(chromedp.CSS(`textarea[name=body]`), `<p>Hola <strong>mundo</strong></p><script>alert(1)</script>`),
		chromedp.SetUploadFiles(chromedp.CSS(`input[type=file]`), []string{picture}),
	); err != nil {
		t.Fatal(err)
	}
	cmstest.EvalString(t, ctx, cmstest.SelectByLabel(`select[name=categoria]`, "Sitios web"))
	cmstest.WaitFor(t, ctx, "the live preview", `document.querySelector('#vista-previa-texto strong')?.textContent === 'mundo' && !document.querySelector('#vista-previa-texto script')`)
	cmstest.WaitFor(t, ctx, "the image preview", `(() => { const i = document.querySelector('#vista-imagen'); return !i.hidden && i.src.startsWith('blob:') && i.naturalWidth === 8; })()`)
	if err := chromedp.Do(cmstest.Step(t, ctx), chromedp.Click(chromedp.CSS(`#publicar`))); err != nil {
		t.Fatal(err)
	}
	cmstest.WaitFor(t, ctx, "the item after saving", `/^\/admin\/contenido\/\d+$/.test(location.pathname) && document.querySelector('p.flash')?.textContent === 'Contenido publicado.'`)
	cmstest.Do(t, ctx, "the list", chromedp.Navigate(f.URL+"/admin/contenido/"), chromedp.WaitVisible(chromedp.CSS(`#contenidos`)))
	cmstest.WaitFor(t, ctx, "the uploaded image in the list", `(() => { const i = document.querySelector('#contenidos tbody tr:first-child img.thumb'); return !!i && i.complete && i.naturalWidth === 8; })()`)
	if got := cmstest.EvalString(t, ctx, `document.querySelector('#contenidos tbody tr:first-child .title').textContent + '|' + document.querySelector('#contenidos tbody tr:first-child .category').textContent + '|' + document.querySelector('#contenidos tbody tr:first-child img.thumb').getAttribute('src')`); got != "Nuestro equipo|Sitios web|/storage/v1/object/public/contenido/imagenes/Equipo_de_trabajo.png" {
		t.Fatalf("first row %q", got)
	}

	// Paginate: twelve items, ten a page.
	if err := chromedp.Do(cmstest.Step(t, ctx), chromedp.Click(chromedp.CSS(`.pager a[rel=next]`)), chromedp.WaitVisible(chromedp.CSS(`.pager a[rel=prev]`))); err != nil {
		t.Fatal(err)
	}
	if got := cmstest.EvalString(t, ctx, `document.querySelector('.pager .pages').textContent + '|' + [...document.querySelectorAll('#contenidos .title')].map(e => e.textContent).join(',')`); got != "Página 2 de 2 · 12 en total|Antiguo 01,Antiguo 00" {
		t.Fatalf("page 2: %q", got)
	}

	// Edit: a text file named .png is refused from its bytes; the typed title is kept.
	if err := chromedp.Do(cmstest.Step(t, ctx),
		chromedp.Navigate(f.URL+"/admin/contenido/"),
		chromedp.Click(chromedp.Search(`//td[@class="title"]/a[text()="Nuestro equipo"]`)),
		chromedp.WaitVisible(chromedp.CSS(`#contenido-form`)),
		chromedp.SetValue(chromedp.CSS(`input[name=titulo]`), "Nuestro equipo editado"),
		chromedp.SetUploadFiles(chromedp.CSS(`input[type=file]`), []string{notImage}),
		chromedp.Click(chromedp.CSS(`#publicar`)),
		chromedp.WaitVisible(chromedp.CSS(`#e-imagen`)),
	); err != nil {
		t.Fatal(err)
	}
	if got := cmstest.EvalString(t, ctx, `document.querySelector('#e-imagen').textContent + '|' + document.querySelector('input[name=titulo]').value + '|' + document.querySelector('input[name=layout]:checked').value`); got != fmt.Sprintf(cms.MsgFileKind, "JPG, PNG, WebP o GIF")+"|Nuestro equipo editado|3" {
		t.Fatalf("validation page %q", got)
	}
	if err := chromedp.Do(cmstest.Step(t, ctx), chromedp.Click(chromedp.CSS(`#publicar`))); err != nil {
		t.Fatal(err)
	}
	cmstest.WaitFor(t, ctx, "the item after editing", `/^\/admin\/contenido\/\d+$/.test(location.pathname) && !!document.querySelector('p.flash')`)
	cmstest.Do(t, ctx, "the list", chromedp.Navigate(f.URL+"/admin/contenido/"), chromedp.WaitVisible(chromedp.CSS(`#contenidos`)))
	cmstest.WaitFor(t, ctx, "the edited title in the list", `document.querySelector('#contenidos .title')?.textContent === 'Nuestro equipo editado'`)

	// A category in use cannot be deleted; the confirmation is asked first.
	if err := chromedp.Do(cmstest.Step(t, ctx), chromedp.Navigate(f.URL+"/admin/categorias/"), chromedp.WaitVisible(chromedp.CSS(`#arbol`))); err != nil {
		t.Fatal(err)
	}
	cmstest.EvalString(t, ctx, cmstest.AcceptConfirm)
	if err := chromedp.Do(cmstest.Step(t, ctx),
		chromedp.Click(chromedp.Search(`//li[div/span[@class="cat-name" and text()="Sitios web"]]/div//button[text()="Eliminar"]`)),
		chromedp.WaitVisible(chromedp.CSS(`p.error`)),
	); err != nil {
		t.Fatal(err)
	}
	if got := cmstest.EvalString(t, ctx, `document.querySelector('p.error').textContent + '|' + sessionStorage.getItem('asked')`); got != "No se puede eliminar: la categoría tiene contenido.|¿Eliminar la categoría «Sitios web»?" {
		t.Fatalf("refused delete: %q", got)
	}

	// Delete the item with the confirmation accepted.
	if err := chromedp.Do(cmstest.Step(t, ctx), chromedp.Navigate(f.URL+"/admin/contenido/"), chromedp.WaitVisible(chromedp.CSS(`#contenidos`))); err != nil {
		t.Fatal(err)
	}
	cmstest.EvalString(t, ctx, cmstest.AcceptConfirm)
	if err := chromedp.Do(cmstest.Step(t, ctx),
		chromedp.Click(chromedp.CSS(`#contenidos tbody tr:first-child button.danger`)),
		chromedp.WaitVisible(chromedp.CSS(`p.flash`)),
	); err != nil {
		t.Fatal(err)
	}
	got := cmstest.EvalString(t, ctx, `document.querySelector('p.flash').textContent + '|' + document.querySelector('#contenidos .title').textContent + '|' + sessionStorage.getItem('asked')`)
	if got != "Contenido movido a la papelera: puede restaurarlo durante 30 días.|Antiguo 10|¿Mover «Nuestro equipo editado» a la papelera? Podrá restaurarlo durante 30 días." {
		t.Fatalf("after delete: %q", got)
	}
}
