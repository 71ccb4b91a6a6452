// Package audit records the data platform's writes in the audit_log table: who (the access token's
// e-mail, else its subject; for the service role, the user named by the X-Vitrina-Actor header),
// when, what (action, table or bucket, record) and the values before and after. Entries are written
// inside the transaction of the write they describe, so one exists exactly when its write committed,
// whichever client made it (the CMS, an SDK, curl). Nothing writes audit_log through the API.
package audit

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"unicode"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/gateway"
	"github.com/vitrina/vitrina/internal/requestid"
)

// ActorHeader names the user on whose behalf a service-role request acts. It is trusted only with
// the service role key: a user's own token always names the user.
const ActorHeader = "X-Vitrina-Actor"

// maxActor bounds the actor's length (an e-mail address is at most 254 bytes).
const maxActor = 320

// Actions.
const (
	Insert = "insert"
	Update = "update"
	Delete = "delete"
	Call   = "rpc"
	Upload = "upload"
	Remove = "remove"
)

// Who is the author of a write.
type Who struct {
	Actor     string // e-mail or subject; "service_role" or "anon" when no user is named
	Role      string // anon, authenticated or service_role
	RequestID string
}

// WhoOf names the author of r, whose identity the caller has verified.
func WhoOf(id gateway.Identity, r *http.Request) Who {
	who := Who{Role: id.Role, RequestID: requestid.From(r.Context())}
	if who.Role == "" {
		who.Role = gateway.RoleAnon
	}
	switch {
	case id.Role == gateway.RoleServiceRole:
		who.Actor = clean(r.Header.Get(ActorHeader))
	case id.Claims != nil && id.Claims.Email != "":
		who.Actor = id.Claims.Email
	case id.Claims != nil:
		who.Actor = id.Claims.Subject
	}
	if who.Actor == "" {
		who.Actor = who.Role
	}
	return who
}

// clean keeps a header value printable and bounded.
func clean(s string) string {
	s = strings.TrimSpace(strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return -1
		}
		return r
	}, s))
	if len(s) > maxActor {
		s = s[:maxActor]
	}
	return strings.ToValidUTF8(s, "")
}

// Entry is one audited change.
type Entry struct {
	Action   string
	Target   string // table, function, or "storage:<bucket>"
	RecordID string // primary key or object name; "" when there is none
	Before   any    // JSON-encoded; nil is NULL
	After    any
}

// Record writes entries inside tx, the transaction of the write they describe.
func Record(ctx context.Context, tx *database.Tx, who Who, entries ...Entry) error {
	for _, e := range entries {
		before, err := encode(e.Before)
		if err != nil {
			return err
		}
		after, err := encode(e.After)
		if err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `INSERT INTO audit_log (actor, actor_role, action, target, record_id, before, after, request_id)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, who.Actor, who.Role, e.Action, e.Target, nullable(e.RecordID), before, after, nullable(who.RequestID)); err != nil {
			return fmt.Errorf("audit %s %s: %w", e.Action, e.Target, err)
		}
	}
	return nil
}

func encode(v any) (any, error) {
	if v == nil {
		return nil, nil
	}
	b, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("audit: encode values: %w", err)
	}
	return string(b), nil
}

func nullable(s string) any {
	if s == "" {
		return nil
	}
	return s
}
