package proyectos_test

import (
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
)

// TestProjectEditLock: the first editor to open a project holds its lock; a second sees who and
// since when and may take it over; the heartbeat tells the first that it was taken; a save releases
// the lock.
func TestProjectEditLock(t *testing.T) {
	f := newFixture(t, "in-process")
	f.e.Account(t, "luis@example.com", "administrador", false, nil)
	luis := f.e.Browser(t).SignIn("luis@example.com")
	id := f.e.InsertRows(t, "proyectos", []map[string]any{{"titulo": "Compartido", "slug": "compartido"}})[0]
	path := "/admin/proyectos/" + cmstest.IDText(id)
	since := f.e.Plat.Clock.Now().In(f.e.App.Location()).Format("15:04")

	if page := f.b.GetJSON(path); strings.Contains(page.Body, `id="bloqueo"`) || !strings.Contains(page.Body, `data-lock-url="`+path+`/bloqueo"`) {
		t.Fatal("the first editor does not hold the lock")
	}
	page := luis.GetJSON(path)
	if !strings.Contains(page.Body, "Editando: jefa@example.com, desde las "+since+".") || strings.Contains(page.Body, "data-lock-url") {
		t.Fatal("the second editor does not see the lock")
	}
	if beat := luis.PostJSON(path+"/bloqueo", ""); beat.JSON["mine"] != false || beat.JSON["usuario"] != "jefa@example.com" {
		t.Errorf("another's heartbeat took a live lock: %v", beat.JSON)
	}
	cmstest.WantStatus(t, luis.PostForm(path+"/bloqueo/tomar", nil), 303)
	if !strings.Contains(luis.GetJSON(path).Body, lifecycle.MsgLockTaken) {
		t.Error("no notice after taking the lock")
	}
	if beat := f.b.PostJSON(path+"/bloqueo", ""); beat.Status != 200 || beat.JSON["mine"] != false || beat.JSON["usuario"] != "luis@example.com" {
		t.Errorf("after the takeover the first editor's heartbeat says %d %v", beat.Status, beat.JSON)
	}
	// Luis saves: the lock is free, so the first editor gets it back on opening.
	cmstest.WantStatus(t, luis.PostForm(path, cmstest.Form("titulo", "Compartido", "slug", "compartido", "estado", "publicado", "fecha", "2026-01-01", "version", "1")), 303)
	if page := f.b.GetJSON(path); strings.Contains(page.Body, `id="bloqueo"`) {
		t.Error("the lock was not released by the save")
	}
	cmstest.WantStatus(t, f.b.PostJSON("/admin/proyectos/0/bloqueo", ""), 404)
}
