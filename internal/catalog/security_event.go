package catalog

import (
	"context"
	"encoding/json"
	"slices"

	"github.com/vitrina/vitrina/internal/database"

	"github.com/vitrina/vitrina/internal/platform/schema"
)

// SecurityEvents are the CMS security events record_security_event accepts (the CMS's names for
// them; the dashboard words them in Spanish).
var SecurityEvents = []string{
	"cms_sign_in",              // a full sign-in (password, and the code when the account has a factor)
	"cms_sign_in_failed",       // a wrong e-mail or password; the trail keeps the e-mail tried
	"cms_recovery_code_used",   // a recovery code replaced the second step
	"cms_session_ended",        // the user closed one of their other sessions
	"cms_other_sessions_ended", // the user closed all their other sessions
	"cms_user_sessions_ended",  // an administrator ended every session of a user
	"cms_reauthenticated",      // the password or a code confirmed a sensitive action
}

// maxSecurityEventDetail bounds p_detalle: a few short fields (e-mail, address, browser).
const maxSecurityEventDetail = 2048

// recordSecurityEvent is record_security_event(p_evento text, p_detalle jsonb): the narrow way for
// the CMS to put a security event of its own (a sign-in, a revoked session) into the audit trail,
// which nobody writes through the API. The function changes nothing; the call itself is what the
// platform audits (action rpc, target record_security_event, record_id the event, the arguments as
// after), with the actor the service role names in X-Vitrina-Actor. Only the service role may call
// it, so a signed-in user cannot forge events.
func recordSecurityEvent() *schema.Function {
	return &schema.Function{
		Name: "record_security_event",
		Params: []schema.Param{
			{Name: "p_evento", Type: schema.Text, Required: true},
			{Name: "p_detalle", Type: schema.JSONB, Required: true},
		},
		Call: func(_ context.Context, _ *database.Tx, args schema.Row) (any, error) {
			if ev, _ := args["p_evento"].(string); !slices.Contains(SecurityEvents, ev) {
				return nil, &database.Error{Code: schema.CodeRaise, Message: "p_evento is not a known security event"}
			}
			detail, _ := args["p_detalle"].(json.RawMessage)
			var obj map[string]json.RawMessage
			if len(detail) > maxSecurityEventDetail || json.Unmarshal(detail, &obj) != nil || obj == nil {
				return nil, &database.Error{Code: schema.CodeRaise, Message: "p_detalle must be a JSON object of at most 2048 bytes"}
			}
			return nil, nil
		},
	}
}
