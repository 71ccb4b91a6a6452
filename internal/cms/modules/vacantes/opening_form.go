package vacantes

import (
	"fmt"
	"maps"
	"net/http"
	"strconv"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/cms/translation"
)

type formData struct {
	ID          int64
	Departments []department
	Modalities  []string
	States      []lifecycle.State
	Badge       lifecycle.Badge
	Lock        lifecycle.LockView // the opening's edit lock, for a stored opening
	Draft       lifecycle.DraftView
	Panel       lifecycle.Panel      // the publish panel beside the form
	Previews    lifecycle.PreviewBox // the opening's preview links, for a stored opening
	// Translations are the active languages with the item's translation status in each.
	Translations []translation.Row
}

// form shows the empty form (/nueva) or an opening to edit (/{id}), from its pending draft if it has
// one.
func (m *module) form(w http.ResponseWriter, r *http.Request) {
	id, ok := m.Shell.EditedID(w, r)
	if !ok {
		return
	}
	values := map[string]string{"modalidad": "presencial", "tipo": "Jornada completa", lifecycle.FieldState: lifecycle.Draft}
	var (
		stored *opening
		draft  *lifecycle.PendingVersion
	)
	if id != 0 {
		token := shell.UserOf(r).Token
		var err error
		if stored, err = m.get(r.Context(), token, id); err != nil {
			m.Shell.FailurePage(w, r, err)
			return
		}
		drafted, pending, err := lifecycle.OpenDraft(r.Context(), m.Svc, token, table, id, stored)
		if err != nil {
			m.Shell.FailurePage(w, r, err)
			return
		}
		values, draft = storedForm(drafted, m.Shell.Location()), pending
	}
	m.formPage(w, r, http.StatusOK, stored, draft, values, nil, "")
}

// storedForm is the form of a stored opening.
func storedForm(o *opening, loc *time.Location) map[string]string {
	values := o.Row.Form(loc)
	maps.Copy(values, cms.SEO(o.ItemSEO).SEOForm())
	num := func(n *int64) string {
		if n == nil {
			return ""
		}
		return strconv.FormatInt(*n, 10)
	}
	values["titulo"], values["slug"], values["modalidad"], values["tipo"] = o.Titulo, o.Slug, o.Modalidad, o.Tipo
	values["descripcion"], values["requisitos"] = o.Descripcion, o.Requisitos
	values["salario_min"], values["salario_max"] = num(o.SalarioMin), num(o.SalarioMax)
	if o.Departamento != nil {
		values["departamento"] = strconv.FormatInt(*o.Departamento, 10)
	}
	if o.Ubicacion != nil {
		values["ubicacion"] = *o.Ubicacion
	}
	if t, ok := o.closesAt(); ok {
		values["fecha_cierre"] = cms.FormatDate(t, loc)
	}
	if o.Cerrada {
		values["cerrada"] = "1"
	}
	return values
}

// formPage shows the form of stored opening o (nil for a new one) with its pending draft (nil
// without one).
func (m *module) formPage(w http.ResponseWriter, r *http.Request, status int, o *opening, draft *lifecycle.PendingVersion,
	form, fields map[string]string, errMsg string) {
	deps, err := m.departments(r.Context(), shell.UserOf(r).Token)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	title := msgNewTitle
	data := formData{Departments: deps, Modalities: modalities, States: lifecycle.States}
	data.Panel = m.shared().Panel(nil, 0, form, nil, "")
	if o != nil {
		title = msgEditTitle
		data.Panel = m.shared().Panel(&o.Row, o.ID, form, draft, o.Titulo)
		data.Panel.TrashConfirm = fmt.Sprintf(msgTrashConfirm, o.Titulo)
		data.ID, data.Badge = o.ID, o.BadgeOf(m.Shell.Now(), m.Shell.Location())
		data.Draft = m.shared().DraftView(o.Row, o.ID, draft)
		if data.Lock, err = m.shared().FormLock(r, o.ID); err != nil {
			m.Shell.FailurePage(w, r, err)
			return
		}
		if data.Previews, err = m.shared().PreviewBox(r, o.ID); err != nil {
			m.Shell.FailurePage(w, r, err)
			return
		}
		if data.Translations, err = m.tr.Rows(r, o.ID, o.Version); err != nil {
			m.Shell.FailurePage(w, r, err)
			return
		}
	}
	v := m.Shell.AdminView(r, view, title)
	v.Form, v.Fields, v.Error = form, fields, errMsg
	v.Data = data
	m.Shell.Render(w, r, status, m.Pages, "vacante_form", v)
}
