package shell_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// securityEvent is one CMS security event as the platform audited it.
type securityEvent struct {
	Actor, Event string
	Detail       map[string]any
}

// securityEvents reads the audit trail's record_security_event rows, oldest first.
func securityEvents(t *testing.T, e *cmstest.Env) []securityEvent {
	t.Helper()
	rows, err := e.Plat.DB.Query(t.Context(), `SELECT actor, actor_role, record_id, after FROM audit_log
		WHERE action = 'rpc' AND target = 'record_security_event' ORDER BY id`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []securityEvent
	for rows.Next() {
		var actor, role, event, after string
		if err := rows.Scan(&actor, &role, &event, &after); err != nil {
			t.Fatal(err)
		}
		if role != "service_role" {
			t.Errorf("%s recorded as %s", event, role)
		}
		var call struct {
			Args struct {
				Detail map[string]any `json:"p_detalle"`
			} `json:"args"`
		}
		if err := json.Unmarshal([]byte(after), &call); err != nil {
			t.Fatalf("%s: %v", after, err)
		}
		out = append(out, securityEvent{Actor: actor, Event: event, Detail: call.Args.Detail})
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// wantEvents compares the events with want ("actor event key=value…", where
// the keys are the detail's fields the case cares about).
func wantEvents(t *testing.T, got []securityEvent, want []string, keys ...string) {
	t.Helper()
	var lines []string
	for _, ev := range got {
		line := ev.Actor + " " + ev.Event
		for _, k := range keys {
			if v, ok := ev.Detail[k]; ok {
				line += fmt.Sprintf(" %s=%v", k, v)
			}
		}
		lines = append(lines, line)
	}
	if fmt.Sprint(lines) != fmt.Sprint(want) {
		t.Errorf("security events:\n got %q\nwant %q", lines, want)
	}
}

func TestSecurityEventsAreAudited(t *testing.T) {
	for _, transport := range cmstest.Transports {
		t.Run(transport, func(t *testing.T) {
			e := cmstest.New(t, transport)
			e.Account(t, "jefa@example.com", "administrador", false, nil)
			e.Account(t, "ventas@example.com", "ventas", false, nil)
			const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0"

			// A wrong password and an unknown account read the same in the UI; the trail keeps the
			// e-mail tried, the address and the browser.
			wrong := e.Browser(t).Do("POST", "/login", "application/json", `{"email":"jefa@example.com","password":"equivocada-1"}`, "User-Agent", firefox)
			unknown := e.Browser(t).Do("POST", "/login", "application/json", `{"email":"nadie@example.com","password":"equivocada-1"}`, "User-Agent", firefox)
			cmstest.WantAPI(t, wrong, http.StatusUnauthorized, false, cms.MsgBadCredentials)
			if wrong.Body != unknown.Body || wrong.Status != unknown.Status {
				t.Errorf("an unknown account answers %d %s, a wrong password %d %s", unknown.Status, unknown.Body, wrong.Status, wrong.Body)
			}
			admin := e.Browser(t)
			admin.Do("POST", "/login", "application/json", `{"email":"jefa@example.com","password":"clave-segura-1"}`, "User-Agent", firefox)
			got := securityEvents(t, e)
			wantEvents(t, got, []string{
				"jefa@example.com cms_sign_in_failed email=jefa@example.com browser=Firefox en Linux",
				"nadie@example.com cms_sign_in_failed email=nadie@example.com browser=Firefox en Linux",
				"jefa@example.com cms_sign_in second_step=false browser=Firefox en Linux",
			}, "email", "second_step", "browser")
			if addr, _ := got[0].Detail["address"].(string); addr == "" {
				t.Errorf("no address in %v", got[0].Detail)
			}

			// Re-authentication, closing one other session, closing all others, and an administrator
			// ending every session of another user.
			e.Browser(t).SignIn("jefa@example.com")
			e.Browser(t).SignIn("jefa@example.com")
			seller := e.Browser(t).SignIn("ventas@example.com")
			cmstest.WantStatus(t, admin.PostForm("/admin/cuenta/confirmar", cmstest.Form("password", "clave-segura-1", "next", "/admin/")), http.StatusSeeOther)
			// Close one session that is not the administrator's current one (marked "esta sesión").
			page := admin.Do("GET", "/admin/cuenta/sesiones", "", "").Body
			rows := strings.Split(page, `<tr data-id="`)[1:]
			if len(rows) != 3 {
				t.Fatalf("%d sessions: %s", len(rows), page)
			}
			for _, row := range rows {
				if !strings.Contains(strings.SplitN(row, "</tr>", 2)[0], "esta sesión") {
					cmstest.WantStatus(t, admin.PostForm("/admin/cuenta/sesiones/cerrar", cmstest.Form("id", row[:strings.IndexByte(row, '"')])), http.StatusSeeOther)
					break
				}
			}
			cmstest.WantStatus(t, admin.PostForm("/admin/cuenta/sesiones/cerrar-otras", nil), http.StatusSeeOther)
			cmstest.WantStatus(t, admin.PostForm("/admin/cuenta/enlaces", cmstest.Form("email", "ventas@example.com", "accion", "sesiones")), 200)
			cmstest.WantAPI(t, seller.GetJSON("/api/admin_roles_api.php?action=get_roles"), 401, false, cms.MsgNotAuthenticated)
			got = securityEvents(t, e)[3:]
			wantEvents(t, got, []string{
				"jefa@example.com cms_sign_in second_step=false",
				"jefa@example.com cms_sign_in second_step=false",
				"ventas@example.com cms_sign_in second_step=false",
				"jefa@example.com cms_reauthenticated with_code=false",
				"jefa@example.com cms_session_ended",
				"jefa@example.com cms_other_sessions_ended sessions=1",
				"jefa@example.com cms_user_sessions_ended email=ventas@example.com sessions=1",
			}, "second_step", "with_code", "email", "sessions")
		})
	}
}

func TestSecondStepEventsAreAudited(t *testing.T) {
	e := cmstest.New(t, "in-process")
	secret, codes := enrolled(t, e, e.SignedInAdmin(t))
	b := e.Browser(t).SignIn("jefa@example.com")
	e.Plat.Clock.Advance(30 * time.Second) // the enrolment's code is spent
	cmstest.WantStatus(t, b.PostForm("/login/codigo", cmstest.Form("codigo", codeAt(t, secret, e.Plat.Clock.Now()))), http.StatusSeeOther)
	// A reauthentication with a code, then a sign-in with a recovery code.
	e.Plat.Clock.Advance(11 * time.Minute)
	cmstest.WantStatus(t, b.PostForm("/admin/cuenta/confirmar", cmstest.Form("codigo", codeAt(t, secret, e.Plat.Clock.Now()), "next", "/admin/")), http.StatusSeeOther)
	lost := e.Browser(t).SignIn("jefa@example.com")
	cmstest.WantStatus(t, lost.PostForm("/login/codigo", cmstest.Form("codigo", codes[0])), http.StatusSeeOther)
	wantEvents(t, securityEvents(t, e), []string{
		"jefa@example.com cms_sign_in second_step=false", // before the factor existed
		"jefa@example.com cms_sign_in second_step=true",
		"jefa@example.com cms_reauthenticated with_code=true",
		"jefa@example.com cms_recovery_code_used",
		"jefa@example.com cms_sign_in second_step=true recovery_code=true",
	}, "second_step", "recovery_code", "with_code")
}
