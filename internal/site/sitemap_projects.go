package site

import (
	"time"

	"github.com/vitrina/vitrina/internal/records"
)

// projectSitemap adds the projects' section: the list (with its pages) and every published project,
// except those marked noindex (which search engines are asked to leave out).
func (s *Site) projectSitemap(m *siteMapBuilder, projects []records.Project, trs map[int64][]records.TranslationAddress) {
	m.section("Proyectos")
	m.paged("/proyectos", "Todos los proyectos", int64(len(projects)), projectsPerPage)
	for _, p := range projects {
		if !p.Noindex {
			m.translatedItem(s, siteMapEntry{Path: projectPath(p.Slug), Title: p.Titulo, LastMod: p.Fecha.UTC().Format(time.DateOnly)},
				trs[int64(p.ID)], "slug", same(projectPath))
		}
	}
}
