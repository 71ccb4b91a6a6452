package proyectos

import (
	"fmt"
	"html/template"
	"maps"
	"net/http"
	"strconv"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/cms/translation"
)

// resultRow is one key-result row of the form.
type resultRow struct {
	N                               int
	LabelField, FigureField         string
	Etiqueta, Cifra, Error, ErrorID string
}

// imageRow is a stored image of the gallery as the form shows it.
type imageRow struct {
	ID                               int64
	URL, Ruta                        string
	AltField, OrderField, DropField  string
	Alt, Order, AltError, OrderError string
	Dropped                          bool
}

// slotRow is a slot for a new image.
type slotRow struct {
	K                        int
	FileField, AltField      string
	Alt, FileError, AltError string
	LibraryField, Picked     string // the library file chosen for the slot (picker.js)
}

// formData is the create/edit page of a project.
type formData struct {
	ID         int64 // 0 for a new project
	Action     string
	Clients    []client
	Categories template.HTML // the picker's options, the chosen one selected
	Results    []resultRow
	Images     []imageRow
	Slots      []slotRow
	States     []lifecycle.State
	Badge      lifecycle.Badge
	NoClient   string
	NoCategory string
	Lock       lifecycle.LockView
	Draft      lifecycle.DraftView
	Panel      lifecycle.Panel      // the publish panel beside the form
	Previews   lifecycle.PreviewBox // the project's preview links, for a stored project
	// Translations are the active languages with the item's translation status in each.
	Translations []translation.Row
}

// formPage is what the form page shows besides the layout.
type formPage struct {
	project *project // nil for a new project
	pickers pickers
	lock    lifecycle.LockView // the item's edit lock as this editor opened it
	draft   *lifecycle.PendingVersion
	form    map[string]string
	fields  cms.FieldMessages
	msg     string
}

// form shows the form: empty for /admin/proyectos/nuevo (dated today), the stored project otherwise.
func (m *module) form(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	p, ok := m.projectOfPath(w, r, u.Token)
	if !ok {
		return
	}
	pk, err := m.readPickers(r.Context(), u.Token)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	pg := formPage{project: p, pickers: pk}
	if p != nil {
		drafted, draft, err := lifecycle.OpenDraft(r.Context(), m.Svc, u.Token, table, p.ID, p)
		if err != nil {
			m.Shell.FailurePage(w, r, err)
			return
		}
		pg.form, pg.draft = storedForm(drafted, m.Shell.Location()), draft
		// Opening a project takes its edit lock, unless someone else holds a live one.
		if pg.lock, err = m.shared().OpenLock(r, p.ID); err != nil {
			m.Shell.FailurePage(w, r, err)
			return
		}
	} else {
		pg.form = map[string]string{lifecycle.FieldState: lifecycle.Draft, // published only with «Publicar»
			"fecha": cms.FormatDate(m.Shell.Now(), m.Shell.Location())}
	}
	m.formPage(w, r, http.StatusOK, pg)
}

func (m *module) formPage(w http.ResponseWriter, r *http.Request, status int, pg formPage) {
	title := msgNewTitle
	data := formData{Action: "/admin/proyectos/nuevo", Clients: pg.pickers.Clients,
		Categories: shell.OptionsHTML(shell.CategoryOptions(pg.pickers.Categories, nil), pg.form["categoria"]),
		States:     lifecycle.States, NoClient: msgNoClient, NoCategory: msgNoCategory}
	data.Panel = m.shared().Panel(nil, 0, pg.form, nil, "")
	if p := pg.project; p != nil {
		title = msgEditTitle
		data.Panel = m.shared().Panel(&p.Row, p.ID, pg.form, pg.draft, p.Titulo)
		data.ID = p.ID
		data.Action = fmt.Sprintf("/admin/proyectos/%d", p.ID)
		data.Badge = p.BadgeOf(m.Shell.Now(), m.Shell.Location())
		data.Lock = pg.lock
		data.Draft = m.shared().DraftView(p.Row, p.ID, pg.draft)
		if data.Lock.URL == "" {
			// A refused save: the editor holds the lock.
			data.Lock = lifecycle.LockView{URL: fmt.Sprintf("/admin/proyectos/%d/bloqueo", p.ID), Lost: lifecycle.MsgLockLost}
		}
		var err error
		if data.Previews, err = m.shared().PreviewBox(r, p.ID); err != nil {
			m.Shell.FailurePage(w, r, err)
			return
		}
		if data.Translations, err = m.tr.Rows(r, p.ID, p.Version); err != nil {
			m.Shell.FailurePage(w, r, err)
			return
		}
		for _, img := range p.Images {
			data.Images = append(data.Images, imageRow{ID: img.ID, URL: m.Shell.FileURL(img.Bucket, img.Ruta), Ruta: img.Ruta,
				AltField: altField(img.ID), OrderField: orderField(img.ID), DropField: removeField(img.ID),
				Alt: pg.form[altField(img.ID)], Order: pg.form[orderField(img.ID)], Dropped: pg.form[removeField(img.ID)] != "",
				AltError: pg.fields[altField(img.ID)], OrderError: pg.fields[orderField(img.ID)]})
		}
	}
	data.Results = resultRows(pg.form, pg.fields)
	for k := 1; k <= newSlots; k++ {
		library := cms.LibraryField(newFileField(k))
		data.Slots = append(data.Slots, slotRow{K: k, FileField: newFileField(k), AltField: newAltField(k),
			Alt: pg.form[newAltField(k)], FileError: pg.fields[newFileField(k)], AltError: pg.fields[newAltField(k)],
			LibraryField: library, Picked: pg.form[library]})
	}
	v := m.Shell.AdminView(r, view, title)
	v.Form, v.Fields, v.Error = pg.form, pg.fields, pg.msg
	v.Data = data
	m.Shell.Render(w, r, status, m.Pages, "proyectos_form", v)
}

// resultRows are the key-result rows the form shows: the filled ones and blankResult empty ones
// after them (at most maxResults).
func resultRows(form map[string]string, fields cms.FieldMessages) []resultRow {
	last := 0
	for n := 1; n <= maxResults; n++ {
		if form[resultLabelField(n)] != "" || form[resultFigureField(n)] != "" {
			last = n
		}
	}
	out := []resultRow{}
	for n := 1; n <= min(last+blankResult, maxResults); n++ {
		out = append(out, resultRow{N: n, LabelField: resultLabelField(n), FigureField: resultFigureField(n),
			Etiqueta: form[resultLabelField(n)], Cifra: form[resultFigureField(n)], Error: fields[resultLabelField(n)],
			ErrorID: "e-" + resultLabelField(n)})
	}
	return out
}

// projectOfPath reads the project of /admin/proyectos/{id} (nil for /admin/proyectos/nuevo); ok is
// false when the page has been answered (no such project, or the platform failed).
func (m *module) projectOfPath(w http.ResponseWriter, r *http.Request, token string) (*project, bool) {
	if r.PathValue("id") == "" {
		return nil, true
	}
	id := shell.PathID(r)
	if id == 0 {
		m.Shell.RenderError(w, r, http.StatusNotFound, MsgProjectGone)
		return nil, false
	}
	p, err := m.get(r.Context(), token, id)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return nil, false
	}
	return p, true
}

// storedForm is the form of a stored project.
func storedForm(p *project, loc *time.Location) map[string]string {
	form := map[string]string{"titulo": p.Titulo, "slug": p.Slug, "resumen": p.Resumen, "cuerpo": p.Cuerpo,
		"fecha": p.Day(), "cliente": idText(p.Cliente), "categoria": idText(p.Categoria)}
	if p.Destacado {
		form["destacado"] = "1"
	}
	for i, res := range p.Resultados {
		form[resultLabelField(i+1)], form[resultFigureField(i+1)] = res.Etiqueta, res.Cifra
	}
	for i, img := range p.Images {
		form[altField(img.ID)], form[orderField(img.ID)] = img.TextoAlternativo, strconv.Itoa(i+1)
	}
	maps.Copy(form, p.Row.Form(loc))
	maps.Copy(form, p.SEOForm())
	return form
}

// idText is an optional id as a form value ("" for none).
func idText(id *int64) string {
	if id == nil {
		return ""
	}
	return strconv.FormatInt(*id, 10)
}
