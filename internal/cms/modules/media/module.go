// Package media is the admin module of the view `media`: the library of every file of the public
// buckets (table medios, which the platform keeps in step with the stored files). It lists the
// files as a grid of thumbnails or a list, found by name or alternative text and filtered by
// bucket, folder and kind, paged in SQL; it takes several uploads at once (each checked from its
// bytes), lets editors give each file its alternative text and title, replace its bytes keeping
// its path, see where it is used (places.go names every column that can refer to a file), and
// lists the files nothing uses — with their total size — for deletion after a confirmation. Its
// picker endpoint lets other modules' image fields choose a file from the library.
package media

import (
	"embed"

	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/cms/translation"
)

//go:embed templates static
var assets embed.FS

// view is the module's vista_slug.
const view = "media"

type module struct {
	shell.Kit
	tr *translation.Screens // the files' texts in other languages
}

// New builds the module in the shell.
func New(app *shell.App) (shell.Module, error) {
	kit, err := app.Kit(assets)
	if err != nil {
		return shell.Module{}, err
	}
	m := &module{Kit: kit}
	if m.tr, err = m.translations(); err != nil {
		return shell.Module{}, err
	}
	return kit.Module(view, m.routes, recordKinds()...), nil
}

func (m *module) routes(r shell.Routes) {
	r.Page("GET /admin/media/{$}", m.listPage)
	r.Page("POST /admin/media/subir", m.uploadForm)
	r.Page("GET /admin/media/elegir", m.pickerList)
	r.Page("GET /admin/media/huerfanos", m.orphansPage)
	r.Page("POST /admin/media/huerfanos/eliminar", m.orphansDelete)
	r.Page("POST /admin/media/textos", m.saveAlts)
	r.Page("GET /admin/media/{id}", m.filePage)
	r.Page("POST /admin/media/{id}", m.saveForm)
	r.Page("POST /admin/media/{id}/reemplazar", m.replaceForm)
	r.Page("POST /admin/media/{id}/eliminar", m.deleteForm)
	m.tr.Mount(r)
}
