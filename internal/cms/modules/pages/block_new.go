package pages

import (
	"fmt"
	"net/http"
	"strconv"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/pageblocks"
)

// blockFragmentPath answers a new block's fields, for static/pages.js to add it in place.
const blockFragmentPath = "/admin/pages/bloque"

// blockFragment answers GET /admin/pages/bloque?tipo=<type>&indice=<i>: the editor's fields of a
// new block of that type at position i (the last), with its defaults, exactly as the whole form
// would show it after «Añadir bloque». Nothing is stored; an unknown type is a 400 with the message.
func (m *module) blockFragment(w http.ResponseWriter, r *http.Request) {
	typ := r.URL.Query().Get("tipo")
	if _, ok := pageblocks.KindOf(typ); !ok {
		http.Error(w, MsgNoBlockType, http.StatusBadRequest)
		return
	}
	i, err := strconv.Atoi(r.URL.Query().Get("indice"))
	if err != nil || i < 0 || i >= pageblocks.MaxBlocks {
		http.Error(w, fmt.Sprintf(MsgTooManyBlocks, pageblocks.MaxBlocks), http.StatusBadRequest)
		return
	}
	cats, err := m.Svc.CategoryList(r.Context(), shell.UserOf(r).Token)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	b := newBlock(typ)
	b.Index, b.Number, b.First, b.Last, b.Name = i, i+1, i == 0, true, pageblocks.NameOf(typ)
	b.Categories = shell.CategoryOptions(cms.CategoryTree(cats), nil)
	m.Shell.RenderFragment(w, r, m.Pages, "pages_form", "page_block", b)
}
