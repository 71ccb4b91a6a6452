package contactos

import (
	"fmt"
	"log/slog"
	"strconv"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/records"
)

// ClaimTTL is how long a claimed notice is left to its instance before another may retry it (the
// kernel's notifier, cms.Notifier, sends the notices).
const ClaimTTL = cms.NoticeClaimTTL

// NewNotifier returns the notifier e-mailing `to` each new contact message through mailer; adminURL
// is the CMS's base address, for the link to the message.
func NewNotifier(svc *cms.Service, mailer cms.Mailer, to, adminURL string, now func() time.Time, logger *slog.Logger) *cms.Notifier {
	if to == "" {
		mailer = nil // nobody to tell: the messages wait in the inbox
	}
	return cms.NewNotifier(svc, mailer, cms.Inbound[records.ContactMessage]{Table: table, Columns: records.ContactMessageColumns, Name: "contact",
		Notice: func(msg records.ContactMessage) cms.Notice { return notice(msg, to, adminURL) }}, now, logger)
}

// notice is the e-mail about one message. Its subject carries the visitor's subject, which the
// form accepted only as one line; the mail path refuses line breaks in headers anyway.
func notice(msg records.ContactMessage, to, adminURL string) cms.Notice {
	dash := func(s *string) string {
		if v := cms.Deref(s); v != "" {
			return v
		}
		return "—"
	}
	body := fmt.Sprintf(msgNoticeBody, msg.Nombre, msg.Email, dash(msg.Telefono), dash(msg.Empresa), msg.Asunto,
		msg.Received()+" UTC", msg.Mensaje, adminURL+"/admin/contactos/"+strconv.FormatInt(msg.ID, 10))
	return cms.Notice{ID: msg.ID, To: to, Subject: fmt.Sprintf(msgNoticeSubject, msg.Asunto), Body: body}
}
