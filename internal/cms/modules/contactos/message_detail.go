package contactos

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/records"
)

// detailData is one message's page.
type detailData struct {
	Message  *records.ContactMessage
	Statuses []string
}

// detail shows a message and its reply form; opening a new message marks it read.
func (m *module) detail(w http.ResponseWriter, r *http.Request) {
	id, ok := m.Shell.EditedID(w, r)
	if !ok {
		return
	}
	msg, err := m.get(r.Context(), id)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	if msg.Estado == statusNew {
		// Only a message still new becomes read: a concurrent reply's status is not overwritten.
		if err := records.MoveContactMessage(r.Context(), m.Svc.Client(), service(m.Svc), id, statusNew, statusRead); err != nil {
			m.Shell.Logger().WarnContext(r.Context(), "mark contact message read", "id", id, "error", err)
		} else {
			msg.Estado = statusRead
		}
	}
	m.detailPage(w, r, http.StatusOK, msg, map[string]string{"asunto": "Re: " + msg.Asunto}, nil, "")
}

func (m *module) detailPage(w http.ResponseWriter, r *http.Request, status int, msg *records.ContactMessage, form, fields map[string]string, errMsg string) {
	v := m.Shell.AdminView(r, view, msgDetailTitle)
	v.Form, v.Fields, v.Error = form, fields, errMsg
	v.Data = detailData{Message: msg, Statuses: statuses}
	m.Shell.Render(w, r, status, m.Pages, "contacto", v)
}
