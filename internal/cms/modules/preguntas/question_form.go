package preguntas

import (
	"fmt"
	"html/template"
	"net/http"
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/cms/translation"
)

// formFields are the fields of the form, kept as typed after a refusal.
var formFields = append(append([]string{"pregunta", "respuesta", "categoria"}, lifecycle.FormFields...), cms.SEOFormFields...)

// formData is the create/edit page of a question.
type formData struct {
	ID         int64
	Action     string
	Categories template.HTML
	States     []lifecycle.State
	Badge      lifecycle.Badge
	Lock       lifecycle.LockView // the question's edit lock, for a stored question
	Draft      lifecycle.DraftView
	Panel      lifecycle.Panel      // the publish panel beside the form
	Previews   lifecycle.PreviewBox // the question's preview links, for a stored question
	// Translations are the active languages with the item's translation status in each.
	Translations []translation.Row
}

// form shows the form: empty for /admin/preguntas/nueva, the stored question otherwise.
func (m *module) form(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	q, ok := m.questionOfPath(w, r, u.Token)
	if !ok {
		return
	}
	form := map[string]string{lifecycle.FieldState: lifecycle.Draft} // published only with «Publicar»
	var draft *lifecycle.PendingVersion
	if q != nil {
		drafted, pending, err := lifecycle.OpenDraft(r.Context(), m.Svc, u.Token, table, q.ID, q)
		if err != nil {
			m.Shell.FailurePage(w, r, err)
			return
		}
		form, draft = storedForm(drafted, m.Shell.Location()), pending
	}
	cats, err := m.Svc.CategoryList(r.Context(), u.Token)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	m.formPage(w, r, http.StatusOK, q, cats, form, nil, "", draft)
}

// preview answers «Vista previa»: the FAQ page with the question as typed in the place it would take.
func (m *module) preview(w http.ResponseWriter, r *http.Request, q *question, checked row) {
	var id int64
	if q != nil {
		id = q.ID
	}
	values, err := m.values(r.Context(), shell.UserOf(r).Token, id, checked)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	m.shared().ShowPreview(w, r, id, values)
}

// saveForm creates (POST /admin/preguntas/nueva) or updates (POST /admin/preguntas/{id}) a question.
func (m *module) saveForm(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	q, ok := m.questionOfPath(w, r, u.Token)
	if !ok {
		return
	}
	cats, err := m.Svc.CategoryList(r.Context(), u.Token)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	form := shell.FormValues(r, formFields...)
	lifecycle.ApplyAction(r, form, m.Shell.Location(), m.Shell.Now())
	checked, err := input{Pregunta: form["pregunta"], Respuesta: form["respuesta"], Categoria: form["categoria"], Lifecycle: form, Zone: m.Shell.Location()}.validate(cats)
	if err == nil && lifecycle.WantsPreview(r) {
		m.preview(w, r, q, checked)
		return
	}
	apart := q != nil && lifecycle.KeepsDraftApart(r, &q.Row)
	if err == nil && apart {
		// A draft of a published question: kept apart, the site keeps the published version.
		if err = m.shared().KeepDraft(w, r, q.Row, q.ID, lifecycle.DraftFields(checked.values())); err == nil {
			return
		}
	}
	var saved int64
	if err == nil && !apart {
		var id int64
		if q != nil {
			id = q.ID
		}
		saved, err = m.save(r.Context(), u.Token, id, checked)
	}
	if fields, status := m.Shell.RefusedForm(r, err); fields != nil {
		msg := cms.MsgReviewFields
		if fields[lifecycle.FieldVersion] != "" {
			msg = fields[lifecycle.FieldVersion]
		}
		m.formPage(w, r, status, q, cats, form, fields, msg, nil)
		return
	}
	if err != nil {
		status, msg := m.Shell.FailureMessage(err)
		m.formPage(w, r, status, q, cats, form, nil, msg, nil)
		return
	}
	// Saved and closed (a pending draft is published, the question free for others); the editor stays on it.
	var was *lifecycle.Row
	if q != nil {
		was = &q.Row
	}
	m.shared().Done(w, r, saved, m.shared().SavedMessage(was, form))
}

func (m *module) formPage(w http.ResponseWriter, r *http.Request, status int, q *question, cats []cms.Category,
	form map[string]string, fields cms.FieldMessages, msg string, draft *lifecycle.PendingVersion) {
	title := msgNewTitle
	data := formData{Action: "/admin/preguntas/nueva", States: lifecycle.States,
		Categories: shell.OptionsHTML(shell.CategoryOptions(cms.CategoryTree(cats), nil), strings.TrimSpace(form["categoria"]))}
	data.Panel = m.shared().Panel(nil, 0, form, nil, "")
	if q != nil {
		title = msgEditTitle
		data.Panel = m.shared().Panel(&q.Row, q.ID, form, draft, q.Pregunta)
		data.ID = q.ID
		data.Action = fmt.Sprintf("/admin/preguntas/%d", q.ID)
		data.Badge = q.BadgeOf(m.Shell.Now(), m.Shell.Location())
		lock, err := m.shared().FormLock(r, q.ID)
		if err != nil {
			m.Shell.FailurePage(w, r, err)
			return
		}
		data.Lock = lock
		data.Draft = m.shared().DraftView(q.Row, q.ID, draft)
		if data.Previews, err = m.shared().PreviewBox(r, q.ID); err != nil {
			m.Shell.FailurePage(w, r, err)
			return
		}
		if data.Translations, err = m.tr.Rows(r, q.ID, q.Version); err != nil {
			m.Shell.FailurePage(w, r, err)
			return
		}
	}
	v := m.Shell.AdminView(r, view, title)
	v.Form, v.Fields, v.Error = form, fields, msg
	v.Data = data
	m.Shell.Render(w, r, status, m.Pages, "preguntas_form", v)
}

// questionOfPath reads the question of /admin/preguntas/{id} (nil for …/nueva); ok is false when the
// page has been answered.
func (m *module) questionOfPath(w http.ResponseWriter, r *http.Request, token string) (*question, bool) {
	if r.PathValue("id") == "" {
		return nil, true
	}
	id := shell.PathID(r)
	if id == 0 {
		m.Shell.RenderError(w, r, http.StatusNotFound, MsgQuestionGone)
		return nil, false
	}
	q, err := m.get(r.Context(), token, id)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return nil, false
	}
	return q, true
}
