package pages

import (
	"net/http"
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/records"
)

// maxFormBytes bounds a page form (a hundred blocks of text fit).
const maxFormBytes = 4 << 20

// saveForm handles every button of the editor: "accion" anadir / subir-i / bajar-i / quitar-i
// changes the blocks and shows the editor again (nothing is saved), vista-previa answers the page
// as the public site would render it, borrador keeps a published page's edits as its pending draft,
// and no action saves (creates on /admin/pages/nuevo).
func (m *module) saveForm(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	ctx := r.Context()
	r.Body = http.MaxBytesReader(w, r.Body, maxFormBytes)
	if err := r.ParseForm(); err != nil {
		m.Shell.RenderError(w, r, http.StatusRequestEntityTooLarge, cms.MsgReviewFields)
		return
	}
	it, ok := m.itemOfPath(w, r, u.Token)
	if !ok {
		return
	}
	parents, err := m.parents(ctx, u.Token)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	pg := formPage{item: it, parents: parents, form: shell.FormValues(r, formFields...), blocks: readBlocks(r)}
	lifecycle.ApplyAction(r, pg.form, m.Shell.Location(), m.Shell.Now())
	action := r.FormValue("accion")
	if action != "" && !lifecycle.PanelAction(action) {
		pg.blocks, pg.flash, pg.msg = applyAction(pg.blocks, action, r.FormValue("nuevo_tipo"))
		m.formPage(w, r, http.StatusOK, pg)
		return
	}

	var self int64
	if it != nil {
		self = it.ID
	}
	fields := cms.FieldMessages{}
	checked := input{Titulo: pg.form["titulo"], Slug: pg.form["slug"], Padre: pg.form["padre"], EsInicio: pg.form["es_inicio"],
		SEOTitulo: pg.form["meta_titulo"], SEODescripcion: pg.form["meta_descripcion"], Lifecycle: pg.form, Zone: m.Shell.Location()}.validate(self, parents, fields)
	bloques, blocksOK := checkBlocks(pg.blocks)
	if lifecycle.WantsPreview(r) && r.FormValue("vista_viva") != "" {
		// The preview beside the editor: the blocks that are complete, while the others are typed.
		m.preview(w, r, checked, completeBlocks(bloques))
		return
	}
	if lifecycle.WantsPreview(r) && blocksOK {
		m.preview(w, r, checked, bloques)
		return
	}
	if len(fields) > 0 || !blocksOK {
		pg.fields, pg.msg = fields, cms.MsgReviewFields
		m.formPage(w, r, http.StatusUnprocessableEntity, pg)
		return
	}
	checked.Bloques = bloques
	if it != nil && lifecycle.KeepsDraftApart(r, &it.Row) {
		// A draft of a published page: kept apart, the site keeps the published version.
		if err := m.shared().KeepDraft(w, r, it.Row, self, lifecycle.DraftFields(checked.values())); err != nil {
			status, msg := m.Shell.FailureMessage(err)
			pg.msg = msg
			m.formPage(w, r, status, pg)
		}
		return
	}
	mark := m.shared().MarkAddress(ctx)
	saved, err := m.save(ctx, u.Token, self, checked)
	if err != nil {
		refused, status := m.Shell.RefusedForm(r, err)
		if msg := refused[lifecycle.FieldVersion]; msg != "" {
			pg.msg = msg
			m.formPage(w, r, status, pg)
			return
		}
		if refused != nil {
			pg.fields, pg.msg = refused, cms.MsgReviewFields
			m.formPage(w, r, status, pg)
			return
		}
		status, pg.msg = m.Shell.FailureMessage(err)
		m.formPage(w, r, status, pg)
		return
	}
	// Saved and closed (a pending draft is published, the page free for others); the editor stays on it.
	var was *lifecycle.Row
	if it != nil {
		was = &it.Row
	}
	m.shared().DoneMoving(w, r, saved, m.shared().SavedMessage(was, pg.form), mark)
}

// preview answers the unsaved page rendered by the public site's renderer (shell.SitePreview: the
// same code and templates that will serve it, reading the site's data as anon), at the address it
// would have. Nothing is stored.
func (m *module) preview(w http.ResponseWriter, r *http.Request, checked row, bloques []byte) {
	path := "/" + checked.Slug
	body, err := m.Shell.SitePreview().RenderPage(r.Context(), records.PreviewPage{Title: strings.TrimSpace(checked.Titulo), Blocks: bloques,
		SEOTitle: checked.SEOTitulo, SEODescription: checked.SEODescripcion, Path: path})
	if err != nil {
		m.Shell.FailurePage(w, r, cms.PlatformFailure(err))
		return
	}
	shell.WritePreview(w, body)
}
