package blog_test

import (
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
)

// TestPostEditLock: the first editor to open a post holds its lock; a second sees who and since
// when and may take it over; the heartbeat tells the first that it was taken; a save releases it.
func TestPostEditLock(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	e.Account(t, "luis@example.com", "administrador", false, nil)
	luis := e.Browser(t).SignIn("luis@example.com")
	id := e.InsertRows(t, "blog_entradas", []map[string]any{{"titulo": "Compartida", "slug": "compartida"}})[0]
	path := "/admin/blog/" + cmstest.IDText(id)
	since := e.Plat.Clock.Now().In(e.App.Location()).Format("15:04")

	if page := b.GetJSON(path); strings.Contains(page.Body, `id="bloqueo"`) || !strings.Contains(page.Body, `data-lock-url="`+path+`/bloqueo"`) {
		t.Fatal("the first editor does not hold the lock")
	}
	if page := luis.GetJSON(path); !strings.Contains(page.Body, "Editando: jefa@example.com, desde las "+since+".") || strings.Contains(page.Body, "data-lock-url") {
		t.Fatal("the second editor does not see the lock")
	}
	cmstest.WantStatus(t, luis.PostForm(path+"/bloqueo/tomar", nil), 303)
	if !strings.Contains(luis.GetJSON(path).Body, lifecycle.MsgLockTaken) {
		t.Error("no notice after taking the lock")
	}
	if beat := b.PostJSON(path+"/bloqueo", ""); beat.Status != 200 || beat.JSON["mine"] != false || beat.JSON["usuario"] != "luis@example.com" {
		t.Errorf("after the takeover the first editor's heartbeat says %d %v", beat.Status, beat.JSON)
	}
	cmstest.WantStatus(t, luis.PostForm(path, cmstest.Form("titulo", "Compartida", "slug", "compartida", "estado", "publicado", "version", "1")), 303)
	if page := b.GetJSON(path); strings.Contains(page.Body, `id="bloqueo"`) {
		t.Error("the lock was not released by the save")
	}
	cmstest.WantStatus(t, b.PostJSON("/admin/blog/0/bloqueo", ""), 404)
}
