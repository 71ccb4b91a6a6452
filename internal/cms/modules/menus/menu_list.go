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
}

// listPage shows both menus as nested lists, each item with its target and the order buttons.
func (m *module) listPage(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	items, err := m.all(r.Context(), u.Token)
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
	statuses, err := m.tr.Statuses(r, translation.ItemsOf(items, func(it records.MenuItem) translation.Versioned { return translation.Versioned{ID: it.ID} }))
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	data := listData{DefaultsNote: msgDefaultsNote}
	for _, menu := range menuNames {
		data.Menus = append(data.Menus, menuList{Key: menu.Key, Title: menu.Title, Items: m.level(items, hrefs, titles, statuses, menu.Key, nil)})
	}
	v := m.Shell.AdminView(r, view, cms.ViewTitle(view))
	v.Data = data
	m.Shell.Render(w, r, http.StatusOK, m.Pages, "menus", v)
}

// level is the items of one level of a menu, with their children.
func (m *module) level(items []records.MenuItem, hrefs map[int64]string, titles targetTitles, statuses map[int64][]translation.Status, menu string, parent *int64) []listItem {
	level := siblings(items, menu, parent)
	out := make([]listItem, len(level))
	for i, it := range level {
		li := listItem{MenuItem: it, Href: hrefs[it.ID], Target: targetText(it), First: i == 0, Last: i == len(level)-1, Translations: statuses[it.ID]}
		if title := titles.of(it); title != "" {
			li.TargetTitle = fmt.Sprintf(msgTargetTitle, kindName(it.Tipo), title)
		}
		if li.Href == "" {
			li.Broken = msgBroken
		}
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
