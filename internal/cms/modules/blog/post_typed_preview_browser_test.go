package blog_test

import (
	"context"
	"testing"

	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestBrowserTypedPreview walks in Chromium: type a new post's title, click «Vista previa»; a new tab
// shows the post as the public page would, with the typed title and the preview banner, while the
// form's tab keeps what was typed, and nothing was stored.
func TestBrowserTypedPreview(t *testing.T) {
	f := cmstest.NewFullServer(t)
	f.Account(t, "jefa@example.com", "administrador")
	ctx := cmstest.Chrome(t)
	cmstest.SignInChrome(t, ctx, f.URL, "jefa@example.com")

	const title = "Entrada escrita sin guardar"
	cmstest.Do(t, ctx, "type a title",
		chromedp.Navigate(f.URL+"/admin/blog/nuevo"),
		chromedp.WaitVisible(chromedp.CSS(`#entrada-form`)),
		chromedp.SendKeys(chromedp.CSS(`input[name=titulo]`), title))
	tabs := chromedp.WaitNewTarget(ctx, func(info *target.Info) bool { return info.Type == "page" })
	cmstest.Do(t, ctx, "«Vista previa»", chromedp.Click(chromedp.CSS(`#vista-previa`)))
	var id target.ID
	select {
	case id = <-tabs:
	case <-cmstest.Step(t, ctx).Done():
		t.Fatal("«Vista previa» opened no tab")
	}
	tab, cancel := chromedp.NewContext(ctx, chromedp.WithTargetID(id))
	defer cancel()
	cmstest.WaitFor(t, tab, "the typed title on the post's public page",
		`document.querySelector('article.post h1')?.textContent === '`+title+`' && !!document.querySelector('.preview-banner') && !!document.querySelector('header.site-header')`)

	cmstest.WantJS(t, ctx, "the form's tab keeps the typed title",
		`location.pathname + '|' + document.querySelector('input[name=titulo]').value`, "/admin/blog/nuevo|"+title)
	c := f.Srv.CMSService().Client()
	var rows []struct{ ID int64 }
	if _, err := c.From("blog_entradas", c.Service()).Select("id").Get(context.Background(), &rows); err != nil || len(rows) != 0 {
		t.Fatalf("the preview stored the post: %v %v", rows, err)
	}
}
