package dashboard

import (
	"encoding/json"
	"fmt"
	"github.com/vitrina/vitrina/internal/records"
)

// securityEventLine words a CMS security event (record_security_event: the event is the record id,
// its detail the call's p_detalle) for "Actividad reciente": "inició sesión", "desde 192.0.2.1
// (Firefox en Linux)"; a person it acts on by their name. An event the dashboard does not know reads as its name.
func securityEventLine(e records.AuditEntry, who people) (verb, what string) {
	var call struct {
		Args struct {
			Detail struct {
				Email    string `json:"email"`
				Address  string `json:"address"`
				Browser  string `json:"browser"`
				Sessions *int   `json:"sessions"`
				WithCode bool   `json:"with_code"`
			} `json:"p_detalle"`
		} `json:"args"`
	}
	_ = json.Unmarshal(e.After, &call)
	d := call.Args.Detail
	from := ""
	if d.Address != "" {
		from = fmt.Sprintf(msgEventFrom, d.Address, d.Browser)
	}
	event := ""
	if e.RecordID != nil {
		event = *e.RecordID
	}
	switch event {
	case "cms_sign_in":
		return msgEventSignIn, from
	case "cms_sign_in_failed":
		return msgEventSignInFailed, from
	case "cms_recovery_code_used":
		return msgEventRecoveryCode, from
	case "cms_session_ended":
		return msgEventSessionEnded, from
	case "cms_other_sessions_ended":
		return msgEventOtherSessionsEnded, sessionsCount(d.Sessions)
	case "cms_user_sessions_ended":
		return msgEventUserSessionsEnded, who.name(d.Email) + sessionsCount(d.Sessions)
	case "cms_reauthenticated":
		if d.WithCode {
			return msgEventReauthCode, from
		}
		return msgEventReauthPassword, from
	}
	return event, from
}

// sessionsCount is " (3 sesiones)", or "" when the event does not say.
func sessionsCount(n *int) string {
	if n == nil {
		return ""
	}
	if *n == 1 {
		return msgEventOneSession
	}
	return fmt.Sprintf(msgEventSessions, *n)
}
