package translation

import (
	"fmt"
	"html/template"
	"net/http"
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

// FilterParam is the lists' query parameter of the translation filter: «falta:<code>» or
// «desactualizada:<code>».
const FilterParam = "traduccion"

// The filter's kinds, as FilterParam's values begin.
const (
	filterMissing  = "falta"
	filterOutdated = "desactualizada"
)

// FilterValue is the value of FilterParam that lists the items missing (outdated false) or
// outdated in lang.
func FilterValue(outdated bool, lang string) string {
	if outdated {
		return filterOutdated + ":" + lang
	}
	return filterMissing + ":" + lang
}

// Option is one choice of the lists' translation filter.
type Option struct{ Value, Label string }

// List is what a list shows of the translations: the active languages (its «Traducciones»
// column), the filter's choices and the chosen one, and the filter to apply to the list's query.
type List struct {
	Languages []records.Language
	Options   []Option
	Chosen    string
	Only      records.IDFilter
	table     string
	// The chosen filter's language and kind (outdated, or missing).
	chosenLang     string
	chosenOutdated bool
}

// List reads the active languages and resolves the request's translation filter (FilterParam) into
// ids the list's own query filters by, before the list is read.
func (s *Screens) List(r *http.Request) (*List, error) {
	active, err := ActiveLanguages(r, s.kit.Svc)
	if err != nil {
		return nil, err
	}
	l := &List{Languages: active, table: s.Table}
	chosen := r.URL.Query().Get(FilterParam)
	for _, lang := range active {
		for _, outdated := range []bool{false, true} {
			o := Option{Value: FilterValue(outdated, lang.Codigo), Label: fmt.Sprintf(MsgMissingIn, lang.Nombre)}
			if outdated {
				o.Label = fmt.Sprintf(MsgOutdatedIn, lang.Nombre)
			}
			l.Options = append(l.Options, o)
			if o.Value == chosen {
				l.Chosen = chosen
			}
		}
	}
	if l.Chosen == "" {
		return l, nil
	}
	kind, lang, _ := strings.Cut(l.Chosen, ":")
	l.chosenLang, l.chosenOutdated = lang, kind == filterOutdated
	ctx, c, cred := r.Context(), s.kit.Svc.Client(), platformclient.AsUser(shell.UserOf(r).Token)
	if !l.chosenOutdated {
		l.Only = records.UntranslatedFilter(s.Table, lang)
		return l, nil
	}
	if l.Only, err = records.OutdatedFilter(ctx, c, cred, s.Table, lang, !s.Simple); err != nil {
		return nil, cms.PlatformFailure(err)
	}
	return l, nil
}

// Statuses reads the translation status of each listed item in each active language, in one
// request for the page's items (none when the site is in Spanish only).
func (l *List) Statuses(r *http.Request, svc *cms.Service, items []Versioned) (map[int64][]Status, error) {
	return StatusesIn(r, svc, l.table, l.Languages, items)
}

// AllStatuses is Statuses for a list that shows every item of its table (the service categories'
// tree): one read of the table's translations in the active languages, whatever the number of
// items, instead of one naming each item.
func (l *List) AllStatuses(r *http.Request, svc *cms.Service, items []Versioned) (map[int64][]Status, error) {
	if len(l.Languages) == 0 || len(items) == 0 {
		return map[int64][]Status{}, nil
	}
	codes := make([]string, len(l.Languages))
	for i, lang := range l.Languages {
		codes[i] = lang.Codigo
	}
	versions, err := records.AllTranslationVersions(r.Context(), svc.Client(), platformclient.AsUser(shell.UserOf(r).Token), l.table, codes)
	if err != nil {
		return nil, cms.PlatformFailure(err)
	}
	return statusesOf(versions, l.Languages, items), nil
}

// Keeps says whether the chosen filter keeps an item with these statuses (AllStatuses'), for a list
// filtered after it is read rather than in its query; with no filter chosen it keeps every item.
func (l *List) Keeps(statuses []Status) bool {
	if l.Chosen == "" {
		return true
	}
	want := records.TranslationMissing
	if l.chosenOutdated {
		want = records.TranslationOutdated
	}
	for _, s := range statuses {
		if s.Code == l.chosenLang {
			return s.Status == want
		}
	}
	return false
}

// filterMarkup is the translation filter inside a list's filter form.
var filterMarkup = template.Must(template.New("translation-filter").Parse(`<label>Traducción
    <select name="` + FilterParam + `" id="filtro-traduccion">
      <option value="">Todas</option>
      {{range .Options}}<option value="{{.Value}}"{{if eq .Value $.Chosen}} selected{{end}}>{{.Label}}</option>{{end}}
    </select>
  </label>`))

// Narrow is the filter as a list's query takes it (cms.ListParams.Narrow).
func (l *List) Narrow(q *platformclient.Query) *platformclient.Query { return l.Only.Apply(q) }

// FilterHTML is the translation filter of a list's filter form; nothing when the site is in
// Spanish only.
func (l *List) FilterHTML() (template.HTML, error) {
	if l == nil || len(l.Options) == 0 {
		return "", nil
	}
	var b strings.Builder
	if err := filterMarkup.Execute(&b, l); err != nil {
		return "", err
	}
	return template.HTML(b.String()), nil // #nosec: produced by html/template
}
