package translation

import (
	"encoding/json"
	"errors"
	"fmt"
	"html/template"
	"maps"
	"net/http"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

// pageField is a field of the translation page: the Spanish text and the translation; a related
// row's (Item.Related) with its picture; an expanded column's groups, or one of their texts with
// its group's legend (Context).
type pageField struct {
	Field
	Source, Value, Error string
	Related, Segment     bool
	Image, Context       string
	Lang, LangName       string // the translation's language, for the field's own template
	Groups               []groupView
}

// SourceHTML is a rich field's Spanish as the site shows it (sanitized as the item's body), for
// reading beside the editor rather than as markup.
func (f pageField) SourceHTML() template.HTML { return template.HTML(cms.SanitizeBody(f.Source)) }

// page is what the translation page shows besides the layout.
type page struct {
	ItemURL, Action, Lang, LangName, Status, Back, Changed, Hint, Public string
	History, Delete, DeleteConfirm                                       string // a stored translation's
	Fields                                                               []pageField
	Panel                                                                lifecycle.Panel
	Lock                                                                 lifecycle.LockView
	Stored                                                               bool // the translation exists (lock, history)
	Preview, Simple                                                      bool
	Copied                                                               bool // the page answers «Copiar del español»
	States                                                               []lifecycle.State
}

// request is a translation page's item, language and stored translation (nil: none yet), with the
// stored translations of the item's related rows.
type request struct {
	item     *Item
	lang     *records.Language
	t        *records.Translation
	related  relatedTranslations
	expanded expanded // the expanded fields' texts, with the stored translation's
}

// of reads the item, the language and the stored translation of the path; ok is false when the page
// has been answered.
func (s *Screens) of(w http.ResponseWriter, r *http.Request) (request, bool) {
	token := shell.UserOf(r).Token
	id := shell.PathID(r)
	if id == 0 {
		s.kit.Shell.RenderError(w, r, http.StatusNotFound, cms.MsgRecordNotFound)
		return request{}, false
	}
	item, err := s.Item(r.Context(), token, id)
	if err != nil {
		s.kit.Shell.FailurePage(w, r, err)
		return request{}, false
	}
	ctx, c, cred := r.Context(), s.kit.Svc.Client(), platformclient.AsUser(token)
	if item.Version, err = s.sourceVersion(ctx, cred, item.ID, item.Version); err != nil {
		s.kit.Shell.FailurePage(w, r, err)
		return request{}, false
	}
	lang, err := records.LanguageByCode(ctx, c, cred, r.PathValue("idioma"))
	if err != nil {
		s.kit.Shell.FailurePage(w, r, cms.PlatformFailure(err))
		return request{}, false
	}
	if lang == nil {
		s.kit.Shell.RenderError(w, r, http.StatusNotFound, MsgLanguageGone)
		return request{}, false
	}
	stored, err := records.ItemTranslations(ctx, c, cred, s.Table, id)
	if err != nil {
		s.kit.Shell.FailurePage(w, r, cms.PlatformFailure(err))
		return request{}, false
	}
	related, err := readRelated(ctx, c, cred, item, lang.Codigo)
	if err != nil {
		s.kit.Shell.FailurePage(w, r, err)
		return request{}, false
	}
	q := request{item: item, lang: lang, t: stored[lang.Codigo], related: related}
	var translated map[string]string
	if q.t != nil {
		translated = q.t.Fields
	}
	q.expanded = s.expand(item, translated)
	return q, true
}

// stored reads the translation of the path's {tid} (its own id) of the path's item {id}; ok is
// false when the page has been answered.
func (s *Screens) stored(w http.ResponseWriter, r *http.Request) (*records.Translation, bool) {
	id, item := cms.PositiveID(r.PathValue("tid")), shell.PathID(r)
	var t *records.Translation
	var err error
	if id != 0 && item != 0 {
		t, err = records.TranslationByID(r.Context(), s.kit.Svc.Client(), platformclient.AsUser(shell.UserOf(r).Token), s.Table, id)
	}
	switch {
	case err != nil:
		s.kit.Shell.FailurePage(w, r, cms.PlatformFailure(err))
		return nil, false
	case t == nil || t.Origen != item:
		s.kit.Shell.RenderError(w, r, http.StatusNotFound, MsgGone)
		return nil, false
	}
	return t, true
}

// rowOf is a stored translation's lifecycle.
func rowOf(t *records.Translation) *lifecycle.Row {
	if t == nil {
		return nil
	}
	row := &lifecycle.Row{Estado: t.Estado, Version: t.Version}
	for col, dst := range map[string]**string{lifecycle.FieldPublishAt: &row.PublicarEn, lifecycle.FieldUnpublishAt: &row.DespublicarEn, "eliminado_en": &row.EliminadoEn} {
		if v, ok := t.Fields[col]; ok {
			*dst = &v
		}
	}
	return row
}

// form shows the translation of an item into a language.
func (s *Screens) form(w http.ResponseWriter, r *http.Request) {
	q, ok := s.of(w, r)
	if !ok {
		return
	}
	form := map[string]string{lifecycle.FieldState: lifecycle.Draft}
	if q.t != nil {
		maps.Copy(form, q.t.Fields)
		for _, f := range s.Fields {
			if f.Key != "" {
				var obj map[string]any
				_ = json.Unmarshal([]byte(q.t.Fields[f.Name]), &obj) // a translation saved without it: empty
				form[f.Name], _ = obj[f.Key].(string)
			}
		}
		maps.Copy(form, rowOf(q.t).Form(s.kit.Shell.Location()))
		form[lifecycle.FieldVersion] = strconv.FormatInt(q.t.Version, 10)
	}
	q.related.fill(form, q.item)
	q.expanded.fill(form, s.Fields)
	s.render(w, r, http.StatusOK, q, form, nil, "", false)
}

// save copies one Spanish field into the form («Copiar del español»), shows the typed translation
// («Vista previa»), or saves it: a draft, published, scheduled for its own date or taken off the
// site, as the publish panel's button says.
func (s *Screens) save(w http.ResponseWriter, r *http.Request) {
	q, ok := s.of(w, r)
	if !ok {
		return
	}
	names := make([]string, 0, len(s.Fields)+len(q.item.Related)+6)
	for _, f := range s.Fields {
		names = append(names, f.Name)
	}
	for _, rel := range q.item.Related {
		names = append(names, rel.Name)
	}
	names = append(names, q.expanded.names(s.Fields)...)
	form := shell.FormValues(r, append(names, "copiar", "accion", lifecycle.FieldState, lifecycle.FieldPublishAt, lifecycle.FieldUnpublishAt, lifecycle.FieldVersion)...)
	if copy := form["copiar"]; copy != "" {
		if src, ok := q.item.source(copy); ok {
			form[copy] = src
		} else if src, ok := q.expanded.source(s.Fields, copy); ok {
			form[copy] = src
		}
		s.render(w, r, http.StatusOK, q, form, nil, "", true)
		return
	}
	loc, now := s.kit.Shell.Location(), s.kit.Shell.Now()
	if form["accion"] == "" && form[lifecycle.FieldState] == "" {
		form[lifecycle.FieldState] = lifecycle.Draft // a form sent without a button keeps a draft
	}
	lifecycle.ApplyAction(r, form, loc, now)
	row, fields := s.check(form, q)
	checkRelated(form, q.item, fields)
	state := lifecycle.Check(form, loc, fields)
	if len(fields) > 0 {
		s.render(w, r, http.StatusUnprocessableEntity, q, form, fields, cms.MsgReviewFields, false)
		return
	}
	if lifecycle.WantsPreview(r) && s.Preview {
		// The item's public page with the typed translation over its Spanish text, unsaved.
		s.itemHandlers().ShowPreviewIn(w, r, q.item.ID, row, q.lang.Codigo)
		return
	}
	maps.Copy(row, state.Values())
	row[lifecycleSourceVersion] = q.item.Version
	var id int64
	if q.t != nil {
		id = q.t.ID
	} else {
		row["origen"], row["idioma"] = q.item.ID, q.lang.Codigo
	}
	// The shared save: an update only of the version the editor opened, so a save over someone
	// else's is refused instead of overwriting it.
	_, err := lifecycle.Save(r.Context(), s.kit.Svc, shell.UserOf(r).Token, records.TranslationTable(s.Table), id, lifecycle.ExpectedVersion(form), row,
		cms.Fail(http.StatusNotFound, MsgGone))
	switch {
	case platformclient.CodeOf(err) == "23505" && strings.Contains(err.Error(), "slug"):
		s.render(w, r, http.StatusUnprocessableEntity, q, form, cms.FieldMessages{"slug": s.SlugTaken}, cms.MsgReviewFields, false)
		return
	case platformclient.CodeOf(err) == "P0001": // one of the table's own rules (a page's blocks, a menu's address)
		var pe *platformclient.Error
		errors.As(err, &pe)
		s.render(w, r, http.StatusUnprocessableEntity, q, form, nil, pe.Message, false)
		return
	case platformclient.CodeOf(err) == "23503": // a one-row settings table not yet saved in Spanish
		s.render(w, r, http.StatusConflict, q, form, nil, MsgSourceNotSaved, false)
		return
	case platformclient.CodeOf(err) == "23505": // someone else added this translation meanwhile
		err = &cms.FormError{Status: http.StatusConflict, Fields: cms.FieldMessages{lifecycle.FieldVersion: lifecycle.MsgEditConflict}}
	}
	if fields := cms.FormFields(err); fields != nil {
		s.render(w, r, http.StatusConflict, q, form, fields, fields[lifecycle.FieldVersion], false)
		return
	}
	if err == nil {
		// The related rows' translations follow the saved one (a refused save writes none of them).
		err = saveRelated(r.Context(), s.kit.Svc.Client(), platformclient.AsUser(shell.UserOf(r).Token), q.item, q.lang.Codigo, q.related, form, state)
	}
	if err != nil {
		s.kit.Shell.FailurePage(w, r, cms.PlatformFailure(err))
		return
	}
	if id != 0 && !s.Simple {
		s.handlersOf(q.item.ID).ReleaseLock(r, id)
	}
	msg := msgDraft
	switch state.State {
	case lifecycle.Published:
		msg = msgPublished
	case lifecycle.Scheduled:
		msg = msgScheduled
	}
	s.kit.Shell.Saved(w, r, fmt.Sprintf(msg, q.lang.Nombre), s.itemURL(q.item.ID))
}

// lifecycleSourceVersion is the translation's column of the item's version it was saved against.
const lifecycleSourceVersion = "version_origen"

// itemHandlers are the item's shared handlers (its typed preview).
func (s *Screens) itemHandlers() lifecycle.Handlers {
	return lifecycle.Handlers{Kit: s.kit, Table: s.Table, Base: s.Base, Missing: cms.MsgRecordNotFound}
}

// check checks a translation's fields: their bounds, a rich text sanitized as the item's, an
// expanded column's texts built into the Spanish value, then the module's own rules.
func (s *Screens) check(form map[string]string, q request) (records.Fields, cms.FieldMessages) {
	msgs := cms.FieldMessages{}
	row := records.Fields{}
	for _, f := range s.Fields {
		v := typedText(f, form[f.Name])
		if f.Max > 0 && utf8.RuneCountInString(v) > f.Max {
			msgs[f.Name] = fmt.Sprintf(MsgTooLong, f.Max)
		}
		switch {
		case f.Expand != nil:
			row[f.Name] = checkExpanded(f, q.expanded[f.Name], q.item.Source[f.Name], form, msgs)
		case f.Key != "":
			obj := maps.Clone(q.item.Objects[f.Name])
			if obj == nil {
				obj = map[string]any{}
			}
			obj[f.Key] = v
			row[f.Name] = obj
		case f.Optional && v == "":
			row[f.Name] = nil
		default:
			row[f.Name] = v
		}
	}
	if s.Check != nil {
		s.Check(row, msgs)
	}
	return row, msgs
}

// delete removes a stored translation; the item and its other languages stay.
func (s *Screens) delete(w http.ResponseWriter, r *http.Request) {
	t, ok := s.stored(w, r)
	if !ok {
		return
	}
	c := s.kit.Svc.Client()
	if err := c.From(records.TranslationTable(s.Table), platformclient.AsUser(shell.UserOf(r).Token)).Eq("id", t.ID).Delete(r.Context(), nil); err != nil {
		s.kit.Shell.FailurePage(w, r, cms.PlatformFailure(err))
		return
	}
	if err := s.deleteRelated(r, t); err != nil {
		s.kit.Shell.FailurePage(w, r, err)
		return
	}
	name := t.Idioma
	if lang, err := records.LanguageByCode(r.Context(), c, platformclient.AsUser(shell.UserOf(r).Token), t.Idioma); err == nil && lang != nil {
		name = lang.Nombre
	}
	s.kit.Shell.Saved(w, r, fmt.Sprintf(msgDeleted, name), s.itemURL(t.Origen))
}

// render shows the translation page with form as typed and the refused fields' messages.
func (s *Screens) render(w http.ResponseWriter, r *http.Request, status int, q request, form map[string]string, fields cms.FieldMessages, msg string, copied bool) {
	d := page{ItemURL: s.itemPath(q.item.ID), Action: s.PageURL(q.item.ID, q.lang.Codigo), Lang: q.lang.Codigo,
		LangName: q.lang.Nombre, Status: records.TranslationStatus(q.t, q.item.Version), Back: s.Back, Changed: s.Changed, Hint: strings.ReplaceAll(s.Hint, "{idioma}", q.lang.Codigo),
		Preview: s.Preview, Simple: s.Simple, States: lifecycle.States, Stored: q.t != nil, Copied: copied}
	for _, f := range s.Fields {
		pf := pageField{Field: f, Source: q.item.Source[f.Name], Value: form[f.Name], Error: fields[f.Name], Lang: d.Lang, LangName: d.LangName}
		if f.Expand != nil {
			pf.Groups = expandedView(q.expanded[f.Name], form, fields, d.Lang, d.LangName)
		}
		d.Fields = append(d.Fields, pf)
	}
	for _, rel := range q.item.Related {
		d.Fields = append(d.Fields, pageField{Field: rel.Field, Source: rel.Source, Value: form[rel.Name], Error: fields[rel.Name], Related: true, Image: rel.Image,
			Lang: d.Lang, LangName: d.LangName})
	}
	row := rowOf(q.t)
	title := fmt.Sprintf(msgTitle, q.item.Title, q.lang.Nombre)
	var id int64
	if q.t != nil {
		id = q.t.ID
		if s.Public != nil && q.t.Estado == lifecycle.Published {
			d.Public = s.Public(q.lang.Codigo, q.t.Fields["slug"])
		}
		if !s.Simple {
			lock, err := s.handlersOf(q.item.ID).FormLock(r, id)
			if err != nil {
				s.kit.Shell.FailurePage(w, r, err)
				return
			}
			d.Lock = lock
		}
	}
	// The item's publish panel, but for the translation: its own revisions and deletion are links
	// under it (a translation has no trash), and «Guardar borrador» takes a published one off the site.
	d.Panel = s.handlersOf(q.item.ID).Panel(row, id, form, nil, title)
	d.Panel.ID, d.Panel.Note = 0, msgNewNote
	if row != nil {
		d.Panel.Note = ""
		if row.CanDraft() {
			d.Panel.Note = msgPublishedNote
		}
		base := s.handlersOf(q.item.ID).ItemURL(id)
		d.History, d.Delete, d.DeleteConfirm = base+"/historial", base+"/eliminar", fmt.Sprintf(msgDeleteConfirm, q.lang.Nombre)
	}
	v := s.kit.Shell.AdminView(r, s.View, title)
	v.Form, v.Fields, v.Error = form, fields, msg
	v.Data = d
	s.kit.Shell.Render(w, r, status, s.kit.Pages, "translation", v)
}
