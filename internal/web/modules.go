package web

import "net/http"

// module is an admin module: a view with its pages. Each module registers its own routes (all under
// /admin/<slug>/) in routes; the shell wraps them so that only users whose role may see the view can
// open them (403 otherwise).
type module struct {
	slug   string // vista_slug
	path   string // where the navigation links
	routes func(a *App, mux *http.ServeMux)
}

// modules are the views the admin implements, in navigation order. A view without a module is not
// shown even when permitted.
var modules = []module{
	{slug: "dashboard", path: "/admin/"},
	{slug: "contenido", path: "/admin/contenido/", routes: (*App).contentRoutes},
	{slug: "categorias", path: "/admin/categorias/", routes: (*App).categoriesRoutes},
	{slug: "testimoniales", path: "/admin/testimoniales/", routes: (*App).testimonialsRoutes},
	{slug: "clientes", path: "/admin/clientes/", routes: (*App).clientsRoutes},
	{slug: "usuarios", path: "/admin/usuarios/", routes: (*App).rolesRoutes},
	{slug: "empleados", path: "/admin/empleados/", routes: (*App).employeesRoutes},
}

// registerModules mounts every module's routes behind its view check.
func (a *App) registerModules(admin *http.ServeMux) {
	for _, m := range modules {
		if m.routes == nil {
			continue
		}
		inner := http.NewServeMux()
		m.routes(a, inner)
		admin.Handle("/admin/"+m.slug+"/", a.requireView(m.slug, inner))
	}
}
