package dashboard

import (
	"context"
	"errors"
	"strings"
	"sync"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

// latestCount is how many recent content items the dashboard lists.
const latestCount = 5

// rowCount counts a table's rows as a credential sees them.
type rowCount func(context.Context, *platformclient.Client, platformclient.Credential) (int64, error)

// counter counts what a view manages, for the user of token.
type counter func(ctx context.Context, svc *cms.Service, token string) (int64, error)

// asUser counts with the user's token: the platform's rules decide what they see.
func asUser(f rowCount) counter {
	return func(ctx context.Context, svc *cms.Service, token string) (int64, error) {
		return f(ctx, svc.Client(), platformclient.AsUser(token))
	}
}

// asService counts a table of personal data only the service role reads (contact messages); the
// shell has already checked that the user may see the view, as the view's own module relies on.
func asService(f rowCount) counter {
	return func(ctx context.Context, svc *cms.Service, _ string) (int64, error) {
		return f(ctx, svc.Client(), svc.Client().Service())
	}
}

// countRoles counts the roles as «Roles y permisos» lists them.
func countRoles(ctx context.Context, svc *cms.Service, token string) (int64, error) {
	roles, err := svc.Roles(ctx, token)
	return int64(len(roles)), err
}

// tally is how the dashboard counts what one view manages, and the noun of one and of several.
type tally struct {
	one, many string
	count     counter
}

// tallies are the counted views; the dashboard shows those the user's navigation holds, in its
// order. An editorial table counts what is not in the trash, which its module lists apart.
var tallies = map[string]tally{
	"pages":         {"página", "páginas", asUser(records.CountPages)},
	"menus":         {"elemento de menú", "elementos de menú", asUser(records.CountMenuItems)},
	"templates":     {"plantilla de página", "plantillas de página", asUser(records.CountPageTemplates)},
	"seo":           {"redirección", "redirecciones", asUser(records.CountRedirects)},
	"media":         {"archivo", "archivos", asUser(records.CountMedia)},
	"contenido":     {"contenido", "contenidos", asUser(records.CountContent)},
	"categorias":    {"categoría", "categorías", asUser(records.CountCategories)},
	"blog":          {"entrada", "entradas", asUser(records.CountPosts)},
	"proyectos":     {"proyecto", "proyectos", asUser(records.CountProjects)},
	"preguntas":     {"pregunta", "preguntas", asUser(records.CountQuestions)},
	"testimoniales": {"testimonio", "testimonios", asUser(records.CountTestimonialsAs)},
	"clientes":      {"cliente", "clientes", asUser(records.CountClients)},
	"empleados":     {"empleado", "empleados", asUser(records.CountEmployees)},
	"departamentos": {"departamento", "departamentos", asUser(records.CountDepartments)},
	"vacantes":      {"vacante", "vacantes", asUser(records.CountJobOpenings)},
	"contactos":     {"mensaje", "mensajes", asService(records.CountAllContactMessages)},
	"usuarios":      {"rol", "roles", countRoles},
}

// noun is what a count of n rows of a view titled title says it counts: nothing when the title
// says it already (Páginas, Preguntas frecuentes), else the noun of one or of several.
func (t tally) noun(title string, n int64) string {
	if strings.HasPrefix(strings.ToLower(title), t.one) {
		return ""
	}
	if n == 1 {
		return t.one
	}
	return t.many
}

// count is how many rows one view manages.
type count struct {
	View, Title, Path string
	Total             int
	// Noun says what is counted ("redirecciones", "mensaje") when the view's title does not.
	Noun string
}

// latestItem is a content item as the dashboard lists it (with its category's name embedded and
// where it stands: draft, scheduled, published…).
type latestItem struct {
	records.ContentAdmin
	lifecycle.Row
}

// CategoryName is the embedded category's name, or "".
func (c latestItem) CategoryName() string {
	if c.Cat == nil {
		return ""
	}
	return c.Cat.Name
}

// read reads, all at once, the counts of the views in nav (the sidebar's entries the user may open)
// and, when the user may open the content, its latest items.
func (m *module) read(ctx context.Context, token string, nav []shell.NavItem) ([]count, []latestItem, error) {
	var counts []count
	for _, item := range nav {
		if _, ok := tallies[item.Slug]; ok {
			counts = append(counts, count{View: item.Slug, Title: item.Title, Path: item.Path})
		}
	}
	var latest []latestItem
	errs := make([]error, len(counts)+1)
	c := m.Svc.Client()
	var wg sync.WaitGroup
	for i := range counts {
		t := tallies[counts[i].View]
		wg.Go(func() {
			total, err := t.count(ctx, m.Svc, token)
			counts[i].Total, errs[i] = int(total), err
			counts[i].Noun = t.noun(counts[i].Title, total)
		})
	}
	if hasView(nav, "contenido") {
		wg.Go(func() {
			var rows []records.ContentAdmin
			rows, errs[len(counts)] = records.LatestContent(ctx, c, platformclient.AsUser(token), latestCount)
			for _, r := range rows {
				latest = append(latest, latestItem{ContentAdmin: r, Row: lifecycle.Row(r.EditorialState)})
			}
		})
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, nil, cms.PlatformFailure(err)
	}
	return counts, latest, nil
}

// hasView reports whether the navigation holds view.
func hasView(nav []shell.NavItem, view string) bool {
	for _, item := range nav {
		if item.Slug == view {
			return true
		}
	}
	return false
}
