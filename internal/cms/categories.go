package cms

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// TableCategories is the service categories' table (view `categorias`).
const TableCategories = "categoria-servicios"

// Messages of the categories module.
const (
	MsgCategoryNameEmpty   = "Escriba el nombre de la categoría."
	MsgCategoryNameTooLong = "El nombre admite hasta 150 caracteres."
	MsgCategoryParent      = "Categoría superior inválida, selecciona desde la lista"
	MsgCategoryGone        = "La categoría no existe o ya fue eliminada."
	msgCannotDelete        = "No se puede eliminar: "
)

// maxCategoryName bounds a category's name (the site shows it in menus).
const maxCategoryName = 150

// Category is a row of categoria-servicios as the admin reads it.
type Category struct {
	ID      int64  `json:"id"`
	Name    string `json:"name"`
	Slug    string `json:"slug"`
	IDPadre *int64 `json:"id_padre"`
}

// CategoryNode is a category placed in the tree: Depth 0 is the first level.
type CategoryNode struct {
	Category
	Depth       int
	HasChildren bool
}

// CategoryList reads every category in one request (the tree needs them all).
func (s *Service) CategoryList(ctx context.Context, token string) ([]Category, error) {
	cats := []Category{}
	if _, err := s.client.From(TableCategories, platformclient.AsUser(token)).Select("id,name,slug,id_padre").
		Order("id", false).Get(ctx, &cats); err != nil {
		return nil, platformFailure(err)
	}
	return cats, nil
}

// CategoryTree orders categories depth-first by id_padre, siblings by name case-insensitively
// (Spanish collation, so "Ámbar" sits with the a's; numbers by value, "Paso 2" before "Paso 10").
// It is iterative, so any depth works, and a
// category whose parent is missing — or that sits in a cycle written behind the platform's back —
// still appears, as a first-level entry.
func CategoryTree(cats []Category) []CategoryNode {
	col := collate.New(language.Spanish, collate.IgnoreCase, collate.Numeric)
	var buf collate.Buffer
	keys := make(map[int64][]byte, len(cats))
	byID := make(map[int64]int, len(cats))
	for i, c := range cats {
		byID[c.ID] = i
		// Keys are copied: the buffer is reused.
		keys[c.ID] = slices.Clone(col.KeyFromString(&buf, c.Name))
		buf.Reset()
	}
	children := make(map[int64][]int64, len(cats))
	var roots []int64
	for _, c := range cats {
		if c.IDPadre != nil && *c.IDPadre != c.ID {
			if _, ok := byID[*c.IDPadre]; ok {
				children[*c.IDPadre] = append(children[*c.IDPadre], c.ID)
				continue
			}
		}
		roots = append(roots, c.ID)
	}
	bySortKey := func(a, b int64) int {
		if c := compareBytes(keys[a], keys[b]); c != 0 {
			return c
		}
		if c := strings.Compare(cats[byID[a]].Name, cats[byID[b]].Name); c != 0 {
			return c
		}
		return int(a - b)
	}
	slices.SortFunc(roots, bySortKey)
	for _, ids := range children {
		slices.SortFunc(ids, bySortKey)
	}

	out := make([]CategoryNode, 0, len(cats))
	seen := make(map[int64]bool, len(cats))
	type frame struct {
		id    int64
		depth int
	}
	walk := func(start int64) {
		stack := []frame{{start, 0}}
		for len(stack) > 0 {
			f := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if seen[f.id] {
				continue
			}
			seen[f.id] = true
			kids := children[f.id]
			out = append(out, CategoryNode{Category: cats[byID[f.id]], Depth: f.depth, HasChildren: len(kids) > 0})
			for i := len(kids) - 1; i >= 0; i-- {
				stack = append(stack, frame{kids[i], f.depth + 1})
			}
		}
	}
	for _, id := range roots {
		walk(id)
	}
	// Categories only reachable through a cycle: show them rather than lose them.
	for _, c := range cats {
		if !seen[c.ID] {
			walk(c.ID)
		}
	}
	// A node whose children were all shown elsewhere has none under it here.
	for i := range out {
		if out[i].HasChildren && (i+1 == len(out) || out[i+1].Depth <= out[i].Depth) {
			out[i].HasChildren = false
		}
	}
	return out
}

func compareBytes(a, b []byte) int { return strings.Compare(string(a), string(b)) }

// Descendants returns the ids under id in the tree (not id itself).
func Descendants(tree []CategoryNode, id int64) map[int64]bool {
	out := map[int64]bool{}
	for i, n := range tree {
		if n.ID != id {
			continue
		}
		for _, d := range tree[i+1:] {
			if d.Depth <= n.Depth {
				break
			}
			out[d.ID] = true
		}
		break
	}
	return out
}

// CategoryInput is the categories form.
type CategoryInput struct {
	Name   string
	Parent string // "" for the first level, else a listed id
}

// validate checks the form against the listed categories; it returns the parent (nil for none).
func (in CategoryInput) validate(listed []Category) (string, *int64, FieldMessages) {
	fields := FieldMessages{}
	name := strings.TrimSpace(in.Name)
	switch {
	case name == "":
		fields["name"] = MsgCategoryNameEmpty
	case utf8.RuneCountInString(name) > maxCategoryName:
		fields["name"] = MsgCategoryNameTooLong
	}
	var parent *int64
	if p := strings.TrimSpace(in.Parent); p != "" {
		id, ok := listedID(listed, p)
		if !ok {
			fields["id_padre"] = MsgCategoryParent
		}
		parent = &id
	}
	return name, parent, fields
}

// listedID parses a posted id and reports whether it is one of the listed categories.
func listedID(listed []Category, raw string) (int64, bool) {
	for _, c := range listed {
		if fmt.Sprint(c.ID) == strings.TrimSpace(raw) {
			return c.ID, true
		}
	}
	return 0, false
}

// CreateCategory inserts a category; the platform generates its slug from the name.
func (s *Service) CreateCategory(ctx context.Context, token string, listed []Category, in CategoryInput) (*Category, error) {
	name, parent, fields := in.validate(listed)
	if len(fields) > 0 {
		return nil, &FormError{Fields: fields}
	}
	var rows []Category
	err := s.client.From(TableCategories, platformclient.AsUser(token)).Select("id,name,slug,id_padre").
		Insert(ctx, map[string]any{"name": name, "id_padre": parent}, &rows)
	if err != nil {
		return nil, categoryWriteFailure(err)
	}
	if len(rows) != 1 {
		return nil, platformFailure(fmt.Errorf("insert category: %d rows returned", len(rows)))
	}
	return &rows[0], nil
}

// UpdateCategory renames a category and moves it under another parent (or to the first level). The
// platform refuses a move under the category itself or a descendant (P0001, Spanish message).
func (s *Service) UpdateCategory(ctx context.Context, token string, listed []Category, id int64, in CategoryInput) error {
	if _, ok := listedID(listed, fmt.Sprint(id)); !ok {
		return fail(http.StatusNotFound, MsgCategoryGone)
	}
	name, parent, fields := in.validate(listed)
	if len(fields) > 0 {
		return &FormError{Fields: fields}
	}
	var rows []Category
	err := s.client.From(TableCategories, platformclient.AsUser(token)).Eq("id", id).Select("id").
		Update(ctx, map[string]any{"name": name, "id_padre": parent}, &rows)
	if err != nil {
		return categoryWriteFailure(err)
	}
	if len(rows) == 0 {
		return fail(http.StatusNotFound, MsgCategoryGone)
	}
	return nil
}

// DeleteCategory deletes a category nothing refers to; otherwise it says, in Spanish, what still
// uses it.
func (s *Service) DeleteCategory(ctx context.Context, token string, id int64) error {
	var rows []Category
	err := s.client.From(TableCategories, platformclient.AsUser(token)).Eq("id", id).Select("id").Delete(ctx, &rows)
	if platformclient.CodeOf(err) == "23503" {
		return fail(http.StatusConflict, msgCannotDelete+inUseReason(err))
	}
	if err != nil {
		return platformFailure(err)
	}
	if len(rows) == 0 {
		return fail(http.StatusNotFound, MsgCategoryGone)
	}
	return nil
}

// referencingTable finds the table PostgreSQL names in a foreign-key violation: `… on table "x"`
// ends the message; `still referenced from table "x"` ends the detail.
var referencingTable = regexp.MustCompile(`(?:on|from) table "([^"]+)"\.?$`)

// inUseReason says which rows keep a category from being deleted.
func inUseReason(err error) string {
	var table string
	if pe := (*platformclient.Error)(nil); errors.As(err, &pe) {
		for _, text := range []string{pe.Details, pe.Message} {
			if m := referencingTable.FindStringSubmatch(strings.TrimSpace(text)); m != nil {
				table = m[1]
				break
			}
		}
	}
	switch table {
	case "contenido":
		return "la categoría tiene contenido."
	case "testimoniales":
		return "la categoría tiene testimonios."
	case TableCategories:
		return "la categoría tiene subcategorías."
	default:
		return "la categoría está en uso."
	}
}

// categoryWriteFailure explains a refused insert or update: a cycle (the platform's own Spanish
// message), a parent deleted meanwhile, or a platform failure.
func categoryWriteFailure(err error) error {
	switch platformclient.CodeOf(err) {
	case "P0001":
		if pe := (*platformclient.Error)(nil); errors.As(err, &pe) && pe.Message != "" {
			return &FormError{Fields: FieldMessages{"id_padre": pe.Message}}
		}
	case "23503":
		return &FormError{Fields: FieldMessages{"id_padre": MsgCategoryParent}}
	}
	return platformFailure(err)
}
