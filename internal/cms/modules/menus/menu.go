package menus

import (
	"context"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/pageblocks"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

// maxItems bounds what the module reads of both menus (navigation menus have tens of items).
const maxItems = 400

// maxEtiqueta bounds a link's text, in characters.
const maxEtiqueta = 60

// menuNames are the menus, in the page's order, with their Spanish titles.
var menuNames = []struct{ Key, Title string }{{records.MenuHeader, msgHeader}, {records.MenuFooter, msgFooter}}

// targetKinds are the kinds of target, in the form's order.
var targetKinds = []struct{ Key, Name string }{
	{records.TargetPage, "Una página"}, {records.TargetCategory, "Una categoría de servicios"}, {records.TargetContent, "Un contenido"},
	{records.TargetSite, "Una página del sitio"}, {records.TargetExternal, "Una dirección externa"},
}

// all reads every item of both menus, in order.
func (m *module) all(ctx context.Context, token string) ([]records.MenuItem, error) {
	return m.allWhere(ctx, token, records.IDFilter{})
}

// allWhere is the items only keeps (all of them when it is inactive), in order.
func (m *module) allWhere(ctx context.Context, token string, only records.IDFilter) ([]records.MenuItem, error) {
	items, err := records.MenuItemsWhere(ctx, m.Svc.Client(), platformclient.AsUser(token), only, maxItems)
	if err != nil {
		return nil, cms.PlatformFailure(err)
	}
	return items, nil
}

// find is the item with id among items, or nil.
func find(items []records.MenuItem, id int64) *records.MenuItem {
	for i := range items {
		if items[i].ID == id {
			return &items[i]
		}
	}
	return nil
}

// siblings are the items of a menu under parent (nil: the top level), in order.
func siblings(items []records.MenuItem, menu string, parent *int64) []records.MenuItem {
	var out []records.MenuItem
	for _, it := range items {
		if it.Ubicacion == menu && samePadre(it.Padre, parent) {
			out = append(out, it)
		}
	}
	return out
}

func samePadre(a, b *int64) bool { return a == nil && b == nil || a != nil && b != nil && *a == *b }

// input is the item form as typed.
type input struct {
	Ubicacion, Padre, Etiqueta, Tipo string
	Destinos                         map[string]string // destino_<tipo>
}

// validate checks the form; self is the edited item (0: new). The content target is checked to
// exist by the caller (one read).
func (in input) validate(self int64, items []records.MenuItem, pages []records.Page, cats []cms.Category) (records.MenuItem, cms.FieldMessages) {
	fields := cms.FieldMessages{}
	it := records.MenuItem{ID: self, Ubicacion: strings.TrimSpace(in.Ubicacion), Etiqueta: strings.TrimSpace(in.Etiqueta), Tipo: strings.TrimSpace(in.Tipo)}
	switch {
	case it.Etiqueta == "":
		fields["etiqueta"] = MsgEtiquetaNeeded
	case utf8.RuneCountInString(it.Etiqueta) > maxEtiqueta:
		fields["etiqueta"] = MsgEtiquetaTooLong
	}
	if it.Ubicacion != records.MenuHeader && it.Ubicacion != records.MenuFooter {
		fields["ubicacion"] = MsgMenuInvalid
	}
	if p := strings.TrimSpace(in.Padre); p != "" {
		id, err := strconv.ParseInt(p, 10, 64)
		parent := find(items, id)
		switch {
		case err != nil || parent == nil || parent.Padre != nil || parent.Ubicacion != it.Ubicacion || id == self:
			fields["padre"] = MsgParentInvalid
		case self != 0 && slices.ContainsFunc(items, func(c records.MenuItem) bool { return c.Padre != nil && *c.Padre == self }):
			fields["padre"] = MsgParentHasItems
		default:
			it.Padre = &id
		}
	}
	dest := strings.TrimSpace(in.Destinos[it.Tipo])
	it.Destino = dest
	switch it.Tipo {
	case records.TargetPage:
		id, err := strconv.ParseInt(dest, 10, 64)
		if err != nil || !slices.ContainsFunc(pages, func(p records.Page) bool { return p.ID == id }) {
			fields["destino_pagina"] = MsgPageNeeded
		}
	case records.TargetCategory:
		if _, ok := cms.ListedID(cats, dest); !ok {
			fields["destino_categoria"] = MsgCategoryNeeded
		}
	case records.TargetContent:
		if n, err := strconv.ParseInt(dest, 10, 64); err != nil || n <= 0 {
			fields["destino_contenido"] = MsgContentNeeded
		} else {
			it.Destino = strconv.FormatInt(n, 10)
		}
	case records.TargetSite:
		if records.SitePagePath(dest) == "" {
			fields["destino_sitio"] = MsgSitePageInvalid
		}
	case records.TargetExternal:
		if strings.HasPrefix(dest, "/") || !pageblocks.ValidLink(dest) {
			fields["destino_externo"] = MsgExternalInvalid
		}
	default:
		fields["tipo"] = MsgTipoInvalid
	}
	return it, fields
}

// contentExists reads whether content item id exists (any state: a draft becomes public later).
func (m *module) contentExists(ctx context.Context, token, id string) (bool, error) {
	exists, err := records.ContentExists(ctx, m.Svc.Client(), platformclient.AsUser(token), id)
	if err != nil {
		return false, cms.PlatformFailure(err)
	}
	return exists, nil
}

// contentOptions reads the content items an item may point at, by title.
func (m *module) contentOptions(ctx context.Context, token string) ([]records.ContentAdmin, error) {
	items, err := records.ContentTargets(ctx, m.Svc.Client(), platformclient.AsUser(token), maxItems)
	if err != nil {
		return nil, cms.PlatformFailure(err)
	}
	return items, nil
}

// pageOptions reads the pages an item may point at.
func (m *module) pageOptions(ctx context.Context, token string) ([]records.Page, error) {
	pages, err := records.PageTargets(ctx, m.Svc.Client(), platformclient.AsUser(token), maxItems)
	if err != nil {
		return nil, cms.PlatformFailure(err)
	}
	return pages, nil
}

// save creates (ID 0, at the end of its level) or updates an item, and answers its id.
func (m *module) save(ctx context.Context, token string, it records.MenuItem, items []records.MenuItem) (int64, error) {
	values := records.Fields{"ubicacion": it.Ubicacion, "padre": it.Padre, "etiqueta": it.Etiqueta, "tipo": it.Tipo, "destino": it.Destino}
	if it.ID == 0 {
		last := 0
		for _, s := range siblings(items, it.Ubicacion, it.Padre) {
			last = max(last, s.Orden)
		}
		values["orden"] = last + 1
	} else {
		if old := find(items, it.ID); old != nil && (old.Ubicacion != it.Ubicacion || !samePadre(old.Padre, it.Padre)) {
			last := 0
			for _, s := range siblings(items, it.Ubicacion, it.Padre) {
				last = max(last, s.Orden)
			}
			values["orden"] = last + 1 // moved to another level: at its end
		}
	}
	saved, err := records.SaveMenuItem(ctx, m.Svc.Client(), platformclient.AsUser(token), it.ID, values)
	if platformclient.CodeOf(err) == "P0001" || platformclient.CodeOf(err) == "23503" {
		return 0, &cms.FormError{Fields: cms.FieldMessages{"padre": MsgParentInvalid}}
	}
	if err != nil {
		return 0, cms.PlatformFailure(err)
	}
	if saved == 0 {
		return 0, cms.Fail(http.StatusNotFound, MsgItemGone)
	}
	return saved, nil
}

// reorder writes the order of one level (ids in the new order) in one request.
func (m *module) reorder(ctx context.Context, token string, level []records.MenuItem) error {
	for i := range level {
		level[i].Orden = i + 1
	}
	if err := records.UpsertMenuItems(ctx, m.Svc.Client(), platformclient.AsUser(token), level); err != nil {
		return cms.PlatformFailure(err)
	}
	return nil
}

// remove deletes an item and the items under it (one request, one statement).
func (m *module) remove(ctx context.Context, token string, id int64) error {
	items, err := m.all(ctx, token)
	if err != nil {
		return err
	}
	ids := []string{strconv.FormatInt(id, 10)}
	for _, it := range items {
		if it.Padre != nil && *it.Padre == id {
			ids = append(ids, strconv.FormatInt(it.ID, 10))
		}
	}
	deleted, err := records.DeleteMenuItems(ctx, m.Svc.Client(), platformclient.AsUser(token), ids)
	if err != nil {
		return cms.PlatformFailure(err)
	}
	if deleted == 0 {
		return cms.Fail(http.StatusNotFound, MsgItemGone)
	}
	return nil
}
