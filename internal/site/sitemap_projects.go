package site

import (
	"context"
	"time"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// sitemapProjects reads what the sitemap needs of the published projects, a page of rows at a time.
func (s *Site) sitemapProjects(ctx context.Context) ([]projectRow, error) {
	return readAllRows(ctx, func() *platformclient.Query {
		return s.client.From("proyectos", s.client.Anon()).Select("id,slug,fecha,noindex")
	}, func(r projectRow) int64 { return int64(r.ID) }, "read projects for the sitemap")
}

// projectSitemap adds the projects' list (with its pages) and every published project, except those
// marked noindex (which search engines are asked to leave out).
func projectSitemap(projects []projectRow, add func(path, lastmod string), paged func(path string, total int64, perPage int)) {
	paged("/proyectos", int64(len(projects)), projectsPerPage)
	for _, p := range projects {
		if !p.Noindex {
			add(projectPath(p.Slug), p.Fecha.UTC().Format(time.DateOnly))
		}
	}
}
