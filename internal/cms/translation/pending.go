package translation

import (
	"fmt"
	"net/http"
	"net/url"
	"sync"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

// Listed is a translatable table whose admin list filters by translation: its view, its table,
// its list and whether its items have the editorial lifecycle (a version raised by every save, and
// a trash; another table's translations are outdated by its texts' version).
type Listed struct {
	View, Table, Base string
	Lifecycle         bool
}

// Lists are the translatable tables with a list the dashboard's counts lead to. The media library
// counts every file its list's filter keeps (images and any other file), so an editor learns which
// alternative texts remain to translate without opening it.
var Lists = []Listed{
	{"contenido", "contenido", "/admin/contenido", true},
	{"blog", "blog_entradas", "/admin/blog", true},
	{"pages", "paginas", "/admin/pages", true},
	{"proyectos", "proyectos", "/admin/proyectos", true},
	{"preguntas", "preguntas", "/admin/preguntas", true},
	{"vacantes", "vacantes", "/admin/vacantes", true},
	{"testimoniales", "testimoniales", "/admin/testimoniales", false},
	{"departamentos", "departamentos", "/admin/departamentos", false},
	{"categorias", "categoria-servicios", "/admin/categorias", false},
	{"menus", "menus", "/admin/menus", false},
	{"media", "medios", "/admin/media", false},
}

// Pending is what remains to translate into one language: per list, how many items miss a
// translation and how many have an outdated one, each with the list filtered to them.
type Pending struct {
	Code, Name string
	Lists      []PendingList
}

// PendingList is one list's counts in a language.
type PendingList struct {
	Title                   string
	Missing, Outdated       int
	MissingURL, OutdatedURL string
}

// PendingIn counts, for each active language and each list of views (those the user may open), the
// items missing a translation (counted as the list's filter finds them) and those with an outdated
// one: two reads per list and language, made at once.
func PendingIn(r *http.Request, svc *cms.Service, views map[string]bool) ([]Pending, error) {
	active, err := ActiveLanguages(r, svc)
	if err != nil || len(active) == 0 {
		return nil, err
	}
	var lists []Listed
	for _, l := range Lists {
		if views[l.View] {
			lists = append(lists, l)
		}
	}
	out := make([]Pending, len(active))
	errs := make([]error, len(active)*len(lists))
	var wg sync.WaitGroup
	ctx, c, cred := r.Context(), svc.Client(), platformclient.AsUser(shell.UserOf(r).Token)
	for i, lang := range active {
		out[i] = Pending{Code: lang.Codigo, Name: lang.Nombre, Lists: make([]PendingList, len(lists))}
		for j, l := range lists {
			wg.Add(1)
			go func(p *PendingList, at int) {
				defer wg.Done()
				*p = PendingList{Title: cms.ViewTitle(l.View),
					MissingURL:  l.Base + "/?" + FilterParam + "=" + url.QueryEscape(FilterValue(false, lang.Codigo)),
					OutdatedURL: l.Base + "/?" + FilterParam + "=" + url.QueryEscape(FilterValue(true, lang.Codigo))}
				var err error
				p.Missing, err = records.CountUntranslated(ctx, c, cred, l.Table, lang.Codigo, l.Lifecycle)
				if err == nil {
					var ids []int64
					ids, err = records.OutdatedTranslations(ctx, c, cred, l.Table, lang.Codigo, l.Lifecycle)
					p.Outdated = len(ids)
				}
				if err != nil {
					errs[at] = cms.PlatformFailure(fmt.Errorf("count the translations of %s: %w", l.Table, err))
				}
			}(&out[i].Lists[j], i*len(lists)+j)
		}
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}
