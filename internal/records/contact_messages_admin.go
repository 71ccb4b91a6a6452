package records

import (
	"context"
	"time"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// The inbox of the contact form. Only the service role reads mensajes_contacto; the CMS checks the
// editor's view before it reads with it.

// ContactMessage is a row of mensajes_contacto.
type ContactMessage struct {
	ID             int64      `json:"id"`
	Nombre         string     `json:"nombre"`
	Email          string     `json:"email"`
	Telefono       *string    `json:"telefono"`
	Empresa        *string    `json:"empresa"`
	Asunto         string     `json:"asunto"`
	Mensaje        string     `json:"mensaje"`
	Consentimiento bool       `json:"consentimiento"`
	Estado         string     `json:"estado"`
	Respuesta      *string    `json:"respuesta"`
	RespondidoEn   *time.Time `json:"respondido_en"`
	NotificadoEn   *time.Time `json:"notificado_en"`
	CreatedAt      time.Time  `json:"created_at"`
}

// ContactMessageColumns are every column of a ContactMessage; the inbox's list reads fewer.
const (
	ContactMessageColumns     = "id,nombre,email,telefono,empresa,asunto,mensaje,consentimiento,estado,respuesta,respondido_en,notificado_en,created_at"
	contactMessageListColumns = "id,nombre,email,empresa,asunto,estado,created_at"
)

// Received is when the message arrived, in UTC, to the minute ("2026-11-23 14:05").
func (m ContactMessage) Received() string { return m.CreatedAt.UTC().Format("2006-01-02 15:04") }

// ContactFilter selects messages: of Estado, else of one of Estados (nil: any), and, with a
// Pattern (an ilike pattern, quoted), those whose name, e-mail, company, subject or text match it.
type ContactFilter struct {
	Estado  string
	Estados []string
	Pattern string
}

// apply adds f's filters to a query of mensajes_contacto.
func (f ContactFilter) apply(q *platformclient.Query) *platformclient.Query {
	switch {
	case f.Estado != "":
		q = q.Eq("estado", f.Estado)
	case f.Estados != nil:
		q = q.In("estado", f.Estados)
	}
	if p := f.Pattern; p != "" {
		q = q.Or("nombre.ilike."+p, "email.ilike."+p, "empresa.ilike."+p, "asunto.ilike."+p, "mensaje.ilike."+p)
	}
	return q
}

// ContactMessagesPage reads one page (offset, limit) of the messages f selects, newest first, with
// the list's columns and the total.
func ContactMessagesPage(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, f ContactFilter, offset, limit int) ([]ContactMessage, int64, error) {
	rows := []ContactMessage{}
	q := c.From("mensajes_contacto", cred).Select(contactMessageListColumns)
	total, err := f.apply(q).Order("created_at", true).Order("id", true).Range(offset, limit).Count().Get(ctx, &rows)
	return rows, total, wrap("read contact messages", err)
}

// ContactMessagesBefore reads up to limit messages f selects with ids below before (0: from the
// newest), newest first, with every column.
func ContactMessagesBefore(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, f ContactFilter, before int64, limit int) ([]ContactMessage, error) {
	q := c.From("mensajes_contacto", cred).Select(ContactMessageColumns)
	q = f.apply(q).Order("id", true).Limit(limit)
	if before > 0 {
		q = q.Filter("id", "lt", before)
	}
	var rows []ContactMessage
	_, err := q.Get(ctx, &rows)
	return rows, wrap("read contact messages", err)
}

// ContactMessageByID reads one message; nil when there is none.
func ContactMessageByID(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, id int64) (*ContactMessage, error) {
	var rows []ContactMessage
	_, err := c.From("mensajes_contacto", cred).Select(ContactMessageColumns).Eq("id", id).Get(ctx, &rows)
	return first(rows), wrap("read a contact message", err)
}

// MoveContactMessage sets message id's status to to when it is from (a no-op otherwise).
func MoveContactMessage(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, id int64, from, to string) error {
	err := c.From("mensajes_contacto", cred).Eq("id", id).Eq("estado", from).Update(ctx, Fields{"estado": to}, nil)
	return wrap("change a contact message's status", err)
}

// UpdateContactMessages writes patch to the messages with these ids and answers how many changed.
func UpdateContactMessages(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, ids []string, patch Fields) (int, error) {
	var changed []idRow
	err := c.From("mensajes_contacto", cred).Select("id").In("id", ids).Update(ctx, patch, &changed)
	return len(changed), wrap("update contact messages", err)
}

// DeleteContactMessages deletes the messages with these ids and answers how many went.
func DeleteContactMessages(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, ids []string) (int, error) {
	var gone []idRow
	err := c.From("mensajes_contacto", cred).Select("id").In("id", ids).Delete(ctx, &gone)
	return len(gone), wrap("delete contact messages", err)
}

// DeleteContactMessagesBefore deletes the messages received before `before` and answers how many
// went; one conditional delete, so instances running it at once delete each message once.
func DeleteContactMessagesBefore(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, before time.Time) (int, error) {
	var gone []idRow
	err := c.From("mensajes_contacto", cred).Select("id").Filter("created_at", "lt", before.UTC().Format(time.RFC3339Nano)).Delete(ctx, &gone)
	return len(gone), wrap("delete old contact messages", err)
}

// CountContactMessages counts the messages of status estado.
func CountContactMessages(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, estado string) (int64, error) {
	var rows []idRow
	n, err := c.From("mensajes_contacto", cred).Select("id").Eq("estado", estado).Limit(1).Count().Get(ctx, &rows)
	return n, wrap("count contact messages", err)
}
