package dashboard

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"path"
	"sort"
	"strings"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
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

// auditLine is one audit entry as the dashboard words it: a sentence of who (a person's name, «El
// sistema», «Un visitante») did what to which record (by its title, linked to its page while it
// exists), when (relative or absolute, in the site's time zone), and the fields that changed, by
// their Spanish labels. A sentence without a subject reads impersonally («Se recibió…»).
type auditLine struct {
	When, WhenFull, WhenISO string
	Subject, Verb, What     string
	Link                    string // the record's admin page; "" when it has none or was deleted
	Changes                 []auditChange
	More                    string // "y 3 más": the changed fields not listed
	Times                   int    // how many entries in a row say the same
}

// auditChange is one changed field, with its value before and after.
type auditChange struct {
	Label         string
	Before, After cms.FieldValue
}

// auditMaxChanges is how many changed fields a line lists.
const auditMaxChanges = 4

// auditRead is how many entries the dashboard reads to fill auditLatest lines: repeated entries
// fold into one line.
const auditRead = 5 * auditLatest

// latestAudit reads the latest audit entries for the dashboard, folding a run of the same change
// (the permissions of a role, one per view) into one line that says how many times. A failure only
// leaves the section empty: the rest of the dashboard is still worth showing.
func (m *module) latestAudit(ctx context.Context, token string, admin bool) []auditLine {
	entries, err := m.readAudit(ctx, token, auditRead, admin)
	if err != nil {
		m.Shell.Logger().WarnContext(ctx, "dashboard: audit trail", "error", err)
		return nil
	}
	who := m.readPeople(ctx, entries)
	now, loc := m.Shell.Now(), m.Shell.Location()
	out := make([]auditLine, 0, auditLatest)
	for _, e := range entries {
		line := m.line(e, who)
		if n := len(out); n > 0 && out[n-1].sameAs(line) {
			out[n-1].Times++
			continue
		}
		if len(out) == auditLatest {
			break
		}
		line.Times = 1
		line.When, line.WhenFull = cms.FormatWhen(e.CreatedAt, now, loc), cms.FormatDateTime(e.CreatedAt, loc)
		line.WhenISO = e.CreatedAt.UTC().Format(time.RFC3339)
		out = append(out, line)
	}
	return out
}

// sameAs reports whether two lines say the same, with no changed fields to tell them apart.
func (l auditLine) sameAs(o auditLine) bool {
	return len(l.Changes) == 0 && len(o.Changes) == 0 && l.Subject == o.Subject && l.Verb == o.Verb && l.What == o.What && l.Link == o.Link
}

// Repeated is "(9 veces)" for a line that stands for several entries, else "".
func (l auditLine) Repeated() string {
	if l.Times < 2 {
		return ""
	}
	return fmt.Sprintf(msgTimes, l.Times)
}

// line words one entry.
func (m *module) line(e records.AuditEntry, who people) auditLine {
	line := auditLine{Subject: who.subject(e)}
	switch {
	case e.Target == targetSecurityEvent:
		line.Verb, line.What = securityEventLine(e, who)
	case e.Target == targetFactors:
		line.Verb = auditVerb(e.Action)
		if e.Action == "mfa_admin_delete" {
			line.What = who.name(mentionedEmail(e))
		}
	case e.Action == "insert" && inbound[e.Target] != "" && !strings.Contains(e.Actor, "@"):
		// A visitor's form, stored by the public site (anonymously or with the service role).
		line.Subject, line.Verb = "", inbound[e.Target]
	default:
		m.describe(&line, e)
	}
	return line
}

// inbound are the sentences of what the public site receives, by table.
var inbound = map[string]string{
	"mensajes_contacto": msgReceivedContact,
	"postulaciones":     msgReceivedApplication,
}

// describe fills what an entry did: to a row of a table a module describes (cms.RecordKind), to
// the permissions of a role, to a file, or to a row of another table.
func (m *module) describe(line *auditLine, e records.AuditEntry) {
	var before, after map[string]json.RawMessage
	_ = json.Unmarshal(e.Before, &before)
	_ = json.Unmarshal(e.After, &after)
	line.Verb = changeVerb(e.Action, before, after)
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
		line.What = fmt.Sprintf(msgWhatFile, path.Base(id))
		return
	case e.Target == "replace_role_permissions":
		line.What = fmt.Sprintf(msgWhatPermissions, cms.RoleTitle(id))
		label = func(view string) (string, bool) { return cms.ViewTitle(view), cms.IsView(view) }
	case described:
		row := after
		if row == nil {
			row = before
		}
		if title := kind.TitleOf(row); title != "" {
			line.What = kind.Noun + " «" + title + "»"
		} else {
			line.What = kind.Noun
		}
		if kind.Path != "" && id != "" && e.Action != "delete" {
			line.Link = kind.Path + id
		}
	default:
		line.What = msgWhatRecord // a table no module describes: its name means nothing to an editor
	}
	line.Changes, line.More = changes(before, after, label, kind.Value)
}

// changeVerb is how a change to a row reads: publishing, moving to the trash and restoring read as
// such, whatever the call that did them.
func changeVerb(action string, before, after map[string]json.RawMessage) string {
	state := func(row map[string]json.RawMessage) string {
		var s string
		_ = json.Unmarshal(row["estado"], &s)
		return s
	}
	set := func(row map[string]json.RawMessage, column string) bool {
		v, ok := row[column]
		return ok && string(v) != "null"
	}
	switch {
	case action == "insert" && state(after) == lifecycle.Published:
		return msgVerbPublish
	case action != "update":
		return auditVerb(action)
	case !set(before, "eliminado_en") && set(after, "eliminado_en"):
		return msgVerbTrash
	case set(before, "eliminado_en") && !set(after, "eliminado_en"):
		return msgVerbRestore
	case state(after) == lifecycle.Published && state(before) != lifecycle.Published:
		return msgVerbPublish
	case state(after) == lifecycle.Scheduled && state(before) != lifecycle.Scheduled:
		return msgVerbSchedule
	case state(before) == lifecycle.Published && state(after) == lifecycle.Draft:
		return msgVerbUnpublish
	}
	return msgVerbUpdate
}

// changes lists the shown fields whose value differs between before and after, sorted by label, at
// most auditMaxChanges, and says how many more there are. A created or deleted record lists none:
// its sentence names it, and its fields are on its page.
func changes(before, after map[string]json.RawMessage, label func(string) (string, bool),
	value func(string, json.RawMessage) cms.FieldValue) ([]auditChange, string) {
	if after == nil || before == nil {
		return nil, ""
	}
	var out []auditChange
	for k, v := range after {
		name, shown := label(k)
		if !shown || bytes.Equal(before[k], v) {
			continue
		}
		change := auditChange{Label: name, Before: value(k, before[k]), After: value(k, v)}
		if looksLikeAddress(change.Before.Full) || looksLikeAddress(change.After.Full) {
			continue // the activity names people, never shows their addresses
		}
		out = append(out, change)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Label < out[j].Label })
	if len(out) > auditMaxChanges {
		return out[:auditMaxChanges], fmt.Sprintf(msgMoreChanges, len(out)-auditMaxChanges)
	}
	return out, ""
}

// auditVerb is how an action reads; an unknown action reads as a neutral «hizo un cambio en».
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
	return msgVerbOther
}

// looksLikeAddress reports whether a value is an e-mail address.
func looksLikeAddress(v string) bool {
	at := strings.IndexByte(v, '@')
	return at > 0 && at < len(v)-1 && !strings.ContainsAny(v, " \t")
}
