package vacantes

import (
	"maps"
	"net/http"
	"strconv"
	"time"

	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

type formData struct {
	ID          int64
	Departments []department
	Modalities  []string
	States      []lifecycle.State
	Badge       lifecycle.Badge
	Lock        lifecycle.LockView // the opening's edit lock, for a stored opening

	Previews lifecycle.PreviewBox // the opening's preview links, for a stored opening
}

// form shows the empty form (/nueva) or an opening to edit (/{id}).
func (m *module) form(w http.ResponseWriter, r *http.Request) {
	id, ok := m.Shell.EditedID(w, r)
	if !ok {
		return
	}
	values := map[string]string{"modalidad": "presencial", "tipo": "Jornada completa", lifecycle.FieldState: lifecycle.Draft}
	var badge lifecycle.Badge
	if id != 0 {
		o, err := m.get(r.Context(), shell.UserOf(r).Token, id)
		if err != nil {
			m.Shell.FailurePage(w, r, err)
			return
		}
		values = o.Row.Form(zone())
		maps.Copy(values, o.SEOForm())
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
			values["fecha_cierre"] = t.In(zone()).Format(time.DateOnly)
		}
		if o.Cerrada {
			values["cerrada"] = "1"
		}
		badge = o.BadgeOf(m.Shell.Now(), zone())
	}
	m.formPage(w, r, http.StatusOK, id, values, nil, "", badge)
}

func (m *module) formPage(w http.ResponseWriter, r *http.Request, status int, id int64, form, fields map[string]string, errMsg string, badge lifecycle.Badge) {
	deps, err := m.departments(r.Context(), shell.UserOf(r).Token)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	title := msgNewTitle
	var lock lifecycle.LockView
	var previews lifecycle.PreviewBox
	if id != 0 {
		title = msgEditTitle
		if lock, err = m.shared().FormLock(r, id); err != nil {
			m.Shell.FailurePage(w, r, err)
			return
		}
		if previews, err = m.shared().PreviewBox(r, id); err != nil {
			m.Shell.FailurePage(w, r, err)
			return
		}
	}
	v := m.Shell.AdminView(r, view, title)
	v.Form, v.Fields, v.Error = form, fields, errMsg
	v.Data = formData{ID: id, Departments: deps, Modalities: modalities, States: lifecycle.States, Badge: badge, Lock: lock, Previews: previews}
	m.Shell.Render(w, r, status, m.Pages, "vacante_form", v)
}
