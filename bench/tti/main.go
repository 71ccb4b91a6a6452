// Command tti measures how soon an admin page can be used in a real browser: it signs in to a
// running Vitrina through the login form, then loads one admin page again and again in headless
// Chromium (cache warm, as an editor's second visit) and reports, per load, the document's
// DOMContentLoaded and load ends and the moment the page's rich-text editor accepts typing (its
// `.ql-editor` box exists and is editable), all from navigation start, with their medians.
//
//	go run ./bench/tti -url http://127.0.0.1:8080 -email admin@vitrina.test -password … \
//	    -page /admin/blog/1 -n 20
//
// A page without a rich field reports the editor as "-". It only talks to the address it is given.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"slices"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// watchEditor runs in every new document before the page's scripts: it notes when an editable
// rich-text box first appears.
const watchEditor = `(() => {
  const seen = () => { const e = document.querySelector('.ql-editor[contenteditable=true]'); if (e && !window.__editorReady) window.__editorReady = performance.now(); };
  new MutationObserver(seen).observe(document, {subtree: true, childList: true, attributes: true, attributeFilter: ['contenteditable']});
})();`

type sample struct{ dcl, load, editor float64 }

func main() {
	url := flag.String("url", "http://127.0.0.1:8080", "Vitrina base URL (this machine only)")
	email := flag.String("email", "admin@vitrina.test", "an administrator's e-mail")
	password := flag.String("password", "", "its password")
	path := flag.String("page", "/admin/blog/1", "admin page to load")
	n := flag.Int("n", 20, "loads to measure (after one warm-up load)")
	chrome := flag.String("chrome", "/usr/bin/chromium", "Chromium binary")
	flag.Parse()
	if err := run(*url, *email, *password, *path, *n, *chrome); err != nil {
		fmt.Fprintln(os.Stderr, "tti:", err)
		os.Exit(1)
	}
}

func run(base, email, password, path string, n int, chrome string) error {
	alloc, cancel := chromedp.NewExecAllocator(context.Background(), chromedp.ExecPath(chrome), chromedp.Headless,
		chromedp.NoSandbox, chromedp.DisableGPU, chromedp.NoFirstRun, chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.WindowSize(1280, 900))
	defer cancel()
	ctx, cancel := chromedp.NewContext(alloc)
	defer cancel()
	ctx, cancel = context.WithTimeout(ctx, 10*time.Minute)
	defer cancel()
	if err := chromedp.Do(ctx,
		chromedp.Func(func(ctx context.Context, _ *chromedp.Target) error {
			_, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: watchEditor})
			return err
		}),
		chromedp.Navigate(base+"/login"),
		chromedp.SendKeys(chromedp.CSS(`input[name=email]`), email),
		chromedp.SendKeys(chromedp.CSS(`input[name=password]`), password),
		chromedp.Click(chromedp.CSS(`form button[type=submit]`)),
		chromedp.WaitVisible(chromedp.CSS(`nav.sidenav`)),
	); err != nil {
		return fmt.Errorf("sign in: %w", err)
	}
	var samples []sample
	for i := range n + 1 {
		s, err := load(ctx, base+path)
		if err != nil {
			return fmt.Errorf("load %d: %w", i, err)
		}
		if i > 0 { // the first load fills the cache
			samples = append(samples, s)
			fmt.Printf("load %2d: DOMContentLoaded %6.1f ms, load %6.1f ms, editor %s\n", i, s.dcl, s.load, ms(s.editor))
		}
	}
	med := func(f func(sample) float64) float64 {
		v := make([]float64, len(samples))
		for i, s := range samples {
			v[i] = f(s)
		}
		slices.Sort(v)
		return v[len(v)/2]
	}
	fmt.Printf("median of %d: DOMContentLoaded %.1f ms, load %.1f ms, editor ready %s\n", len(samples),
		med(func(s sample) float64 { return s.dcl }), med(func(s sample) float64 { return s.load }), ms(med(func(s sample) float64 { return s.editor })))
	return nil
}

// load navigates to the page and waits for its load event and, when it has a rich field, for the
// editor (two seconds at most after load).
func load(ctx context.Context, url string) (sample, error) {
	var s sample
	if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
		return s, err
	}
	const read = `(() => { const n = performance.getEntriesByType('navigation')[0];
	  const rich = !!document.querySelector('[data-richtext]');
	  if (!n || n.loadEventEnd === 0 || (rich && !window.__editorReady && performance.now() - n.loadEventEnd < 2000)) return null;
	  return [n.domContentLoadedEventEnd, n.loadEventEnd, window.__editorReady || -1]; })()`
	for {
		v, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](read))
		if err != nil {
			return s, err
		}
		if len(v) == 3 {
			return sample{dcl: v[0], load: v[1], editor: v[2]}, nil
		}
		select {
		case <-ctx.Done():
			return s, errors.New("the page did not finish loading")
		case <-time.After(20 * time.Millisecond):
		}
	}
}

func ms(v float64) string {
	if v < 0 {
		return "-"
	}
	return fmt.Sprintf("%.1f ms", v)
}
