package contenido_test

import (
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestContentEditLock: the first editor to open an item holds its lock; a second sees "Editando: …,
// desde las …" and can take it over explicitly; the heartbeat keeps a lock and tells its editor when
// it was taken; a lock without a heartbeat for 5 minutes goes to whoever opens the item; a save
// releases it.
func TestContentEditLock(t *testing.T) {
	for _, transport := range cmstest.Transports {
		t.Run(transport, func(t *testing.T) {
			e := cmstest.New(t, transport)
			ana := e.SignedInAdmin(t) // jefa@example.com
			e.Account(t, "luis@example.com", "administrador", false, nil)
			luis := e.Browser(t).SignIn("luis@example.com")
			cat := e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": "Servicios"}})[0]
			id := e.InsertRows(t, "contenido", []map[string]any{{"titulo": "Compartido", "categoria": cat}})[0]
			path := "/admin/contenido/" + cmstest.IDText(id)
			since := e.Plat.Clock.Now().In(e.App.Location()).Format("15:04")

			if page := ana.GetJSON(path); strings.Contains(page.Body, `id="bloqueo"`) || !strings.Contains(page.Body, `data-lock-url="`+path+`/bloqueo"`) {
				t.Fatal("the first editor does not hold the lock")
			}
			page := luis.GetJSON(path)
			notice := "Editando: jefa@example.com, desde las " + since + "."
			if !strings.Contains(page.Body, notice) || strings.Contains(page.Body, "data-lock-url") {
				t.Fatalf("the second editor does not see the lock: %q", notice)
			}
			beat := ana.PostJSON(path+"/bloqueo", "")
			if beat.Status != 200 || beat.JSON["mine"] != true {
				t.Errorf("heartbeat: %d %v", beat.Status, beat.JSON)
			}
			if beat := luis.PostJSON(path+"/bloqueo", ""); beat.JSON["mine"] != false || beat.JSON["usuario"] != "jefa@example.com" {
				t.Errorf("another's heartbeat took a live lock: %v", beat.JSON)
			}

			// Luis takes it over; Ana's next heartbeat learns it.
			cmstest.WantStatus(t, luis.PostForm(path+"/bloqueo/tomar", nil), 303)
			if beat := ana.PostJSON(path+"/bloqueo", ""); beat.JSON["mine"] != false || beat.JSON["usuario"] != "luis@example.com" {
				t.Errorf("after the takeover Ana's heartbeat says %v", beat.JSON)
			}
			if !strings.Contains(ana.GetJSON(path).Body, "Editando: luis@example.com") {
				t.Error("Ana does not see Luis's lock")
			}

			// Five minutes without Luis's heartbeat: the lock is stale and goes to Ana.
			e.Plat.Clock.Advance(5 * time.Minute)
			if page := ana.GetJSON(path); strings.Contains(page.Body, `id="bloqueo"`) {
				t.Error("a stale lock still blocks")
			}
			// Ana saves: the lock is released, so Luis opens the item free.
			form := contentForm("Compartido", "Texto", "1", cat)
			cmstest.WantStatus(t, ana.PostForm(path, form), 303)
			if page := luis.GetJSON(path); strings.Contains(page.Body, `id="bloqueo"`) {
				t.Error("the lock was not released by the save")
			}
		})
	}
}
