package dashboard

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/records"
)

// TestWhoAndWhat: who an entry names and how a change reads, action by action.
func TestWhoAndWhat(t *testing.T) {
	who := people{"ana@example.com": "Ana Ruiz"}
	for _, c := range []struct {
		actor, role, want string
	}{
		{"ana@example.com", "authenticated", "Ana Ruiz"},
		{"Ana@Example.com", "service_role", "Ana Ruiz"}, // the CMS acting for her
		{"luis@example.com", "authenticated", "luis"},   // no name: the address's first part, never the address
		{"service_role", "service_role", "El sistema"},  // the server's own work, an API key
		{"9b2f0c1e-0000-4000-8000-000000000000", "authenticated", "El sistema"},
		{"anon", "anon", "Un visitante"},
	} {
		if got := who.subject(records.AuditEntry{Actor: c.actor, ActorRole: c.role}); got != c.want {
			t.Errorf("actor %q (%s): %q, want %q", c.actor, c.role, got, c.want)
		}
	}
	row := func(s string) map[string]json.RawMessage {
		var m map[string]json.RawMessage
		if err := json.Unmarshal([]byte(s), &m); err != nil {
			t.Fatal(err)
		}
		return m
	}
	for _, c := range []struct {
		action, before, after, want string
	}{
		{"insert", `null`, `{"estado":"borrador"}`, "creó"},
		{"insert", `null`, `{"estado":"publicado"}`, "publicó"},
		{"insert", `null`, `{"nombre":"ACME"}`, "creó"},
		{"update", `{"titulo":"A"}`, `{"titulo":"B"}`, "actualizó"},
		{"update", `{"estado":"borrador"}`, `{"estado":"publicado"}`, "publicó"},
		{"update", `{"estado":"borrador"}`, `{"estado":"programado"}`, "programó"},
		{"update", `{"estado":"publicado"}`, `{"estado":"borrador"}`, "retiró de la web"},
		{"update", `{"eliminado_en":null}`, `{"eliminado_en":"2026-11-28T10:00:00Z"}`, "movió a la papelera"},
		{"update", `{"eliminado_en":"2026-11-28T10:00:00Z"}`, `{"eliminado_en":null}`, "restauró"},
		{"delete", `{"titulo":"A"}`, `null`, "eliminó"},
		{"upload", `null`, `null`, "subió"},
		{"mfa_enroll", `null`, `null`, "empezó a configurar la verificación en dos pasos"},
		{"something_new", `null`, `null`, "hizo un cambio en"},
	} {
		if got := changeVerb(c.action, row(c.before), row(c.after)); got != c.want {
			t.Errorf("%s %s → %s: %q, want %q", c.action, c.before, c.after, got, c.want)
		}
	}
}

// TestGreeting: a user is greeted by name, else by the first part of their address, with the
// salutation of the hour in the site's time zone.
func TestGreeting(t *testing.T) {
	for _, c := range []struct {
		p    cms.Principal
		want string
	}{
		{cms.Principal{Name: " Ana Ruiz ", Email: "ana@example.com"}, "Ana Ruiz"},
		{cms.Principal{Email: "luis.perez@example.com"}, "luis.perez"},
	} {
		if got := greetingName(c.p); got != c.want {
			t.Errorf("%+v: %q, want %q", c.p, got, c.want)
		}
	}
	bogota, err := time.LoadLocation("America/Bogota")
	if err != nil {
		t.Fatal(err)
	}
	for utcHour, want := range map[int]string{13: "Buenos días", 20: "Buenas tardes", 3: "Buenas noches"} {
		if got := greeting(time.Date(2026, 11, 28, utcHour, 0, 0, 0, time.UTC), bogota); got != want {
			t.Errorf("%02d:00 UTC in Bogotá: %q, want %q", utcHour, got, want)
		}
	}
}

// TestChangesOfAnUpdateOnly: an update lists its changed fields (never an address); a created or
// deleted record lists none.
func TestChangesOfAnUpdateOnly(t *testing.T) {
	label := func(c string) (string, bool) { return c, true }
	raw := func(s string) map[string]json.RawMessage {
		var m map[string]json.RawMessage
		_ = json.Unmarshal([]byte(s), &m)
		return m
	}
	for _, c := range []struct {
		before, after string
		want          int
	}{
		{`null`, `{"titulo":"A","estado":"borrador"}`, 0},
		{`{"titulo":"A"}`, `null`, 0},
		{`{"titulo":"A","estado":"borrador"}`, `{"titulo":"B","estado":"borrador"}`, 1},
		{`{"email":"a@example.com","nombre":"A"}`, `{"email":"b@example.com","nombre":"B"}`, 1},
	} {
		if got, _ := changes(raw(c.before), raw(c.after), label, cms.RecordKind{}.Value); len(got) != c.want {
			t.Errorf("%s → %s: %d changes %+v, want %d", c.before, c.after, len(got), got, c.want)
		}
	}
}
