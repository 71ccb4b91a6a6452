package contactos

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

const (
	maxReplySubject = 200
	maxReplyBody    = 10000
)

// replyFields checks a reply: a one-line subject and a text, both within their sizes.
func replyFields(subject, body string) cms.FieldMessages {
	fields := cms.FieldMessages{}
	switch {
	case strings.TrimSpace(subject) == "":
		fields["asunto"] = msgReplySubjectEmpty
	case utf8.RuneCountInString(subject) > maxReplySubject || strings.ContainsAny(subject, "\r\n"):
		fields["asunto"] = msgReplySubjectLong
	}
	switch {
	case strings.TrimSpace(body) == "":
		fields["respuesta"] = msgReplyBodyEmpty
	case utf8.RuneCountInString(body) > maxReplyBody:
		fields["respuesta"] = msgReplyBodyLong
	}
	return fields
}

// reply e-mails the sender and, once the mail path accepted it, keeps the reply with the message
// (after any earlier one) and marks it replied. A reply that could not be sent is not recorded.
func (m *module) reply(w http.ResponseWriter, r *http.Request) {
	id, ok := m.Shell.EditedID(w, r)
	if !ok {
		return
	}
	msg, err := m.get(r.Context(), id)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	form := shell.FormValues(r, "asunto", "respuesta")
	subject, body := strings.TrimSpace(form["asunto"]), strings.TrimSpace(form["respuesta"])
	if fields := replyFields(subject, body); len(fields) > 0 {
		m.detailPage(w, r, http.StatusUnprocessableEntity, msg, form, fields, cms.MsgReviewFields)
		return
	}
	mailer := m.Shell.Mailer()
	if mailer == nil {
		m.detailPage(w, r, http.StatusServiceUnavailable, msg, form, nil, msgReplyNoMail)
		return
	}
	if err := mailer.Send(r.Context(), msg.Email, subject, body); err != nil {
		m.Shell.Logger().WarnContext(r.Context(), "contact reply not sent", "id", id, "error", err)
		m.detailPage(w, r, http.StatusBadGateway, msg, form, nil, msgReplyFailed)
		return
	}
	now := m.Shell.Now().UTC()
	stored := fmt.Sprintf("%s — %s\nAsunto: %s\n\n%s", now.Format("2006-01-02 15:04"), shell.UserOf(r).Email, subject, body)
	if prev := cms.Deref(msg.Respuesta); prev != "" {
		stored = prev + "\n\n" + stored
	}
	if _, err := m.update(r.Context(), []string{strconv.FormatInt(id, 10)}, map[string]any{
		"respuesta": stored, "respondido_en": now.Format("2006-01-02T15:04:05.000000Z"), "estado": statusReplied,
	}); err != nil {
		m.Shell.Logger().ErrorContext(r.Context(), "contact reply sent but not stored", "id", id, "error", err)
		m.Shell.Saved(w, r, msgReplyNotStored, "/admin/contactos/"+strconv.FormatInt(id, 10))
		return
	}
	m.Shell.Saved(w, r, fmt.Sprintf(msgReplySent, msg.Email), "/admin/contactos/"+strconv.FormatInt(id, 10))
}
