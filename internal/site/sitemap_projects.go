package site

import (
	"time"

	"github.com/vitrina/vitrina/internal/records"
)

// projectSitemap adds the projects' section: the list (with its pages) and every published project,
// except those marked noindex (which search engines are asked to leave out).
func projectSitemap(m *siteMapBuilder, projects []records.Project) {
	m.section("Proyectos")
	m.paged("/proyectos", "Todos los proyectos", int64(len(projects)), projectsPerPage)
	for _, p := range projects {
		if !p.Noindex {
			m.add(projectPath(p.Slug), p.Titulo, p.Fecha.UTC().Format(time.DateOnly))
		}
	}
}
