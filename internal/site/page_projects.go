package site

import (
	"context"
	"html/template"
	"net/http"
	"net/url"
	"strconv"

	"github.com/vitrina/vitrina/internal/records"
)

// projectFilter is a service category the projects' list can be narrowed to.
type projectFilter struct {
	Name, Href string
	Current    bool
}

// projectsView is the projects' list.
type projectsView struct {
	Heading  string
	Intro    string
	Filters  []projectFilter
	All      projectFilter
	Projects []projectCard
	Pager    pager
}

// projectsPage is /proyectos: the published projects, newest first by date, in pages (?page=),
// optionally of one service category and its subcategories (?categoria=<slug>) or of one client
// (?cliente=<id>, linked from /clientes); 404 for an unknown one. The filter offers the categories
// that have projects (their own or their subcategories').
func (s *Site) projectsPage(ctx context.Context, r *http.Request) (*page, error) {
	pageNo, ok := pageParam(r.URL.Query())
	if !ok {
		return nil, errNotFound
	}
	cats, err := s.loadCategories(ctx)
	if err != nil {
		return nil, err
	}
	var (
		filter  records.ProjectFilter
		base    = url.Values{}
		chosen  *category
		heading = s.text(ctx, "Proyectos")
		intro   = s.text(ctx, "Casos de éxito: lo que %s ha hecho con sus clientes y los resultados que obtuvieron.", s.siteName())
	)
	if slug := r.URL.Query().Get("categoria"); slug != "" {
		if chosen = cats.bySlug[slug]; chosen == nil {
			return nil, errNotFound
		}
		filter.Categories = cats.subtree(chosen)
		base.Set("categoria", slug)
		heading = s.text(ctx, "Proyectos de %s", chosen.Name)
	}
	if raw := r.URL.Query().Get("cliente"); raw != "" {
		name, err := s.clientName(ctx, raw)
		if err != nil {
			return nil, err
		}
		filter.Client, _ = strconv.Atoi(raw) // clientName accepted it as an id
		base.Set("cliente", raw)
		heading = s.text(ctx, "Proyectos para %s", name)
	}
	var (
		rows    []records.Project
		missing records.Untranslated
		total   int64
		used    map[int]bool
	)
	err = parallel(ctx,
		func(ctx context.Context) (err error) {
			rows, missing, total, err = s.readProjects(ctx, (pageNo-1)*projectsPerPage, projectsPerPage, filter)
			return err
		},
		func(ctx context.Context) (err error) { used, err = s.projectCategoryIDs(ctx); return err },
	)
	if err != nil {
		return nil, err
	}
	pg, ok := newPager("/proyectos", base, pageNo, total, projectsPerPage)
	if !ok {
		return nil, errNotFound
	}
	v := projectsView{Heading: heading, Intro: intro, Pager: pg, All: projectFilter{Name: s.text(ctx, "Todos"), Href: "/proyectos", Current: chosen == nil}}
	for _, o := range cats.flat() {
		if c := cats.byID[o.ID]; c != nil && anyUsed(cats.subtree(c), used) {
			v.Filters = append(v.Filters, projectFilter{Name: c.Name, Href: "/proyectos?" + url.Values{"categoria": {c.Slug}}.Encode(),
				Current: chosen != nil && chosen.ID == c.ID})
		}
	}
	for _, p := range rows {
		v.Projects = append(v.Projects, s.projectCardIn(ctx, p, cats, missing))
	}
	l := s.layout(ctx, s.pageTitle(ctx, heading, pageNo), intro, pg.Current, cats)
	for _, p := range rows {
		if imgs := p.Gallery(); len(imgs) > 0 {
			l.OGImage = s.absoluteImage(imgs[0].Bucket, &imgs[0].Ruta)
			break
		}
	}
	return s.html("projects", l, v)
}

// projectView is one project.
type projectView struct {
	Project      projectCard
	Body         template.HTML
	Gallery      []projectPicture
	Results      []records.ProjectResult
	ClientLogo   string
	ClientHref   string
	MoreOfClient []projectCard
}

// projectPicture is an image of the gallery as the page shows it.
type projectPicture struct{ Src, Alt string }

// projectPage is /proyectos/<slug>: a published project with its client, category, date, summary,
// body, key results and gallery in order, other projects of its client, and its CreativeWork
// JSON-LD.
func (s *Site) projectPage(ctx context.Context, r *http.Request) (*page, error) {
	var (
		cats  *categoryTree
		found slugPage[records.Project]
	)
	err := parallel(ctx,
		func(ctx context.Context) (err error) { cats, err = s.loadCategories(ctx); return err },
		func(ctx context.Context) (err error) {
			found, err = s.projectFinder().find(ctx, s, r.PathValue("slug"))
			return err
		},
	)
	if err != nil || found.Moved != nil {
		return found.Moved, err
	}
	return s.renderProjectWith(ctx, found.Item, cats, false, func(l *layout) error {
		return s.languageVersions(ctx, l, "proyectos", "slug", projectID(found.Item), found.Spanish, projectPath, found.Untranslated)
	})
}

// projectFinder finds a project's page by its address.
func (s *Site) projectFinder() slugFinder[records.Project] {
	return slugFinder[records.Project]{table: "proyectos", columns: records.ProjectColumns, id: projectID, path: projectPath,
		slug: func(p records.Project) string { return p.Slug },
		bySlug: func(ctx context.Context, slug string) (*records.Project, error) {
			return records.ProjectBySlug(ctx, s.client, slug)
		},
	}
}

// renderProject renders a project: the public page, or (preview) the page of a project not
// published as it is — kept out of search engines, without its address or CreativeWork.
func (s *Site) renderProject(ctx context.Context, p records.Project, cats *categoryTree, preview bool) (*page, error) {
	// The gallery's alternative texts in the page's language, where they are translated (a page
	// found by its translation's address reads them with it).
	if _, err := translate(ctx, s, "proyecto_imagenes", p.Images, func(i records.ProjectImage) int64 { return int64(i.ID) }); err != nil {
		return nil, err
	}
	return s.renderProjectWith(ctx, p, cats, preview, func(*layout) error { return nil })
}

// renderProjectWith renders a project, finish completing its layout.
func (s *Site) renderProjectWith(ctx context.Context, p records.Project, cats *categoryTree, preview bool, finish func(*layout) error) (*page, error) {
	card := s.projectCard(p, cats)
	card.Lang = langOf(ctx)
	v := projectView{Project: card, Body: s.richText(p.Cuerpo), Results: p.Resultados}
	for _, img := range p.Gallery() {
		v.Gallery = append(v.Gallery, projectPicture{Src: s.imageURL(img.Bucket, &img.Ruta), Alt: img.TextoAlternativo})
	}
	if p.Client != nil {
		v.ClientLogo = s.imageURL("clientes", p.Client.LogoURL)
		v.ClientHref = clientProjectsPath(p.Client.ID)
		others, missing, _, err := s.readProjects(ctx, 0, relatedProjects, records.ProjectFilter{Client: p.Client.ID, Except: p.ID})
		if err != nil {
			return nil, err
		}
		for _, o := range others {
			v.MoreOfClient = append(v.MoreOfClient, s.projectCardIn(ctx, o, cats, missing))
		}
	}
	description := p.Resumen
	if description == "" {
		description = excerpt(plainText(s.strict, p.Cuerpo), 160)
	}
	l := s.itemLayout(ctx, p.Titulo, description, projectPath(p.Slug), cats, preview)
	s.applyItemSEO(&l, p.ItemSEO)
	l.OGType = "article"
	if imgs := p.Gallery(); len(imgs) > 0 {
		l.OGImage = s.absoluteImage(imgs[0].Bucket, &imgs[0].Ruta)
	}
	if err := finish(&l); err != nil {
		return nil, err
	}
	if !preview {
		l.JSONLD = s.creativeWork(p, card.Category, l.textLang())
	}
	return s.html("project", l, v)
}

// clientProjectsPath is the list of one client's projects.
func clientProjectsPath(id int) string {
	return "/proyectos?" + url.Values{"cliente": {strconv.Itoa(id)}}.Encode()
}

// clientName reads the name of the client whose id is raw; errNotFound for none (or not an id).
func (s *Site) clientName(ctx context.Context, raw string) (string, error) {
	id, err := strconv.Atoi(raw)
	if err != nil || id <= 0 {
		return "", errNotFound
	}
	client, err := records.ClientByID(ctx, s.client, id)
	if err != nil {
		return "", err
	}
	if client == nil {
		return "", errNotFound
	}
	return client.Nombre, nil
}

// anyUsed reports whether one of the category ids has a project.
func anyUsed(ids []string, used map[int]bool) bool {
	for _, id := range ids {
		if n, err := strconv.Atoi(id); err == nil && used[n] {
			return true
		}
	}
	return false
}
