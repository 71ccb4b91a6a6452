package shell

import (
	"context"
	"net/http"
	"strings"
	"unicode"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// CMS security events, as the platform's record_security_event names them (internal/platform/schema).
const (
	eventSignIn             = "cms_sign_in"
	eventSignInFailed       = "cms_sign_in_failed"
	eventRecoveryCodeUsed   = "cms_recovery_code_used"
	eventSessionEnded       = "cms_session_ended"
	eventOtherSessionsEnded = "cms_other_sessions_ended"
	eventUserSessionsEnded  = "cms_user_sessions_ended"
	eventReauthenticated    = "cms_reauthenticated"
)

// recordSecurityEvent puts a security event into the platform's audit trail in actor's name (an
// e-mail address; for a refused sign-in, the address tried), with the request's address and
// browser added to detail. The event is a record, not a gate: a failure is logged and the request
// goes on, as a failed notice e-mail does.
func (a *App) recordSecurityEvent(r *http.Request, actor, event string, detail map[string]any) {
	if detail == nil {
		detail = map[string]any{}
	}
	detail["address"] = clientAddress(r)
	detail["browser"] = browserName(r.UserAgent())
	ctx := platformclient.WithActor(r.Context(), headerSafe(actor))
	args := map[string]any{"p_evento": event, "p_detalle": detail}
	if err := a.svc.Client().RPC(ctx, a.svc.Client().Service(), "record_security_event", args, nil); err != nil {
		a.logger.ErrorContext(context.WithoutCancel(r.Context()), "record security event", "event", event, "error", err)
	}
}

// maxActorBytes bounds the actor named to the platform (an e-mail address is at most 254 bytes).
const maxActorBytes = 254

// headerSafe makes text typed into a form fit a header value: no control characters, valid
// UTF-8, at most maxActorBytes.
func headerSafe(s string) string {
	s = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return -1
		}
		return r
	}, strings.ToValidUTF8(s, ""))
	if len(s) > maxActorBytes {
		s = strings.ToValidUTF8(s[:maxActorBytes], "")
	}
	return strings.TrimSpace(s)
}
