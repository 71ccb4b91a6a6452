package menus

import (
	"net/http"
	"slices"
	"strconv"
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/cms/translation"
	"github.com/vitrina/vitrina/internal/records"
)

// formFields are the item form's fields, kept as typed after a refusal.
var formFields = []string{"ubicacion", "padre", "etiqueta", "tipo", "destino_pagina", "destino_categoria", "destino_contenido", "destino_sitio", "destino_externo"}

// parentOption is a top-level item an item may go under.
type parentOption struct {
	ID    int64
	Label string
	Menu  string
}

type formData struct {
	ID         int64
	Panel      shell.SavePanel
	Menus      []struct{ Key, Title string }
	Parents    []parentOption
	Kinds      []struct{ Key, Name string }
	Pages      []records.Page
	Categories []shell.CategoryOption
	SitePages  []records.SitePage
	// Content are the content items by title, grouped by their category; ContentUnlisted is a
	// stored target the list lacks (in the trash, or past the list's end), kept as chosen.
	Content         []contentGroup
	ContentUnlisted string
	// Translations are the active languages with the item's translation status in each.
	Translations []translation.Row
}

// contentGroup is the content items of one category, for an <optgroup>.
type contentGroup struct {
	Name  string
	Items []records.ContentAdmin
}

// listURL is the menus' page; an item's form is listURL+id.
const listURL = "/admin/menus/"

type formPage struct {
	item   *records.MenuItem
	items  []records.MenuItem
	pages  []records.Page
	cats   []cms.Category
	conts  []records.ContentAdmin
	form   map[string]string
	fields cms.FieldMessages
	msg    string
}

// form shows the item form: empty (in the menu of ?ubicacion=) for /admin/menus/nuevo.
func (m *module) form(w http.ResponseWriter, r *http.Request) {
	pg, ok := m.loadForm(w, r)
	if !ok {
		return
	}
	if pg.item == nil {
		pg.form = map[string]string{"ubicacion": r.URL.Query().Get("ubicacion"), "tipo": records.TargetPage}
	} else {
		pg.form = map[string]string{"ubicacion": pg.item.Ubicacion, "etiqueta": pg.item.Etiqueta, "tipo": pg.item.Tipo,
			"destino_" + pg.item.Tipo: pg.item.Destino}
		if pg.item.Padre != nil {
			pg.form["padre"] = strconv.FormatInt(*pg.item.Padre, 10)
		}
	}
	m.formPage(w, r, http.StatusOK, pg)
}

// loadForm reads what the form offers: the items (parents), the pages and the categories.
func (m *module) loadForm(w http.ResponseWriter, r *http.Request) (formPage, bool) {
	u := shell.UserOf(r)
	ctx := r.Context()
	var pg formPage
	var err error
	if pg.items, err = m.all(ctx, u.Token); err == nil {
		if pg.pages, err = m.pageOptions(ctx, u.Token); err == nil {
			if pg.cats, err = m.Svc.CategoryList(ctx, u.Token); err == nil {
				pg.conts, err = m.contentOptions(ctx, u.Token)
			}
		}
	}
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return pg, false
	}
	if r.PathValue("id") != "" {
		id := shell.PathID(r)
		if pg.item = find(pg.items, id); pg.item == nil {
			m.Shell.RenderError(w, r, http.StatusNotFound, MsgItemGone)
			return pg, false
		}
	}
	return pg, true
}

func (m *module) formPage(w http.ResponseWriter, r *http.Request, status int, pg formPage) {
	title := msgNewTitle
	data := formData{Menus: menuNames, Kinds: targetKinds, Pages: pg.pages,
		Categories: shell.CategoryOptions(cms.CategoryTree(pg.cats), nil), SitePages: records.SitePages()}
	data.Content, data.ContentUnlisted = contentGroups(pg.conts, pg.form["destino_contenido"])
	var confirm string
	if pg.item != nil {
		title = msgEditTitle
		data.ID = pg.item.ID
		confirm = deleteConfirm(*pg.item, pg.items)
		var err error
		if data.Translations, err = m.tr.Rows(r, pg.item.ID, 0); err != nil {
			m.Shell.FailurePage(w, r, err)
			return
		}
	}
	data.Panel = shell.NewSavePanel(listURL, data.ID, confirm)
	for _, it := range pg.items {
		if it.Padre == nil && (pg.item == nil || it.ID != pg.item.ID) {
			menu := msgHeader
			if it.Ubicacion == records.MenuFooter {
				menu = msgFooter
			}
			data.Parents = append(data.Parents, parentOption{ID: it.ID, Label: it.Etiqueta, Menu: menu})
		}
	}
	v := m.Shell.AdminView(r, view, title)
	v.Form, v.Fields, v.Error = pg.form, pg.fields, pg.msg
	v.Data = data
	m.Shell.Render(w, r, status, m.Pages, "menus_form", v)
}

// contentGroups groups the content items (by title) by their category, the categories by name;
// chosen, when no item has that id, is answered as unlisted.
func contentGroups(items []records.ContentAdmin, chosen string) (groups []contentGroup, unlisted string) {
	at := map[string]int{}
	unlisted = strings.TrimSpace(chosen)
	for _, it := range items {
		name := msgNoCategory
		if it.Cat != nil && it.Cat.Name != "" {
			name = it.Cat.Name
		}
		i, ok := at[name]
		if !ok {
			i = len(groups)
			at[name] = i
			groups = append(groups, contentGroup{Name: name})
		}
		groups[i].Items = append(groups[i].Items, it)
		if strconv.Itoa(it.ID) == unlisted {
			unlisted = ""
		}
	}
	slices.SortStableFunc(groups, func(a, b contentGroup) int { return strings.Compare(a.Name, b.Name) })
	return groups, unlisted
}
