package web

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/vitrina/vitrina/internal/cms"
)

// auditLatest is how many audit entries the dashboard shows.
const auditLatest = 10

// auditLine is one audit entry as the dashboard shows it.
type auditLine struct {
	When, Actor, Verb, What string
	Changes                 []string // "campo: antes → después", a few at most
}

// latestAudit reads the latest audit entries for the dashboard. A failure only leaves the section
// empty: the rest of the dashboard is still worth showing.
func (a *App) latestAudit(ctx context.Context, token string) []auditLine {
	entries, err := a.svc.LatestAudit(ctx, token, auditLatest)
	if err != nil {
		a.logger.WarnContext(ctx, "dashboard: audit trail", "error", err)
		return nil
	}
	out := make([]auditLine, 0, len(entries))
	for _, e := range entries {
		out = append(out, auditLine{When: strings.Replace(shortTime(e.CreatedAt), "T", " ", 1), Actor: e.Actor,
			Verb: auditVerb(e.Action), What: auditWhat(e), Changes: auditChanges(e.Before, e.After)})
	}
	return out
}

func shortTime(ts string) string {
	if len(ts) >= 16 {
		return ts[:16]
	}
	return ts
}

func auditVerb(action string) string {
	switch action {
	case "insert":
		return "creó"
	case "update":
		return "editó"
	case "delete":
		return "eliminó"
	case "upload":
		return "subió"
	case "remove":
		return "borró"
	case "rpc":
		return "guardó"
	}
	return action
}

// auditWhat names the changed thing: "contenido #3", "archivo contenido/imagenes/a.png".
func auditWhat(e cms.AuditEntry) string {
	id := ""
	if e.RecordID != nil {
		id = *e.RecordID
	}
	switch {
	case strings.HasPrefix(e.Target, "storage:"):
		return "archivo " + strings.TrimPrefix(e.Target, "storage:") + "/" + id
	case e.Target == "replace_role_permissions":
		return "permisos del rol " + id
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
			out = append(out, fmt.Sprintf("y %d más", len(keys)-4))
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
