package templates

import (
	"net/http"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/language"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

// The site's languages besides Spanish, in the section «Idiomas» of the appearance page: each has a
// BCP 47 code (en, pt-BR), its name in that language, whether the site offers it, its place in the
// list and what an address in it answers for an item that has no translation. The platform checks
// the same rules (a code a form could not send is refused at /rest/v1 too).

// languagesURL is where the language forms post; a language's page is languagesURL + its code.
const languagesURL = "/admin/templates/idiomas/"

// maxLanguageName bounds a language's name, in characters (the column's bound).
const maxLanguageName = 80

type languagePage struct {
	New       bool // adding a language: its code may be written
	Action    string
	NotFound  string // the values of sin_traduccion
	Principal string
}

func languageForm(l records.Language) map[string]string {
	f := map[string]string{"codigo": l.Codigo, "nombre": l.Nombre, "orden": strconv.Itoa(l.Orden), "sin_traduccion": l.SinTraduccion}
	if l.Activo {
		f["activo"] = "on"
	}
	return f
}

// newLanguagePage shows the form of a new language.
func (m *module) newLanguagePage(w http.ResponseWriter, r *http.Request) {
	m.renderLanguage(w, r, http.StatusOK, true, languageForm(records.Language{Activo: true, SinTraduccion: records.UntranslatedNotFound}), nil, "")
}

// languagePage shows a language's form.
func (m *module) languagePage(w http.ResponseWriter, r *http.Request) {
	l, err := records.LanguageByCode(r.Context(), m.Svc.Client(), platformclient.AsUser(shell.UserOf(r).Token), r.PathValue("codigo"))
	if err != nil {
		m.Shell.FailurePage(w, r, cms.PlatformFailure(err))
		return
	}
	if l == nil {
		m.Shell.FailurePage(w, r, cms.Fail(http.StatusNotFound, MsgLanguageGone))
		return
	}
	m.renderLanguage(w, r, http.StatusOK, false, languageForm(*l), nil, "")
}

// saveLanguage adds a language (no code in the path) or saves one.
func (m *module) saveLanguage(w http.ResponseWriter, r *http.Request) {
	code := r.PathValue("codigo")
	isNew := code == ""
	form := shell.FormValues(r, "codigo", "nombre", "activo", "orden", "sin_traduccion")
	if !isNew {
		form["codigo"] = code
	}
	l, fields := checkLanguage(form)
	if len(fields) > 0 {
		m.renderLanguage(w, r, http.StatusUnprocessableEntity, isNew, form, fields, cms.MsgReviewFields)
		return
	}
	ctx, c, cred := r.Context(), m.Svc.Client(), platformclient.AsUser(shell.UserOf(r).Token)
	if isNew {
		if existing, err := records.LanguageByCode(ctx, c, cred, l.Codigo); err != nil {
			m.Shell.FailurePage(w, r, cms.PlatformFailure(err))
			return
		} else if existing != nil {
			m.renderLanguage(w, r, http.StatusUnprocessableEntity, true, form, cms.FieldMessages{"codigo": MsgLanguageExists}, cms.MsgReviewFields)
			return
		}
		if err := records.InsertLanguage(ctx, c, cred, l); err != nil {
			m.Shell.FailurePage(w, r, cms.PlatformFailure(err))
			return
		}
	} else if found, err := records.UpdateLanguage(ctx, c, cred, l); err != nil {
		m.Shell.FailurePage(w, r, cms.PlatformFailure(err))
		return
	} else if !found {
		m.Shell.FailurePage(w, r, cms.Fail(http.StatusNotFound, MsgLanguageGone))
		return
	}
	m.Shell.Saved(w, r, msgLanguageSaved, settingsURL+"#idiomas")
}

// checkLanguage reads a language form and says what is wrong with each field.
func checkLanguage(form map[string]string) (records.Language, cms.FieldMessages) {
	fields := cms.FieldMessages{}
	l := records.Language{Codigo: strings.TrimSpace(form["codigo"]), Nombre: strings.TrimSpace(form["nombre"]),
		Activo: form["activo"] != "", SinTraduccion: form["sin_traduccion"]}
	if tag, err := language.Parse(l.Codigo); err != nil || l.Codigo == "" {
		fields["codigo"] = MsgLanguageCode
	} else if l.Codigo == "es" {
		fields["codigo"] = MsgLanguageSpanish
	} else if canonical := tag.String(); canonical != l.Codigo {
		fields["codigo"] = "Escriba el código como «" + canonical + "»."
	}
	if l.Nombre == "" || utf8.RuneCountInString(l.Nombre) > maxLanguageName || strings.ContainsAny(l.Nombre, "\r\n") {
		fields["nombre"] = MsgLanguageName
	}
	order, err := strconv.Atoi(strings.TrimSpace(form["orden"]))
	if err != nil || order < 0 || order > 999 {
		fields["orden"] = MsgLanguageOrder
	}
	l.Orden = order
	if l.SinTraduccion != records.UntranslatedNotFound && l.SinTraduccion != records.UntranslatedDefault {
		fields["sin_traduccion"] = MsgLanguageFallback
	}
	return l, fields
}

func (m *module) renderLanguage(w http.ResponseWriter, r *http.Request, status int, isNew bool, form map[string]string, fields cms.FieldMessages, msg string) {
	title := msgNewLanguage
	action := languagesURL
	if !isNew {
		title = "Idioma: " + form["nombre"]
		action = languagesURL + form["codigo"]
	}
	v := m.Shell.AdminView(r, view, title)
	v.Form, v.Fields, v.Error = form, fields, msg
	v.Data = languagePage{New: isNew, Action: action, NotFound: records.UntranslatedNotFound, Principal: records.UntranslatedDefault}
	m.Shell.Render(w, r, status, m.Pages, "language", v)
}
