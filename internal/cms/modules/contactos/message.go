package contactos

import (
	"context"
	"net/http"
	"strings"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/platformclient"
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

// Message is a row of mensajes_contacto.
type Message struct {
	ID             int64   `json:"id"`
	Nombre         string  `json:"nombre"`
	Email          string  `json:"email"`
	Telefono       *string `json:"telefono"`
	Empresa        *string `json:"empresa"`
	Asunto         string  `json:"asunto"`
	Mensaje        string  `json:"mensaje"`
	Consentimiento bool    `json:"consentimiento"`
	Estado         string  `json:"estado"`
	Respuesta      *string `json:"respuesta"`
	RespondidoEn   *string `json:"respondido_en"`
	NotificadoEn   *string `json:"notificado_en"`
	CreatedAt      string  `json:"created_at"`
}

const (
	listColumns   = "id,nombre,email,empresa,asunto,estado,created_at"
	detailColumns = "id,nombre,email,telefono,empresa,asunto,mensaje,consentimiento,estado,respuesta,respondido_en,notificado_en,created_at"
)

// Received is when the message arrived, for display ("2026-11-23 14:05").
func (m Message) Received() string { return shortTime(m.CreatedAt) }

func shortTime(ts string) string {
	t, err := time.Parse(time.RFC3339Nano, ts)
	if err != nil {
		return ts
	}
	return t.UTC().Format("2006-01-02 15:04")
}

// Query selects messages: a status ("" is the inbox: every message not archived; "todos" is every
// message) and a search term over name, e-mail, company, subject and text.
type Query struct {
	Estado, Search string
}

const allStatuses = "todos"

// apply adds q's filters to a request.
func (q Query) apply(req *platformclient.Query) *platformclient.Query {
	switch {
	case validStatus(q.Estado):
		req = req.Eq("estado", q.Estado)
	case q.Estado != allStatuses:
		// The inbox as a list of statuses, not "not archived": the (estado, created_at) index serves it.
		req = req.In("estado", []string{statusNew, statusRead, statusReplied})
	}
	if term := strings.TrimSpace(q.Search); term != "" {
		p := platformclient.Quote("*" + searchPattern(term) + "*")
		req = req.Or("nombre.ilike."+p, "email.ilike."+p, "empresa.ilike."+p, "asunto.ilike."+p, "mensaje.ilike."+p)
	}
	return req
}

// searchPattern escapes a search term for ilike: % and _ match themselves, and a typed * (which
// PostgREST reads as %) is sent as _ (any one character).
func searchPattern(term string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`, `*`, `_`).Replace(term)
}

// from is a request on the table with the service role: the platform lets no other role read it,
// and the shell has checked the user's view before any handler runs.
func from(svc *cms.Service) *platformclient.Query {
	return svc.Client().From(table, svc.Client().Service())
}

// list reads one page of messages, newest first, and the total matching.
func (m *module) list(ctx context.Context, q Query, offset, limit int) ([]Message, int, error) {
	rows := []Message{}
	total, err := q.apply(from(m.Svc).Select(listColumns)).Order("created_at", true).Order("id", true).
		Range(offset, limit).Count().Get(ctx, &rows)
	if err != nil {
		if platformclient.StatusOf(err) == http.StatusRequestedRangeNotSatisfiable {
			return rows, 0, nil
		}
		return nil, 0, cms.PlatformFailure(err)
	}
	return rows, int(total), nil
}

// get reads one message; a missing one is a 404 error.
func (m *module) get(ctx context.Context, id int64) (*Message, error) {
	var rows []Message
	if _, err := from(m.Svc).Select(detailColumns).Eq("id", id).Get(ctx, &rows); err != nil {
		return nil, cms.PlatformFailure(err)
	}
	if len(rows) == 0 {
		return nil, cms.Fail(http.StatusNotFound, msgMessageGone)
	}
	return &rows[0], nil
}

// update changes the messages with these ids and answers how many it changed.
func (m *module) update(ctx context.Context, ids []string, patch map[string]any) (int, error) {
	var changed []struct{ ID int64 }
	if err := from(m.Svc).Select("id").In("id", ids).Update(ctx, patch, &changed); err != nil {
		return 0, cms.PlatformFailure(err)
	}
	return len(changed), nil
}

// remove deletes the messages with these ids and answers how many went.
func (m *module) remove(ctx context.Context, ids []string) (int, error) {
	var gone []struct{ ID int64 }
	if err := from(m.Svc).Select("id").In("id", ids).Delete(ctx, &gone); err != nil {
		return 0, cms.PlatformFailure(err)
	}
	return len(gone), nil
}

// Unread counts the messages nobody has opened yet: the number next to the view in the navigation.
func Unread(ctx context.Context, svc *cms.Service) (int, error) {
	var rows []struct{ ID int64 }
	n, err := from(svc).Select("id").Eq("estado", statusNew).Limit(1).Count().Get(ctx, &rows)
	if err != nil {
		return 0, cms.PlatformFailure(err)
	}
	return int(n), nil
}
