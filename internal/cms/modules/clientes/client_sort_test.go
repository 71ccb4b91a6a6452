package clientes_test

import (
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

var nameCell = regexp.MustCompile(`<td class="name">([^<]+)</td>`)

// The clients list sorts by name (ties by id) and deletes marked clients together.
func TestClientListSortAndBulkDelete(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	cat := e.InsertRows(t, "categorias", []map[string]any{{"nombre": "Comercio"}})[0]
	ids := e.InsertRows(t, "clientes", []map[string]any{{"nombre": "Ribera", "categoria": cat}, {"nombre": "Alba", "categoria": cat},
		{"nombre": "Montaña", "categoria": cat}, {"nombre": "Alba", "categoria": cat}})
	r := b.GetJSON("/admin/clientes/?orden=nombre&dir=asc")
	cmstest.WantStatus(t, r, 200)
	var names []string
	for _, m := range nameCell.FindAllStringSubmatch(r.Body, -1) {
		names = append(names, m[1])
	}
	if got := strings.Join(names, ","); got != "Alba,Alba,Montaña,Ribera" || strings.Index(r.Body, `data-id="`+cmstest.IDText(ids[1])) > strings.Index(r.Body, `data-id="`+cmstest.IDText(ids[3])) {
		t.Errorf("sorted by name, ties by id: %s", got)
	}
	cmstest.WantStatus(t, b.PostForm("/admin/clientes/eliminar-marcados", url.Values{"id": {cmstest.IDText(ids[0]), cmstest.IDText(ids[2])}}), 303)
	if n := e.CountRows(t, "clientes", "", nil); n != 2 {
		t.Fatalf("after the bulk delete: %d clients", n)
	}
}
