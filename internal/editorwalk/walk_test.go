package editorwalk_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"github.com/vitrina/vitrina/internal/browsertest"
	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/config"
	"github.com/vitrina/vitrina/internal/platform/platformtest"
	"github.com/vitrina/vitrina/internal/server"
	"github.com/vitrina/vitrina/internal/site"
)

// screen is a width the walk is done at, and the suffix of its screenshots.
type screen struct {
	name          string
	width, height int64
}

var screens = []screen{{"phone", 390, 844}, {"desktop", 1280, 900}}

// walk is one editor's session in one browser at one width.
type walk struct {
	t      *testing.T
	f      *cmstest.FullServer
	ctx    context.Context
	axe    string
	screen screen
	clock  *platformtest.Clock // the server's: moved on past the password re-check's window

	mu     sync.Mutex
	errors []string // script errors the pages threw
}

// TestEditorWalk walks the ten tasks at a phone's width and at a desktop's: the dashboard, a blog
// post, its revisions and its address for search engines, a job opening and an application, the
// contact inbox, a page built from blocks, the menu and the appearance, the media library, a role,
// two-step sign-in.
func TestEditorWalk(t *testing.T) {
	axe := browsertest.AxeSource(t)
	for _, s := range screens {
		t.Run(s.name, func(t *testing.T) {
			w := start(t, axe, s)
			w.dashboard()
			w.blogPost()
			w.revisions()
			w.seo()
			w.jobOpening()
			w.contactInbox()
			w.newPage()
			w.menuAndAppearance()
			w.media()
			w.roles()
			w.twoStep()
			w.siteHome() // last: the browser keeps the home page for the site's max-age, so no later step may change it
			w.mu.Lock()
			defer w.mu.Unlock()
			if len(w.errors) > 0 {
				t.Errorf("script errors on the walk: %s", strings.Join(w.errors, "; "))
			}
		})
	}
}

// start brings up a whole Vitrina with an editor-in-chief (Ana, an administrator) and signs her in
// at the screen's width, listening for script errors.
func start(t *testing.T, axe string, s screen) *walk {
	clock := platformtest.NewClock(time.Now().UTC().Truncate(time.Second))
	w := &walk{t: t, f: cmstest.NewFullServerWith(t, demoCompany, server.WithClock(clock.Now)), axe: axe, screen: s, clock: clock}
	if _, err := w.f.Srv.CMSService().CreateAccount(context.Background(), cmsAccount("ana@example.com", "Ana Ruiz")); err != nil {
		t.Fatal(err)
	}
	w.f.Account(t, "luis@example.com", "redaccion") // a colleague whose role Ana edits
	// The demo company's content, so that the screens look as a working site's do.
	if err := site.Seed(context.Background(), w.f.Srv.PlatformClient()); err != nil {
		t.Fatal(err)
	}
	w.ctx = cmstest.Chrome(t)
	if err := chromedp.Listen(w.ctx, w.listen); err != nil {
		t.Fatal(err)
	}
	cmstest.SignInChrome(t, w.ctx, w.f.URL, "ana@example.com")
	cmstest.Do(t, w.ctx, "the screen's width", chromedp.EmulateViewport(s.width, s.height))
	return w
}

// demoCompany names the site as `serve --demo` does, so the pictures show the demo company's site.
func demoCompany(c *config.Config) { c.SiteName = site.DemoCompany }

func (w *walk) listen(ev any) {
	w.mu.Lock()
	defer w.mu.Unlock()
	switch ev := ev.(type) {
	case *runtime.EventExceptionThrown:
		w.errors = append(w.errors, fmt.Sprint(ev.ExceptionDetails.Text, " ", ev.ExceptionDetails.Exception.Description))
	case *runtime.EventConsoleAPICalled:
		if ev.Type == runtime.ConsoleAPICalledTypeError {
			w.errors = append(w.errors, fmt.Sprint(ev.Args))
		}
	}
}

// open goes to an admin page, waits for what shows it is ready and checks the page.
func (w *walk) open(path, ready string) {
	w.t.Helper()
	cmstest.Do(w.t, w.ctx, "open "+path, chromedp.Navigate(w.f.URL+path), chromedp.WaitVisible(chromedp.CSS(ready)))
	w.check(path)
}

// check runs axe-core on the page shown (once its rich-text editors are up) and checks that it
// does not scroll sideways.
func (w *walk) check(where string) {
	w.t.Helper()
	cmstest.WaitFor(w.t, w.ctx, "the rich-text editors", `[...document.querySelectorAll('textarea[data-richtext]')].every(a => a.hidden)`)
	browsertest.CheckAxe(w.t, w.ctx, w.axe, fmt.Sprintf("%s at %d px", where, w.screen.width))
	if wide := cmstest.EvalString(w.t, w.ctx, `String(document.documentElement.scrollWidth > innerWidth)`); wide != "false" {
		w.t.Errorf("%s scrolls sideways at %d px", where, w.screen.width)
	}
}

// shot saves a screenshot named for the guide: <name>-phone.png or <name>-desktop.png.
func (w *walk) shot(name string) {
	w.t.Helper()
	w.js(`window.scrollTo(0, 0); 'ok'`) // what sticks to the top is drawn at the top of the picture
	cmstest.Screenshot(w.t, w.ctx, name+"-"+w.screen.name)
}

// js is the string value of a JavaScript expression in the page.
func (w *walk) js(expr string) string {
	w.t.Helper()
	return cmstest.EvalString(w.t, w.ctx, expr)
}

// want checks a JavaScript expression's string value.
func (w *walk) want(what, expr, value string) {
	w.t.Helper()
	cmstest.WantJS(w.t, w.ctx, what, expr, value)
}

// waitFor waits until a JavaScript condition holds.
func (w *walk) waitFor(what, cond string) {
	w.t.Helper()
	cmstest.WaitFor(w.t, w.ctx, what, cond)
}

// do runs browser actions as one step of the walk.
func (w *walk) do(what string, actions ...chromedp.Action[chromedp.Void]) {
	w.t.Helper()
	cmstest.Do(w.t, w.ctx, what, actions...)
}

// flash is the expression of the message at the top of the page, with whether it is in view.
const flash = `(() => { const m = document.querySelector('p.flash'); if (!m) return 'no message'; const r = m.getBoundingClientRect();
	return m.textContent.trim() + (r.top >= 0 && r.bottom <= innerHeight ? '' : ' (out of view)'); })()`

// warnsBeforeLeaving is "true" when leaving the page would ask first (unsaved changes).
const warnsBeforeLeaving = `(() => { const e = new Event('beforeunload', {cancelable: true}); window.dispatchEvent(e); return String(e.defaultPrevented); })()`

// submit clicks a button that sends the page's form and waits for the page that answers.
func (w *walk) submit(what, button string) {
	w.t.Helper()
	w.js(`window.__walkBefore = true; 'ok'`)
	w.do(what, chromedp.Click(chromedp.CSS(button)))
	w.waitFor(what+": the answer", `!window.__walkBefore && document.readyState === 'complete'`)
}

// cmsAccount is an administrator's account with a name (password clave-segura-1).
func cmsAccount(email, name string) cms.NewAccount {
	return cms.NewAccount{Email: email, Password: "clave-segura-1", Nombre: name, Rol: "administrador", FirstRunDone: true}
}
