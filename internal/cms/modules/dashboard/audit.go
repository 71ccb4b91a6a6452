package dashboard

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

// auditLatest is how many audit entries the dashboard shows.
const auditLatest = 10

const (
	targetSecurityEvent = "record_security_event" // the CMS's events (internal/platform/schema)
	targetFactors       = "auth:mfa_factors"      // the platform's factor events
)

// readAudit reads the n most recent entries of the audit trail with the user's token; security
// events only when withSecurity (an administrator).
func (m *module) readAudit(ctx context.Context, token string, n int, withSecurity bool) ([]records.AuditEntry, error) {
	excluded := ""
	if !withSecurity {
		// The audit targets of security events (sign-ins, sessions, factors).
		excluded = "(" + targetSecurityEvent + ",\"" + targetFactors + "\")"
	}
	out, err := records.LatestAudit(ctx, m.Svc.Client(), platformclient.AsUser(token), n, excluded)
	if err != nil {
		return nil, cms.PlatformFailure(err)
	}
	return out, nil
}

// auditLine is one audit entry as the dashboard shows it: when (in the site's time zone), who,
// what was done to which record (by its title, linked to its page while it exists), and the
// fields that changed, by their Spanish labels.
type auditLine struct {
	When, WhenISO     string
	Actor, Verb, What string
	Link              string // the record's admin page; "" when it has none or was deleted
	Changes           []auditChange
	More              string // "y 3 más": the changed fields not listed
}

// auditChange is one changed field; Before is empty for a created record.
type auditChange struct {
	Label         string
	Before, After cms.FieldValue
	Created       bool
}

// auditMaxChanges is how many changed fields a line lists.
const auditMaxChanges = 4

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
		line := auditLine{Actor: e.Actor}
		line.When, line.WhenISO = cms.FormatDateTime(e.CreatedAt, m.Shell.Location()), e.CreatedAt.UTC().Format(time.RFC3339)
		if e.Target == targetSecurityEvent {
			line.Verb, line.What = securityEventLine(e)
		} else {
			m.describe(&line, e)
		}
		out = append(out, line)
	}
	return out
}

// describe fills what an entry did: to a row of a table a module describes (cms.RecordKind), to
// the permissions of a role, to a file, or to a row of another table.
func (m *module) describe(line *auditLine, e records.AuditEntry) {
	line.Verb = auditVerb(e.Action)
	var before, after map[string]json.RawMessage
	_ = json.Unmarshal(e.Before, &before)
	_ = json.Unmarshal(e.After, &after)
	id := cms.Deref(e.RecordID)
	kind, described := m.Shell.RecordKind(e.Target)
	label := func(column string) (string, bool) {
		if described {
			l, ok := kind.Labels[column]
			return l, ok
		}
		return strings.ReplaceAll(column, "_", " "), cms.ShownColumn(column)
	}
	switch {
	case strings.HasPrefix(e.Target, "storage:"):
		line.What = msgWhatFile + strings.TrimPrefix(e.Target, "storage:") + "/" + id
		return
	case e.Target == "replace_role_permissions":
		line.What = msgWhatPermissions + id
		label = func(view string) (string, bool) { return cms.ViewTitle(view), cms.IsView(view) }
	case e.Target == targetFactors:
		var f struct {
			Email string `json:"email"`
		}
		_ = json.Unmarshal(e.After, &f)
		line.What = msgWhatFactor + f.Email
		return
	case described:
		row := after
		if row == nil {
			row = before
		}
		title := kind.TitleOf(row)
		if title == "" {
			title = "#" + id
		}
		line.What = kind.Noun + " «" + title + "»"
		if kind.Path != "" && id != "" && e.Action != "delete" {
			line.Link = kind.Path + id
		}
	default:
		line.What = e.Target
		if id != "" && !looksLikeUUID(id) {
			line.What += " #" + id
		}
	}
	line.Changes, line.More = changes(before, after, label)
}

// changes lists the shown fields whose value differs between before and after (every filled field
// of a created row counts as changed from nothing), sorted by label, at most auditMaxChanges, and says
// how many more there are.
func changes(before, after map[string]json.RawMessage, label func(string) (string, bool)) ([]auditChange, string) {
	if after == nil {
		return nil, ""
	}
	var out []auditChange
	for k, v := range after {
		name, shown := label(k)
		if !shown || bytes.Equal(before[k], v) {
			continue
		}
		change := auditChange{Label: name, Before: cms.ReadableValue(before[k]), After: cms.ReadableValue(v), Created: before == nil}
		if change.Created && change.After.Empty {
			continue // a new record's empty fields say nothing
		}
		out = append(out, change)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Label < out[j].Label })
	if len(out) > auditMaxChanges {
		return out[:auditMaxChanges], fmt.Sprintf(msgMoreChanges, len(out)-auditMaxChanges)
	}
	return out, ""
}

// looksLikeUUID: a generated id means nothing to an editor.
func looksLikeUUID(s string) bool {
	return len(s) == 36 && strings.Count(s, "-") == 4
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
