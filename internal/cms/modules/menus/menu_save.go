package menus

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/records"
)

// saveForm creates (POST /admin/menus/nuevo) or updates (POST /admin/menus/{id}) an item, and
// stays on the item's form with the message at the top.
func (m *module) saveForm(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	ctx := r.Context()
	pg, ok := m.loadForm(w, r)
	if !ok {
		return
	}
	pg.form = shell.FormValues(r, formFields...)
	var self int64
	if pg.item != nil {
		self = pg.item.ID
	}
	in := input{Ubicacion: pg.form["ubicacion"], Padre: pg.form["padre"], Etiqueta: pg.form["etiqueta"], Tipo: pg.form["tipo"],
		Destinos: map[string]string{}}
	for _, k := range targetKinds {
		in.Destinos[k.Key] = pg.form["destino_"+k.Key]
	}
	it, fields := in.validate(self, pg.items, pg.pages, pg.cats)
	if it.Tipo == records.TargetContent && fields["destino_contenido"] == "" {
		exists, err := m.contentExists(ctx, u.Token, it.Destino)
		if err != nil {
			m.Shell.FailurePage(w, r, err)
			return
		}
		if !exists {
			fields["destino_contenido"] = MsgContentNeeded
		}
	}
	if len(fields) > 0 {
		pg.fields, pg.msg = fields, cms.MsgReviewFields
		m.formPage(w, r, http.StatusUnprocessableEntity, pg)
		return
	}
	id, err := m.save(ctx, u.Token, it, pg.items)
	if err != nil {
		if refused, status := m.Shell.RefusedForm(r, err); refused != nil {
			pg.fields, pg.msg = refused, cms.MsgReviewFields
			m.formPage(w, r, status, pg)
			return
		}
		status, msg := m.Shell.FailureMessage(err)
		pg.msg = msg
		m.formPage(w, r, status, pg)
		return
	}
	m.Shell.SavedItem(w, r, msgSaved, listURL, id)
}
