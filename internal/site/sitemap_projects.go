package site

import (
	"time"

	"github.com/vitrina/vitrina/internal/records"
)

// projectSitemap adds the projects' list (with its pages) and every published project, except those
// marked noindex (which search engines are asked to leave out).
func projectSitemap(projects []records.Project, add func(path, lastmod string), paged func(path string, total int64, perPage int)) {
	paged("/proyectos", int64(len(projects)), projectsPerPage)
	for _, p := range projects {
		if !p.Noindex {
			add(projectPath(p.Slug), p.Fecha.UTC().Format(time.DateOnly))
		}
	}
}
