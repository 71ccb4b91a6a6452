package blog

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
	"github.com/vitrina/vitrina/internal/slug"
)

// A post's translations: the form lists each active language with its status (missing, up to date,
// outdated: the post was saved after the translation), and each language has its own page with the
// Spanish text beside every translatable field. «Copiar del español» is a submit button per field:
// the page comes back with that field filled and every other field as typed, with or without
// scripts. A translation is saved as a draft unless the editor publishes it.

// translatedField is a translatable field of a post, with its label and bound.
type translatedField struct {
	Name, Label string
	Max         int
	Long        bool // a text area
}

func translatedFields() []translatedField {
	return []translatedField{
		{"titulo", "Título", maxTitulo, false},
		{"slug", "Dirección de la entrada", maxTitulo, false},
		{"extracto", "Extracto", maxExtracto, true},
		{"cuerpo", "Texto", 0, true},
		{"portada_alt", "Texto alternativo de la portada", maxAlt, false},
	}
}

// translationRow is a language in the form's «Traducciones».
type translationRow struct {
	Code, Name, Status, URL string
	Published               bool
}

// translationRows are the active languages with the post's translation status in each.
func (m *module) translationRows(r *http.Request, p *post) ([]translationRow, error) {
	ctx, c, cred := r.Context(), m.Svc.Client(), platformclient.AsUser(shell.UserOf(r).Token)
	langs, err := records.Languages(ctx, c, cred)
	if err != nil {
		return nil, cms.PlatformFailure(err)
	}
	stored, err := records.ItemTranslations(ctx, c, cred, table, p.ID)
	if err != nil {
		return nil, cms.PlatformFailure(err)
	}
	var out []translationRow
	for _, l := range langs {
		if !l.Activo {
			continue
		}
		t := stored[l.Codigo]
		out = append(out, translationRow{Code: l.Codigo, Name: l.Nombre, Status: records.TranslationStatus(t, p.Version),
			URL: fmt.Sprintf("/admin/blog/%d/traducciones/%s", p.ID, l.Codigo), Published: t != nil && t.Estado == lifecycle.Published})
	}
	return out, nil
}

// translationField is a field of the translation page: the Spanish text and the translation.
type translationField struct {
	translatedField
	Source, Value, Error string
}

type translationPage struct {
	PostURL, Action, Lang, LangName, Status, State string
	Fields                                         []translationField
}

// translationOf reads the post, the language and the stored translation of the path; ok is false
// when the page has been answered.
func (m *module) translationOf(w http.ResponseWriter, r *http.Request) (*post, *records.Language, *records.Translation, bool) {
	u := shell.UserOf(r)
	p, ok := m.postOfPath(w, r, u.Token)
	if !ok {
		return nil, nil, nil, false
	}
	ctx, c, cred := r.Context(), m.Svc.Client(), platformclient.AsUser(u.Token)
	lang, err := records.LanguageByCode(ctx, c, cred, r.PathValue("idioma"))
	if err != nil {
		m.Shell.FailurePage(w, r, cms.PlatformFailure(err))
		return nil, nil, nil, false
	}
	if lang == nil {
		m.Shell.RenderError(w, r, http.StatusNotFound, MsgLanguageGone)
		return nil, nil, nil, false
	}
	stored, err := records.ItemTranslations(ctx, c, cred, table, p.ID)
	if err != nil {
		m.Shell.FailurePage(w, r, cms.PlatformFailure(err))
		return nil, nil, nil, false
	}
	return p, lang, stored[lang.Codigo], true
}

// translationForm shows the translation of a post into a language.
func (m *module) translationForm(w http.ResponseWriter, r *http.Request) {
	p, lang, t, ok := m.translationOf(w, r)
	if !ok {
		return
	}
	form := map[string]string{}
	if t != nil {
		form = t.Fields
		form[lifecycle.FieldVersion] = strconv.FormatInt(t.Version, 10)
	}
	m.translationPage(w, r, http.StatusOK, p, lang, t, form, nil, "")
}

// saveTranslation copies one Spanish field into the form («Copiar del español»), or saves the
// translation: as a draft, or published with «Publicar».
func (m *module) saveTranslation(w http.ResponseWriter, r *http.Request) {
	p, lang, t, ok := m.translationOf(w, r)
	if !ok {
		return
	}
	names := make([]string, 0, 6)
	for _, f := range translatedFields() {
		names = append(names, f.Name)
	}
	form := shell.FormValues(r, append(names, "copiar", "accion", lifecycle.FieldVersion)...)
	if copy := form["copiar"]; copy != "" {
		if src, ok := p.sourceFields()[copy]; ok {
			form[copy] = src
		}
		m.translationPage(w, r, http.StatusOK, p, lang, t, form, nil, "")
		return
	}
	row, fields := checkTranslation(form)
	if len(fields) > 0 {
		m.translationPage(w, r, http.StatusUnprocessableEntity, p, lang, t, form, fields, cms.MsgReviewFields)
		return
	}
	state, msg := lifecycle.Draft, msgTranslationDraft
	if form["accion"] == "publicar" {
		state, msg = lifecycle.Published, msgTranslationPublished
	}
	row["estado"], row["version_origen"] = state, p.Version
	var id int64
	if t != nil {
		id = t.ID
	} else {
		row["origen"], row["idioma"] = p.ID, lang.Codigo
	}
	// The shared save: an update only of the version the editor opened, so a save over someone
	// else's is refused instead of overwriting it.
	_, err := lifecycle.Save(r.Context(), m.Svc, shell.UserOf(r).Token, records.TranslationTable(table), id, lifecycle.ExpectedVersion(form), row,
		cms.Fail(http.StatusNotFound, MsgPostGone))
	switch {
	case platformclient.CodeOf(err) == "23505" && strings.Contains(err.Error(), "slug"):
		m.translationPage(w, r, http.StatusUnprocessableEntity, p, lang, t, form, cms.FieldMessages{"slug": MsgTranslationSlugTaken}, cms.MsgReviewFields)
		return
	case platformclient.CodeOf(err) == "23505": // someone else added this translation meanwhile
		err = &cms.FormError{Status: http.StatusConflict, Fields: cms.FieldMessages{lifecycle.FieldVersion: lifecycle.MsgEditConflict}}
	}
	if fields := cms.FormFields(err); fields != nil {
		m.translationPage(w, r, http.StatusConflict, p, lang, t, form, fields, fields[lifecycle.FieldVersion])
		return
	}
	if err != nil {
		m.Shell.FailurePage(w, r, cms.PlatformFailure(err))
		return
	}
	m.Shell.Saved(w, r, fmt.Sprintf(msg, lang.Nombre), fmt.Sprintf("/admin/blog/%d#traducciones", p.ID))
}

// checkTranslation checks a translation form as the post form checks the post's fields.
func checkTranslation(form map[string]string) (records.Fields, cms.FieldMessages) {
	fields := cms.FieldMessages{}
	row := records.Fields{}
	for _, f := range translatedFields() {
		v := strings.TrimSpace(form[f.Name])
		if f.Name == "cuerpo" {
			v = cms.SanitizeBody(form[f.Name])
		}
		if f.Max > 0 && utf8.RuneCountInString(v) > f.Max {
			fields[f.Name] = fmt.Sprintf(MsgTranslationTooLong, f.Max)
		}
		row[f.Name] = v
	}
	title, _ := row["titulo"].(string)
	if title == "" {
		fields["titulo"] = MsgTituloRequired
	}
	if s, _ := row["slug"].(string); s == "" {
		row["slug"] = strings.TrimRight(truncate(slug.Of(title, "entrada"), maxTitulo), "-")
	} else if !slugPattern.MatchString(s) {
		fields["slug"] = MsgSlugInvalid
	}
	return row, fields
}

// sourceFields are the post's Spanish texts of the translatable fields.
func (p *post) sourceFields() map[string]string {
	return map[string]string{"titulo": p.Titulo, "slug": p.Slug, "extracto": p.Extracto, "cuerpo": p.Cuerpo, "portada_alt": p.PortadaAlt}
}

func (m *module) translationPage(w http.ResponseWriter, r *http.Request, status int, p *post, lang *records.Language, t *records.Translation,
	form map[string]string, fields cms.FieldMessages, msg string) {
	data := translationPage{PostURL: fmt.Sprintf("/admin/blog/%d", p.ID), Lang: lang.Codigo, LangName: lang.Nombre,
		Status: records.TranslationStatus(t, p.Version), State: msgTranslationNew}
	data.Action = fmt.Sprintf("%s/traducciones/%s", data.PostURL, lang.Codigo)
	if t != nil {
		data.State = lifecycle.NameOf(t.Estado)
	}
	src := p.sourceFields()
	for _, f := range translatedFields() {
		data.Fields = append(data.Fields, translationField{translatedField: f, Source: src[f.Name], Value: form[f.Name], Error: fields[f.Name]})
	}
	v := m.Shell.AdminView(r, view, fmt.Sprintf(msgTranslationTitle, p.Titulo, lang.Nombre))
	v.Form, v.Fields, v.Error = form, fields, msg
	v.Data = data
	m.Shell.Render(w, r, status, m.Pages, "blog_translation", v)
}

// languageStatus is a post's translation status in one language, as the list shows it.
type languageStatus struct{ Code, Name, Status string }

// listTranslations reads the active languages and the translation status of each listed post in
// each (none when the site is in Spanish only).
func (m *module) listTranslations(r *http.Request, rows []post) (map[int64][]languageStatus, error) {
	ctx, c, cred := r.Context(), m.Svc.Client(), platformclient.AsUser(shell.UserOf(r).Token)
	langs, err := records.Languages(ctx, c, cred)
	if err != nil {
		return nil, cms.PlatformFailure(err)
	}
	var active []records.Language
	for _, l := range langs {
		if l.Activo {
			active = append(active, l)
		}
	}
	out := map[int64][]languageStatus{}
	if len(active) == 0 || len(rows) == 0 {
		return out, nil
	}
	ids := make([]int64, len(rows))
	for i, p := range rows {
		ids[i] = p.ID
	}
	versions, err := records.TranslationVersions(ctx, c, cred, table, ids)
	if err != nil {
		return nil, cms.PlatformFailure(err)
	}
	for _, p := range rows {
		for _, l := range active {
			var t *records.Translation
			if v, ok := versions[p.ID][l.Codigo]; ok {
				t = &records.Translation{VersionOrigen: v}
			}
			out[p.ID] = append(out[p.ID], languageStatus{Code: l.Codigo, Name: l.Nombre, Status: records.TranslationStatus(t, p.Version)})
		}
	}
	return out, nil
}
