package dashboard

import (
	"fmt"

	"github.com/vitrina/vitrina/internal/cms/shell"
)

// shortcut is a quick action of the dashboard: what it does and where, under its view's path.
type shortcut struct {
	view, label, suffix string
}

// shortcuts are the quick actions, in the order shown; the user sees those of the views their
// navigation holds.
var shortcuts = []shortcut{
	{"blog", "Nueva entrada", "nuevo"},
	{"pages", "Nueva página", "nuevo"},
	{"contenido", "Nuevo contenido", "nuevo"},
	{"proyectos", "Nuevo proyecto", "nuevo"},
	{"vacantes", "Nueva vacante", "nueva"},
	{"media", "Subir archivos", "#subida"},
}

// action is a quick action as the page links it.
type action struct{ Label, Path, View string }

// actionsOf are the quick actions of the views in nav.
func actionsOf(nav []shell.NavItem) []action {
	paths := map[string]string{}
	for _, item := range nav {
		paths[item.Slug] = item.Path
	}
	var out []action
	for _, s := range shortcuts {
		if p, ok := paths[s.view]; ok {
			out = append(out, action{Label: s.label, Path: p + s.suffix, View: s.view})
		}
	}
	return out
}

// pending is what waits for someone in a view: the view's counter (the number the sidebar shows),
// worded, linking to the list filtered to what is new.
type pending struct {
	one, many, filter string
}

// pendings are the counters the dashboard puts forward.
var pendings = map[string]pending{
	"contactos": {"%d mensaje de contacto nuevo", "%d mensajes de contacto nuevos", "?estado=nuevo"},
	"vacantes":  {"%d postulación nueva", "%d postulaciones nuevas", ""},
}

// attention is one highlighted counter.
type attention struct{ Text, Path, View string }

// attentionOf words the counters of nav that are above zero.
func attentionOf(nav []shell.NavItem) []attention {
	var out []attention
	for _, item := range nav {
		p, ok := pendings[item.Slug]
		if !ok || item.Count == 0 {
			continue
		}
		text := fmt.Sprintf(p.many, item.Count)
		if item.Count == 1 {
			text = fmt.Sprintf(p.one, 1)
		}
		out = append(out, attention{Text: text, Path: item.Path + p.filter, View: item.Slug})
	}
	return out
}
