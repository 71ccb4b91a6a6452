package dashboard

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/vitrina/vitrina/internal/records"
)

// people names the persons the activity mentions by their e-mail addresses: the employee's name,
// else the part of the address before the @. The activity never shows an address.
type people map[string]string

// name is how the activity names the person of an address.
func (p people) name(email string) string {
	if n, ok := p[strings.ToLower(email)]; ok {
		return n
	}
	local, _, _ := strings.Cut(email, "@")
	return local
}

// subject is who did an entry: a person by name, «Un visitante» for the public site's anonymous
// requests, «El sistema» for the server's own work or an API key.
func (p people) subject(e records.AuditEntry) string {
	switch {
	case strings.Contains(e.Actor, "@"):
		return p.name(e.Actor)
	case e.ActorRole == "anon" || e.Actor == "anon":
		return msgSubjectVisitor
	}
	return msgSubjectSystem
}

// readPeople reads the names of the persons entries mention. The names come with the service role:
// a user who may read the activity may read who did it, even when their role does not open the
// employees. A failure leaves the addresses' first parts.
func (m *module) readPeople(ctx context.Context, entries []records.AuditEntry) people {
	seen := map[string]bool{}
	var emails []string
	for _, e := range entries {
		for _, a := range []string{e.Actor, mentionedEmail(e)} {
			if strings.Contains(a, "@") && !seen[a] {
				seen[a] = true
				emails = append(emails, a)
			}
		}
	}
	c := m.Svc.Client()
	names, err := records.EmployeeNames(ctx, c, c.Service(), emails)
	if err != nil {
		m.Shell.Logger().WarnContext(ctx, "dashboard: names of the activity", "error", err)
		return people{}
	}
	out := people{}
	for email, name := range names {
		out[strings.ToLower(email)] = name
	}
	return out
}

// mentionedEmail is the address of the person an entry acts on (a factor's owner, the user whose
// sessions were ended), "" when there is none.
func mentionedEmail(e records.AuditEntry) string {
	var v struct {
		Email string `json:"email"`
		Args  struct {
			Detail struct {
				Email string `json:"email"`
			} `json:"p_detalle"`
		} `json:"args"`
	}
	_ = json.Unmarshal(e.After, &v)
	if v.Email != "" {
		return v.Email
	}
	return v.Args.Detail.Email
}
