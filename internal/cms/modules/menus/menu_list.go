package menus

import (
	"fmt"
	"net/http"
	"slices"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/cms/translation"
	"github.com/vitrina/vitrina/internal/records"
)

// listItem is an item on the page: where it leads (or that it leads nowhere), and its children.
type listItem struct {
	records.MenuItem
	Href          string // "" when the public cannot follow it
	Target        string // what the target is, for the editor
	Menu          string // the menu's title, in the filtered table
	TargetTitle   string // a page's or content item's title: shown instead of its address
	Broken        string // the flag of an item left out of the site
	First, Last   bool
	DeleteConfirm string
	Children      []listItem
	// Translations is the item's status in each active language (empty: Spanish only).
	Translations []translation.Status
}

// menuList is one menu on the page.
type menuList struct {
	Key, Title string
	Items      []listItem
}

type listData struct {
	Menus        []menuList
	DefaultsNote string
	Translation  *translation.List
	// Filtered is the items the translation filter keeps, as a flat table (no order to change).
	Filtered []listItem
}

// listPage shows both menus as nested lists, each item with its target and the order buttons; with
// the translation filter, the items it keeps (narrowed in the query) as a flat table.
func (m *module) listPage(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	tl, err := m.tr.List(r)
	var items []records.MenuItem
	if err == nil {
		items, err = m.allWhere(r.Context(), u.Token, tl.Only)
	}
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	hrefs, err := m.Shell.SitePreview().MenuTargets(r.Context(), items)
	if err != nil {
		m.Shell.FailurePage(w, r, cms.PlatformFailure(err))
		return
	}
	titles, err := m.readTargetTitles(r.Context(), u.Token, items)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	statuses, err := tl.Statuses(r, m.Svc, translation.ItemsOf(items, func(it records.MenuItem) translation.Versioned {
		return translation.Versioned{ID: it.ID, Version: it.TextsVersion}
	}))
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	data := listData{DefaultsNote: msgDefaultsNote, Translation: tl}
	if tl.Chosen != "" {
		data.Filtered = m.flat(items, hrefs, titles, statuses)
	} else {
		for _, menu := range menuNames {
			data.Menus = append(data.Menus, menuList{Key: menu.Key, Title: menu.Title, Items: m.level(items, hrefs, titles, statuses, menu.Key, nil)})
		}
	}
	v := m.Shell.AdminView(r, view, cms.ViewTitle(view))
	v.Data = data
	m.Shell.Render(w, r, http.StatusOK, m.Pages, "menus", v)
}

// flat is the filtered items, the header's before the footer's, each with its menu's title.
func (m *module) flat(items []records.MenuItem, hrefs map[int64]string, titles targetTitles, statuses map[int64][]translation.Status) []listItem {
	var out []listItem
	for _, menu := range menuNames {
		for _, it := range items {
			if it.Ubicacion == menu.Key {
				out = append(out, m.item(it, hrefs, titles, statuses, menu.Title))
			}
		}
	}
	return out
}

// item is one item on the page, without its children or its place among its siblings.
func (m *module) item(it records.MenuItem, hrefs map[int64]string, titles targetTitles, statuses map[int64][]translation.Status, menu string) listItem {
	li := listItem{MenuItem: it, Menu: menu, Href: hrefs[it.ID], Target: targetText(it), Translations: statuses[it.ID]}
	if title := titles.of(it); title != "" {
		li.TargetTitle = fmt.Sprintf(msgTargetTitle, kindName(it.Tipo), title)
	}
	if li.Href == "" {
		li.Broken = msgBroken
	}
	return li
}

// level is the items of one level of a menu, with their children.
func (m *module) level(items []records.MenuItem, hrefs map[int64]string, titles targetTitles, statuses map[int64][]translation.Status, menu string, parent *int64) []listItem {
	level := siblings(items, menu, parent)
	out := make([]listItem, len(level))
	for i, it := range level {
		li := m.item(it, hrefs, titles, statuses, "")
		li.First, li.Last = i == 0, i == len(level)-1
		if parent == nil {
			id := it.ID
			li.Children = m.level(items, hrefs, titles, statuses, menu, &id)
		}
		li.DeleteConfirm = deleteConfirm(it, items)
		out[i] = li
	}
	return out
}

// deleteConfirm is the question «Eliminar» asks before deleting it, saying so when items under it
// go too.
func deleteConfirm(it records.MenuItem, items []records.MenuItem) string {
	extra := ""
	if slices.ContainsFunc(items, func(c records.MenuItem) bool { return c.Padre != nil && *c.Padre == it.ID }) {
		extra = msgDeleteChildren
	}
	return fmt.Sprintf(msgDeleteConfirm, it.Etiqueta, extra)
}

// targetText says what an item points at; a page or content item whose title is gone reads as its
// kind alone (its number means nothing to an editor, and the item is flagged as broken).
func targetText(it records.MenuItem) string {
	if it.Tipo == records.TargetPage || it.Tipo == records.TargetContent {
		return kindName(it.Tipo)
	}
	return kindName(it.Tipo) + ": " + it.Destino
}

// kindName is a kind of target as the form names it.
func kindName(tipo string) string {
	for _, k := range targetKinds {
		if k.Key == tipo {
			return k.Name
		}
	}
	return tipo
}
