package contenido

import (
	"encoding/json"
	"fmt"
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

// compareData is the comparison of two revisions of an item.
type compareData struct {
	ID           int64
	Older, Newer lifecycle.Revision
	OlderWhen    string
	NewerWhen    string
	Fields       []lifecycle.FieldDiff
}

// comparePage shows, field by field, the words removed and added between two revisions
// (GET /admin/contenido/{id}/historial/comparar?a=<older>&b=<newer>).
func (m *module) comparePage(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	it, ok := m.itemOfPath(w, r, u.Token)
	if !ok {
		return
	}
	a, b := cms.PositiveID(r.URL.Query().Get("a")), cms.PositiveID(r.URL.Query().Get("b"))
	if a == 0 || b == 0 || a == b {
		m.Shell.RenderError(w, r, http.StatusBadRequest, lifecycle.MsgCompareTwo)
		return
	}
	if a > b {
		a, b = b, a // older first: ids grow with time
	}
	revs, err := lifecycle.Revisions(r.Context(), m.Svc, u.Token, table, it.ID, a, b)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	cats, err := m.Svc.CategoryList(r.Context(), u.Token)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	names := map[int64]string{}
	for _, c := range cats {
		names[c.ID] = c.Name
	}
	older, newer := revisionFields(revs[0], names), revisionFields(revs[1], names)
	data := compareData{ID: it.ID, Older: revs[0], Newer: revs[1], OlderWhen: revs[0].When(zone()), NewerWhen: revs[1].When(zone()),
		Fields: lifecycle.Compare(compareLabels, func(l string) string { return older[l] }, func(l string) string { return newer[l] })}
	v := m.Shell.AdminView(r, view, fmt.Sprintf(msgCompareTitle, it.Titulo))
	v.Data = data
	m.Shell.Render(w, r, http.StatusOK, m.Pages, "contenido_compare", v)
}

// compareLabels are the fields a comparison shows, in the form's order.
var compareLabels = []string{msgFieldTitulo, msgFieldCategoria, msgFieldLayout, msgFieldBody, msgFieldImagen,
	msgFieldEstado, msgFieldPublicarEn, msgFieldDespublicarEn}

// revisionFields is a revision as readable text per label: names instead of ids, local times.
func revisionFields(rev lifecycle.Revision, categories map[int64]string) map[string]string {
	var d description
	_ = json.Unmarshal(rev.Datos["descripcion"], &d)
	var cat int64
	_ = json.Unmarshal(rev.Datos["categoria"], &cat)
	catName := categories[cat]
	if catName == "" && cat != 0 {
		catName = fmt.Sprintf(msgCategoryGone, cat)
	}
	layoutName := ""
	for _, l := range layouts {
		if l.Value == d.Layout {
			layoutName = l.Name
		}
	}
	row := lifecycle.Row{Estado: rev.Text("estado")}
	for col, dst := range map[string]**string{"publicar_en": &row.PublicarEn, "despublicar_en": &row.DespublicarEn} {
		if s := rev.Text(col); s != "" {
			*dst = &s
		}
	}
	form := row.Form(zone())
	return map[string]string{
		msgFieldTitulo: rev.Text("titulo"), msgFieldCategoria: catName, msgFieldLayout: layoutName, msgFieldBody: d.Body,
		msgFieldImagen: rev.Text("imagen_principal"), msgFieldEstado: lifecycle.NameOf(form["estado"]),
		msgFieldPublicarEn: form["publicar_en"], msgFieldDespublicarEn: form["despublicar_en"],
	}
}
