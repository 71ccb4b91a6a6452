package cms

// ViewGroup is a heading of the admin's navigation and the views under it, in the order shown.
type ViewGroup struct {
	Key   string // stable name, e.g. for remembering a collapsed group in the browser
	Title string // "" for the views shown above every heading (the dashboard)
	Views []string
}

// viewGroups sort every view of viewTitles by purpose, declared once here next to the list of
// views: the sidebar shows a view only when a module is mounted for it and the user may see it, so
// a view whose module is not built yet simply does not appear. A test holds this to viewTitles.
var viewGroups = []ViewGroup{
	{Key: "inicio", Views: []string{"dashboard"}},
	{Key: "sitio", Title: "Sitio", Views: []string{"pages", "menus", "templates", "seo", "media"}},
	{Key: "contenido", Title: "Contenido", Views: []string{"contenido", "categorias", "blog", "proyectos", "preguntas", "testimoniales", "clientes"}},
	{Key: "personas", Title: "Personas", Views: []string{"empleados", "departamentos", "vacantes", "contactos"}},
	{Key: "administracion", Title: "Administración", Views: []string{"usuarios"}},
}

// ViewGroups are the navigation's groups, in order; the caller gets its own copy.
func ViewGroups() []ViewGroup {
	out := make([]ViewGroup, len(viewGroups))
	for i, g := range viewGroups {
		out[i] = ViewGroup{Key: g.Key, Title: g.Title, Views: append([]string(nil), g.Views...)}
	}
	return out
}
