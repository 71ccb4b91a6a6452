package vacantes_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/modules/vacantes"
)

// mailbox records the notices; down makes every send fail, as an SMTP server that is down.
type mailbox struct {
	mu   sync.Mutex
	down bool
	sent []string // "to|subject|body"
}

func (m *mailbox) Send(_ context.Context, to, subject, body string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.down {
		return errors.New("smtp: connection refused")
	}
	m.sent = append(m.sent, to+"|"+subject+"|"+body)
	return nil
}

func TestApplicationNotices(t *testing.T) {
	e := cmstest.New(t, "in-process")
	head := e.Account(t, "jefa.tec@example.com", "tecnologia", false, map[string]any{"nombre": "Jefa"})
	dep := e.InsertRows(t, "departamentos", []map[string]any{{"nombre": "Tecnología", "responsable": head}})[0]
	withHead := e.InsertRows(t, "vacantes", []map[string]any{{"titulo": "Go", "slug": "go", "modalidad": "remoto", "tipo": "Temporal", "departamento": dep}})[0]
	without := e.InsertRows(t, "vacantes", []map[string]any{{"titulo": "Ventas", "slug": "ventas", "modalidad": "remoto", "tipo": "Temporal"}})[0]
	apply(t, e, withHead, "Ana Ruiz", "nueva")
	apply(t, e, without, "Luis Gil", "nueva")

	box := &mailbox{down: true}
	n := vacantes.NewNotifier(e.Svc, box, "rrhh@example.com", "http://cms.test", time.UTC, e.Plat.Clock.Now, slog.New(slog.DiscardHandler))
	if sent, err := n.SendPending(context.Background()); err != nil || sent != 0 {
		t.Fatalf("SMTP down: sent %d, %v", sent, err)
	}
	box.mu.Lock()
	box.down = false
	box.mu.Unlock()
	if sent, _ := n.SendPending(context.Background()); sent != 0 {
		t.Fatalf("retried within the claim: %d", sent)
	}
	e.Plat.Clock.Advance(vacantes.ClaimTTL + time.Second)
	if sent, err := n.SendPending(context.Background()); err != nil || sent != 2 {
		t.Fatalf("SMTP back: sent %d, %v", sent, err)
	}
	if sent, _ := n.SendPending(context.Background()); sent != 0 {
		t.Fatalf("sent twice: %d", sent)
	}
	got := strings.Join(box.sent, "\n")
	for _, want := range []string{"jefa.tec@example.com|Nueva postulación: Go|Ana Ruiz", "rrhh@example.com|Nueva postulación: Ventas|Luis Gil",
		fmt.Sprintf("http://cms.test/admin/vacantes/%d/postulaciones/", withHead)} {
		if !strings.Contains(got, want) {
			t.Errorf("notices lack %q:\n%s", want, got)
		}
	}
}

func TestApplicationRetention(t *testing.T) {
	e := cmstest.New(t, "in-process")
	o := e.InsertRows(t, "vacantes", []map[string]any{{"titulo": "Go", "slug": "go", "modalidad": "remoto", "tipo": "Temporal"}})[0]
	old := apply(t, e, o, "Ana Antigua", "nueva")
	recent := apply(t, e, o, "Luis Reciente", "nueva")
	c := e.Svc.Client()
	now := time.Now().UTC()
	if err := c.From("postulaciones", c.Service()).Eq("id", old).Update(context.Background(), map[string]any{"created_at": now.AddDate(-2, 0, 0).Format(time.RFC3339)}, nil); err != nil {
		t.Fatal(err)
	}
	exists := func(path string) bool {
		req := httptest.NewRequest(http.MethodGet, "/storage/v1/object/postulaciones/"+path, nil)
		req.Header.Set("apikey", e.Plat.Keys.ServiceRoleKey())
		req.Header.Set("Authorization", "Bearer "+e.Plat.Keys.ServiceRoleKey())
		rec := httptest.NewRecorder()
		e.Plat.Handler.ServeHTTP(rec, req)
		return rec.Code == http.StatusOK && bytes.HasPrefix(rec.Body.Bytes(), []byte("%PDF"))
	}
	// Two purges at once, as two instances: each application goes once.
	var wg sync.WaitGroup
	counts := make([]int, 2)
	for i := range counts {
		wg.Add(1)
		go func() {
			defer wg.Done()
			n, err := vacantes.PurgeOlderThan(context.Background(), e.Svc, now.AddDate(-1, 0, 0))
			if err != nil {
				t.Error(err)
			}
			counts[i] = n
		}()
	}
	wg.Wait()
	if counts[0]+counts[1] != 1 {
		t.Fatalf("purged %v, want 1 in all", counts)
	}
	if e.CountRows(t, "postulaciones", "id", old) != 0 || e.CountRows(t, "postulaciones", "id", recent) != 1 {
		t.Fatal("wrong applications purged")
	}
	if exists(fmt.Sprintf("%d/ana-antigua.pdf", o)) || !exists(fmt.Sprintf("%d/luis-reciente.pdf", o)) {
		t.Fatal("the old CV outlived its application, or the recent one went")
	}

	// An opening 29 days in the trash: its applications and CVs go before the trash's purge.
	if err := c.From("vacantes", c.Service()).Eq("id", o).Update(context.Background(), map[string]any{"eliminado_en": now.AddDate(0, 0, -29).Add(-time.Minute).Format(time.RFC3339)}, nil); err != nil {
		t.Fatal(err)
	}
	if n, err := vacantes.PurgeOfTrashedOpenings(context.Background(), e.Svc, now); err != nil || n != 1 {
		t.Fatalf("applications of a trashed opening purged: %d, %v", n, err)
	}
	if exists(fmt.Sprintf("%d/luis-reciente.pdf", o)) || e.CountRows(t, "postulaciones", "", nil) != 0 {
		t.Fatal("the trashed opening's application or CV is left")
	}
}
