package dashboard

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/platformclient"
)

// auditLatest is how many audit entries the dashboard shows.
const auditLatest = 10

// auditEntry is one row of the platform's audit trail (audit_log): who changed what, when, and the
// values before and after.
type auditEntry struct {
	ID        int64           `json:"id"`
	CreatedAt string          `json:"created_at"`
	Actor     string          `json:"actor"`
	Action    string          `json:"action"` // insert, update, delete, rpc, upload, remove
	Target    string          `json:"target"` // table, function or storage:<bucket>
	RecordID  *string         `json:"record_id"`
	Before    json.RawMessage `json:"before"`
	After     json.RawMessage `json:"after"`
}

const (
	targetSecurityEvent = "record_security_event" // the CMS's events (internal/platform/schema)
	targetFactors       = "auth:mfa_factors"      // the platform's factor events
)

// readAudit reads the n most recent entries of the audit trail with the user's token; security
// events only when withSecurity (an administrator).
func (m *module) readAudit(ctx context.Context, token string, n int, withSecurity bool) ([]auditEntry, error) {
	var out []auditEntry
	q := m.Svc.Client().From("audit_log", platformclient.AsUser(token)).
		Select("id,created_at,actor,action,target,record_id,before,after").Order("id", true).Limit(n)
	if !withSecurity {
		// The audit targets of security events (sign-ins, sessions, factors).
		q = q.Filter("target", "not.in", "("+targetSecurityEvent+",\""+targetFactors+"\")")
	}
	_, err := q.Get(ctx, &out)
	if err != nil {
		return nil, cms.PlatformFailure(err)
	}
	return out, nil
}

// auditLine is one audit entry as the dashboard shows it.
type auditLine struct {
	When, Actor, Verb, What string
	Changes                 []string // "campo: antes → después", a few at most
}

// latestAudit reads the latest audit entries for the dashboard. A failure only leaves the section
// empty: the rest of the dashboard is still worth showing.
func (m *module) latestAudit(ctx context.Context, token string, admin bool) []auditLine {
	entries, err := m.readAudit(ctx, token, auditLatest, admin)
	if err != nil {
		m.Shell.Logger().WarnContext(ctx, "dashboard: audit trail", "error", err)
		return nil
	}
	out := make([]auditLine, 0, len(entries))
	for _, e := range entries {
		line := auditLine{When: strings.Replace(shortTime(e.CreatedAt), "T", " ", 1), Actor: e.Actor}
		if e.Target == targetSecurityEvent {
			line.Verb, line.What = securityEventLine(e)
		} else {
			line.Verb, line.What, line.Changes = auditVerb(e.Action), auditWhat(e), auditChanges(e.Before, e.After)
		}
		out = append(out, line)
	}
	return out
}

// shortTime is a platform timestamp to the minute (2026-01-02T10:00:00+00:00 → 2026-01-02T10:00).
func shortTime(ts string) string {
	if len(ts) >= 16 {
		return ts[:16]
	}
	return ts
}

// auditVerb is how an action reads; an unknown action reads as itself.
func auditVerb(action string) string {
	switch action {
	case "insert":
		return msgVerbInsert
	case "update":
		return msgVerbUpdate
	case "delete":
		return msgVerbDelete
	case "upload":
		return msgVerbUpload
	case "remove":
		return msgVerbRemove
	case "rpc":
		return msgVerbRPC
	case "mfa_enroll":
		return msgVerbMFAEnroll
	case "mfa_verify":
		return msgVerbMFAVerify
	case "mfa_verify_failed":
		return msgVerbMFAVerifyFailed
	case "mfa_locked":
		return msgVerbMFALocked
	case "mfa_unenroll":
		return msgVerbMFAUnenroll
	case "mfa_admin_delete":
		return msgVerbMFAAdminDelete
	}
	return action
}

// auditWhat names the changed thing: "contenido #3", "archivo contenido/imagenes/a.png".
func auditWhat(e auditEntry) string {
	id := cms.Deref(e.RecordID)
	switch {
	case strings.HasPrefix(e.Target, "storage:"):
		return msgWhatFile + strings.TrimPrefix(e.Target, "storage:") + "/" + id
	case e.Target == "replace_role_permissions":
		return msgWhatPermissions + id
	case e.Target == targetFactors:
		var f struct {
			Email string `json:"email"`
		}
		_ = json.Unmarshal(e.After, &f)
		return msgWhatFactor + f.Email
	case id != "":
		return e.Target + " #" + id
	}
	return e.Target
}

// auditChanges lists the fields whose value differs between before and after (every field of a
// created row counts as changed from nothing), at most four, each value cut to 40 characters.
func auditChanges(before, after json.RawMessage) []string {
	var b, a map[string]json.RawMessage
	_ = json.Unmarshal(before, &b)
	_ = json.Unmarshal(after, &a)
	if a == nil {
		return nil
	}
	keys := make([]string, 0, len(a))
	for k, v := range a {
		if k != "id" && k != "created_at" && !bytes.Equal(b[k], v) {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	var out []string
	for _, k := range keys {
		if len(out) == 4 {
			out = append(out, fmt.Sprintf(msgMoreChanges, len(keys)-4))
			break
		}
		if b == nil {
			out = append(out, k+": "+cut(a[k]))
		} else {
			out = append(out, k+": "+cut(b[k])+" → "+cut(a[k]))
		}
	}
	return out
}

// cut is a JSON value as text, at most 40 characters (then "…").
func cut(v json.RawMessage) string {
	s := string(v)
	if s == "" {
		s = "null"
	}
	if utf8.RuneCountInString(s) > 40 {
		s = string([]rune(s)[:40]) + "…"
	}
	return s
}
