package translation

import (
	"context"
	"embed"
	"fmt"
	"net/http"
	"strconv"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/records"
	"github.com/vitrina/vitrina/internal/redirects"
)

//go:embed templates
var assets embed.FS

// Field is a translatable field as the translation page shows it: the column, its Spanish label
// (the module's), its bound in characters (0: none) and whether it is a text area.
type Field struct {
	Name, Label string
	Max         int
	Long        bool
	// Rich is an HTML body, sanitized as the item's (cms.SanitizeBody).
	Rich bool
	// Rows is the text area's height (3 when zero).
	Rows int
	// Key is one text key of a JSON object column (a content item's body): the rest of the object is
	// the item's.
	Key string
	// Expand shows a JSON column as one field per text to translate (a page's blocks, a project's
	// results); nil for a plain field.
	Expand *Expansion
	// Optional is a field a translation may leave empty: stored null, the item's value serves the
	// language (a menu item's address).
	Optional bool
}

// Item is what the translation page shows of the item in Spanish: its title (the page's title),
// version (against which a translation is saved: an editorial item's version; the screens read a
// Simple table's version_textos themselves) and the Spanish text of every translated field.
type Item struct {
	ID, Version int64
	Title       string
	Source      map[string]string
	// Objects are the item's JSON object columns a Field.Key edits one key of.
	Objects map[string]map[string]any
	// Related are the item's rows in a table with its own translations whose texts are translated
	// on the item's page (a project's gallery images), in the page's order.
	Related []Related
}

// Spec is what a module says of its translatable table.
type Spec struct {
	View  string // the module's vista_slug
	Table string // the item's table
	Base  string // the module's list, /admin/<view>; an item's form is <Base>/<id>
	// Fields are the translatable fields in the page's order, with the module's labels; they are the
	// catalog's declaration (a test holds them to it) plus the translation's own slug.
	Fields []Field
	// Item reads item id in Spanish; a missing item is an error of status 404.
	Item func(ctx context.Context, token string, id int64) (*Item, error)
	// Check adds the module's own rules over the checked fields (a required title, a slug made from
	// it and its pattern); nil for none.
	Check func(row records.Fields, msgs cms.FieldMessages)
	// Back is the link back to the item («Volver a la entrada»); Changed says the Spanish text changed
	// since the translation was saved; SlugTaken is the slug field's message when another item uses
	// the slug in the language; Hint is a line under the fields (where the translation is published;
	// {idioma} stands for the language's code).
	Back, Changed, SlugTaken, Hint string
	// Public is the public address of a published translation with slug in lang; nil for the default:
	// the item's address under the language's prefix for a table with slug addresses
	// (redirects.SlugPrefix), none for the others.
	Public func(lang, slug string) string
	// Preview is true when the item's public page can be previewed as typed (shell.SitePreview).
	Preview bool
	// ItemPath is the item's form when it is not <Base>/<id> (a one-row settings table's page); nil
	// for that default.
	ItemPath func(id int64) string
	// Simple gives the page a plain «Guardar» with the state to choose, for a table outside the
	// editorial lifecycle's frame (no lock, no preview).
	Simple bool
}

// Screens are a module's translation screens for its table.
type Screens struct {
	Spec
	kit shell.Kit // the module's shell and service, with this package's pages
}

// New builds the translation screens of a module (its kit) for spec.
func New(k shell.Kit, spec Spec) (*Screens, error) {
	pages, err := k.Shell.ParsePages(assets)
	if err != nil {
		return nil, err
	}
	own := shell.Kit{Shell: k.Shell, Svc: k.Svc, Pages: pages}
	if prefix := redirects.SlugPrefix(spec.Table); spec.Public == nil && prefix != "" && prefix != "/" {
		// An item with an address of its own: its translation lives there under the language's prefix
		// (a page's depends on its parent's, so it has none here).
		spec.Public = func(lang, slug string) string { return redirects.LanguagePath(lang, prefix+slug) }
	}
	if spec.Changed == "" {
		spec.Changed = MsgSourceChanged
	}
	return &Screens{Spec: spec, kit: own}, nil
}

// Mount registers the translation page of each language (GET and POST <Base>/{id}/traducciones/
// {idioma}) and the requests of a stored translation, by its own id under <Base>/{id}/traduccion/
// {tid}: its address (which opens its page), the edit lock's heartbeat and «Tomar el control», the
// deletion and the history with its comparison and restore — the lifecycle's own handlers, on the
// translation table.
func (s *Screens) Mount(r shell.Routes) {
	r.Page("GET "+s.Base+"/{id}/traducciones/{idioma}", s.form)
	r.Page("POST "+s.Base+"/{id}/traducciones/{idioma}", s.save)
	own := s.Base + "/{id}/traduccion/{tid}"
	r.Page("GET "+own, s.open)
	r.Page("POST "+own+"/eliminar", s.delete)
	if !s.Simple {
		r.Page("POST "+own+"/bloqueo", s.translated(func(h lifecycle.Handlers, _ lifecycle.HistoryScreens) http.HandlerFunc { return h.Heartbeat }))
		r.Page("POST "+own+"/bloqueo/tomar", s.translated(func(h lifecycle.Handlers, _ lifecycle.HistoryScreens) http.HandlerFunc { return h.TakeOver }))
	}
	r.Page("GET "+own+"/historial", s.translated(func(_ lifecycle.Handlers, h lifecycle.HistoryScreens) http.HandlerFunc { return h.History }))
	r.Page("GET "+own+"/historial/comparar", s.translated(func(_ lifecycle.Handlers, h lifecycle.HistoryScreens) http.HandlerFunc { return h.Compare }))
	r.Page("POST "+own+"/historial/{rev}/restaurar", s.translated(func(_ lifecycle.Handlers, h lifecycle.HistoryScreens) http.HandlerFunc { return h.Restore }))
}

// ownBase is where the stored translations of item id have their own requests (lifecycle.Handlers'
// Base: a translation's are at ownBase/<its id>).
func (s *Screens) ownBase(item int64) string { return fmt.Sprintf("%s/%d/traduccion", s.Base, item) }

// handlersOf are the lifecycle's handlers on the translation table, for the translations of item.
func (s *Screens) handlersOf(item int64) lifecycle.Handlers {
	return lifecycle.Handlers{Kit: s.kit, Table: records.TranslationTable(s.Table), Base: s.ownBase(item), Missing: MsgGone}
}

// translated serves a stored translation's request with the lifecycle's handler on the translation
// table: the path's {id} becomes the translation's own id ({tid}), once it is known to translate the
// path's item.
func (s *Screens) translated(handler func(lifecycle.Handlers, lifecycle.HistoryScreens) http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		t, ok := s.stored(w, r)
		if !ok {
			return
		}
		r.SetPathValue("id", strconv.FormatInt(t.ID, 10))
		handler(s.handlersOf(t.Origen), s.history(t.Origen))(w, r)
	}
}

// PageURL is the translation page of item id in lang.
func (s *Screens) PageURL(id int64, lang string) string {
	return fmt.Sprintf("%s/%d/traducciones/%s", s.Base, id, lang)
}

// itemURL is the item's form, at its «Traducciones».
func (s *Screens) itemURL(id int64) string { return s.itemPath(id) + "#traducciones" }

// itemPath is the item's form.
func (s *Screens) itemPath(id int64) string {
	if s.ItemPath != nil {
		return s.ItemPath(id)
	}
	return fmt.Sprintf("%s/%d", s.Base, id)
}

// open answers a stored translation's own address with its page (where «Tomar el control», the
// history's «Volver» and a restore lead).
func (s *Screens) open(w http.ResponseWriter, r *http.Request) {
	t, ok := s.stored(w, r)
	if !ok {
		return
	}
	http.Redirect(w, r, s.PageURL(t.Origen, t.Idioma), http.StatusSeeOther)
}
