package contactos

import (
	"context"
	"net/http"
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

// table is the module's table.
const table = "mensajes_contacto"

// The statuses of a message, in the inbox's order.
const (
	statusNew      = "nuevo"
	statusRead     = "leído"
	statusReplied  = "respondido"
	statusArchived = "archivado"
)

var statuses = []string{statusNew, statusRead, statusReplied, statusArchived}

func validStatus(s string) bool {
	for _, v := range statuses {
		if v == s {
			return true
		}
	}
	return false
}

// Query selects messages: a status ("" is the inbox: every message not archived; "todos" is every
// message) and a search term over name, e-mail, company, subject and text.
type Query struct {
	Estado, Search string
}

const allStatuses = "todos"

// filter is q as the records' filter.
func (q Query) filter() records.ContactFilter {
	var f records.ContactFilter
	switch {
	case validStatus(q.Estado):
		f.Estado = q.Estado
	case q.Estado != allStatuses:
		// The inbox as a list of statuses, not "not archived": the (estado, created_at) index serves it.
		f.Estados = []string{statusNew, statusRead, statusReplied}
	}
	if term := strings.TrimSpace(q.Search); term != "" {
		f.Pattern = platformclient.Quote("*" + searchPattern(term) + "*")
	}
	return f
}

// searchPattern escapes a search term for ilike: % and _ match themselves, and a typed * (which
// PostgREST reads as %) is sent as _ (any one character).
func searchPattern(term string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`, `*`, `_`).Replace(term)
}

// service is the credential the module reads and writes with: the platform lets no other role read
// the table, and the shell has checked the user's view before any handler runs.
func service(svc *cms.Service) platformclient.Credential { return svc.Client().Service() }

// list reads one page of messages, newest first, and the total matching.
func (m *module) list(ctx context.Context, q Query, offset, limit int) ([]records.ContactMessage, int, error) {
	rows, total, err := records.ContactMessagesPage(ctx, m.Svc.Client(), service(m.Svc), q.filter(), offset, limit)
	if err != nil {
		if platformclient.StatusOf(err) == http.StatusRequestedRangeNotSatisfiable {
			return rows, 0, nil
		}
		return nil, 0, cms.PlatformFailure(err)
	}
	return rows, int(total), nil
}

// get reads one message; a missing one is a 404 error.
func (m *module) get(ctx context.Context, id int64) (*records.ContactMessage, error) {
	msg, err := records.ContactMessageByID(ctx, m.Svc.Client(), service(m.Svc), id)
	if err != nil {
		return nil, cms.PlatformFailure(err)
	}
	if msg == nil {
		return nil, cms.Fail(http.StatusNotFound, msgMessageGone)
	}
	return msg, nil
}

// update changes the messages with these ids and answers how many it changed.
func (m *module) update(ctx context.Context, ids []string, patch map[string]any) (int, error) {
	changed, err := records.UpdateContactMessages(ctx, m.Svc.Client(), service(m.Svc), ids, patch)
	if err != nil {
		return 0, cms.PlatformFailure(err)
	}
	return changed, nil
}

// remove deletes the messages with these ids and answers how many went.
func (m *module) remove(ctx context.Context, ids []string) (int, error) {
	gone, err := records.DeleteContactMessages(ctx, m.Svc.Client(), service(m.Svc), ids)
	if err != nil {
		return 0, cms.PlatformFailure(err)
	}
	return gone, nil
}

// Unread counts the messages nobody has opened yet: the number next to the view in the navigation.
func Unread(ctx context.Context, svc *cms.Service) (int, error) {
	n, err := records.CountContactMessages(ctx, svc.Client(), service(svc), statusNew)
	if err != nil {
		return 0, cms.PlatformFailure(err)
	}
	return int(n), nil
}
