package vacantes

import (
	"fmt"
	"log/slog"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/records"
)

// ClaimTTL is how long a claimed notice is left to its instance before another may retry it (the
// kernel's notifier, cms.Notifier, sends the notices).
const ClaimTTL = cms.NoticeClaimTTL

// NewNotifier returns the notifier e-mailing each new application to the head of its opening's
// department (when the department has one with an e-mail), else to fallback; adminURL is the CMS's
// base address, for the link to the application; loc the site's zone, in which the notice dates it.
func NewNotifier(svc *cms.Service, mailer cms.Mailer, fallback, adminURL string, loc *time.Location, now func() time.Time, logger *slog.Logger) *cms.Notifier {
	return cms.NewNotifier(svc, mailer, cms.Inbound[pendingNotice]{Table: applications, Columns: pendingColumns, Name: "application",
		Notice: func(p pendingNotice) cms.Notice {
			p.zone = loc // the notice says when it arrived in the site's zone
			return p.notice(fallback, adminURL)
		}}, now, logger)
}

// pendingNotice is an application owed a notice, with its opening and the department head's e-mail.
type pendingNotice struct {
	application
	Opening *struct {
		Titulo string `json:"titulo"`
		Dep    *struct {
			Head *struct {
				Email *string `json:"email"`
			} `json:"jefe"`
		} `json:"dep"`
	} `json:"op"`
}

const pendingColumns = records.ApplicationColumns + ",op:vacante(titulo,dep:departamento(jefe:responsable(email)))"

// recipient is the department head's e-mail, else the fallback.
func (p pendingNotice) recipient(fallback string) string {
	if p.Opening != nil && p.Opening.Dep != nil && p.Opening.Dep.Head != nil {
		if e := cms.Deref(p.Opening.Dep.Head.Email); e != "" {
			return e
		}
	}
	return fallback
}

// notice is the e-mail about one application, with the link to it in the admin.
func (p pendingNotice) notice(fallback, adminURL string) cms.Notice {
	title := ""
	if p.Opening != nil {
		title = p.Opening.Titulo
	}
	body := fmt.Sprintf(msgNoticeBody, p.Nombre, title, p.Email, orDash(cms.Deref(p.Telefono)), p.Received(),
		orDash(cms.Deref(p.Mensaje)), fmt.Sprintf("%s/admin/vacantes/%d/postulaciones/%d", adminURL, p.Vacante, p.ID))
	return cms.Notice{ID: p.ID, To: p.recipient(fallback), Subject: fmt.Sprintf(msgNoticeSubject, title), Body: body}
}

func orDash(s string) string {
	if s == "" {
		return "—"
	}
	return s
}
