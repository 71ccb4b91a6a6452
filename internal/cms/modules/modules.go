// Package modules lists the admin modules, in navigation order: the one place a new module is added
// (docs/developers/adding-a-module.md). Each module is a package of its own under this folder, named for its
// view (vista_slug); modules never import one another.
package modules

import (
	"github.com/vitrina/vitrina/internal/cms/modules/blog"
	"github.com/vitrina/vitrina/internal/cms/modules/categorias"
	"github.com/vitrina/vitrina/internal/cms/modules/clientes"
	"github.com/vitrina/vitrina/internal/cms/modules/contactos"
	"github.com/vitrina/vitrina/internal/cms/modules/contenido"
	"github.com/vitrina/vitrina/internal/cms/modules/dashboard"
	"github.com/vitrina/vitrina/internal/cms/modules/departamentos"
	"github.com/vitrina/vitrina/internal/cms/modules/empleados"
	"github.com/vitrina/vitrina/internal/cms/modules/media"
	"github.com/vitrina/vitrina/internal/cms/modules/menus"
	"github.com/vitrina/vitrina/internal/cms/modules/pages"
	"github.com/vitrina/vitrina/internal/cms/modules/preguntas"
	"github.com/vitrina/vitrina/internal/cms/modules/proyectos"
	"github.com/vitrina/vitrina/internal/cms/modules/seo"
	"github.com/vitrina/vitrina/internal/cms/modules/templates"
	"github.com/vitrina/vitrina/internal/cms/modules/testimoniales"
	"github.com/vitrina/vitrina/internal/cms/modules/usuarios"
	"github.com/vitrina/vitrina/internal/cms/modules/vacantes"
	"github.com/vitrina/vitrina/internal/cms/shell"
)

// All builds every module, in navigation order.
func All() []shell.NewModule {
	return []shell.NewModule{
		dashboard.New,
		contenido.New,
		pages.New,
		menus.New,
		templates.New,
		seo.New,
		media.New,
		blog.New,
		proyectos.New,
		categorias.New,
		testimoniales.New,
		preguntas.New,
		clientes.New,
		usuarios.New,
		empleados.New,
		departamentos.New,
		vacantes.New,
		contactos.New,
	}
}
