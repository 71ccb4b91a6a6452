package categorias

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

// maxName bounds a category's name (the site shows it in menus).
const maxName = 150

// input is the categories form as typed.
type input struct {
	Name   string
	Parent string // "" for the first level, else a listed id
}

// validate checks the form against the listed categories; it returns the parent (nil for none).
func (in input) validate(listed []cms.Category) (string, *int64, cms.FieldMessages) {
	fields := cms.FieldMessages{}
	name := strings.TrimSpace(in.Name)
	switch {
	case name == "":
		fields["name"] = MsgCategoryNameEmpty
	case utf8.RuneCountInString(name) > maxName:
		fields["name"] = MsgCategoryNameTooLong
	}
	var parent *int64
	if p := strings.TrimSpace(in.Parent); p != "" {
		id, ok := cms.ListedID(listed, p)
		if !ok {
			fields["id_padre"] = MsgCategoryParent
		}
		parent = &id
	}
	return name, parent, fields
}

// create inserts a category; the platform generates its slug from the name.
func (m *module) create(ctx context.Context, token string, listed []cms.Category, in input) error {
	name, parent, fields := in.validate(listed)
	if len(fields) > 0 {
		return &cms.FormError{Fields: fields}
	}
	rows, err := records.InsertCategory(ctx, m.Svc.Client(), platformclient.AsUser(token), records.Fields{"name": name, "id_padre": parent})
	if err != nil {
		return writeFailure(err)
	}
	if len(rows) != 1 {
		return cms.PlatformFailure(fmt.Errorf("insert category: %d rows returned", len(rows)))
	}
	return nil
}

// update renames a category and moves it under another parent (or to the first level). The
// platform refuses a move under the category itself or a descendant (P0001, Spanish message).
func (m *module) update(ctx context.Context, token string, listed []cms.Category, id int64, in input) error {
	if _, ok := cms.ListedID(listed, fmt.Sprint(id)); !ok {
		return cms.Fail(http.StatusNotFound, MsgCategoryGone)
	}
	name, parent, fields := in.validate(listed)
	if len(fields) > 0 {
		return &cms.FormError{Fields: fields}
	}
	found, err := records.UpdateCategory(ctx, m.Svc.Client(), platformclient.AsUser(token), id, records.Fields{"name": name, "id_padre": parent})
	if err != nil {
		return writeFailure(err)
	}
	if !found {
		return cms.Fail(http.StatusNotFound, MsgCategoryGone)
	}
	return nil
}

// remove deletes a category nothing refers to; otherwise it says, in Spanish, what still uses it.
func (m *module) remove(ctx context.Context, token string, id int64) error {
	found, err := records.DeleteCategory(ctx, m.Svc.Client(), platformclient.AsUser(token), id)
	if platformclient.CodeOf(err) == "23503" {
		return cms.Fail(http.StatusConflict, msgCannotDelete+inUseReason(err))
	}
	if err != nil {
		return cms.PlatformFailure(err)
	}
	if !found {
		return cms.Fail(http.StatusNotFound, MsgCategoryGone)
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
		return msgHasContent
	case "testimoniales":
		return msgHasTestimonials
	case cms.TableCategories:
		return msgHasSubcategories
	default:
		return msgInUse
	}
}

// writeFailure explains a refused insert or update: a cycle (the platform's own Spanish message), a
// parent deleted meanwhile, or a platform failure.
func writeFailure(err error) error {
	switch platformclient.CodeOf(err) {
	case "P0001":
		if pe := (*platformclient.Error)(nil); errors.As(err, &pe) && pe.Message != "" {
			return &cms.FormError{Fields: cms.FieldMessages{"id_padre": pe.Message}}
		}
	case "23503":
		return &cms.FormError{Fields: cms.FieldMessages{"id_padre": MsgCategoryParent}}
	}
	return cms.PlatformFailure(err)
}

// find is the listed category with that id.
func find(cats []cms.Category, id int64) (cms.Category, bool) {
	for _, c := range cats {
		if c.ID == id {
			return c, true
		}
	}
	return cms.Category{}, false
}
