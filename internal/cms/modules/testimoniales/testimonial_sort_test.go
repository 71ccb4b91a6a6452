package testimoniales_test

import (
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

var empresaCell = regexp.MustCompile(`<td class="name">([^<]+)</td>`)

func empresas(body string) string {
	var out []string
	for _, m := range empresaCell.FindAllStringSubmatch(body, -1) {
		out = append(out, m[1])
	}
	return strings.Join(out, ",")
}

// TestListSortAndBulkDelete: the list sorts by a shown column on the server (equal values keep one
// order, by id), the order survives paging and filtering, an unknown column is the default order;
// marked rows are deleted together, with a count.
func TestListSortAndBulkDelete(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	cats := e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": "A"}, {"name": "B"}})
	var rows []map[string]any
	for i, name := range []string{"Delta", "alfa", "Charlie", "Bravo", "Alfa", "Eco", "Bravo"} {
		rows = append(rows, map[string]any{"empresa": name, "testimonio": "t", "categoria": cats[i%2], "created_at": cmstest.Stamp(i)})
	}
	ids := e.InsertRows(t, "testimoniales", rows)

	asc := b.GetJSON("/admin/testimoniales/?orden=empresa&dir=asc&rowsPerPage=25")
	cmstest.WantStatus(t, asc, 200)
	// Byte order, as the index holds it; the two Bravo rows by id.
	if got := empresas(asc.Body); got != "Alfa,Bravo,Bravo,Charlie,Delta,Eco,alfa" {
		t.Errorf("ascending: %s", got)
	}
	if !strings.Contains(asc.Body, `<th aria-sort="ascending"><a href="?dir=desc&amp;orden=empresa&amp;rowsPerPage=25">Empresa ▲</a></th>`) {
		t.Errorf("sorted header:\n%s", asc.Body)
	}
	if got := empresas(b.GetJSON("/admin/testimoniales/?orden=empresa&dir=desc&rowsPerPage=25").Body); got != "alfa,Eco,Delta,Charlie,Bravo,Bravo,Alfa" {
		t.Errorf("descending: %s", got)
	}
	// The order is kept by the pager and the filter form; the category filter applies with it.
	page := b.GetJSON("/admin/testimoniales/?orden=empresa&dir=asc&rowsPerPage=10&categoria=" + cmstest.IDText(cats[0]))
	if got := empresas(page.Body); got != "Alfa,Bravo,Charlie,Delta" {
		t.Errorf("filtered: %s", got)
	}
	if !strings.Contains(page.Body, `<input type="hidden" name="dir" value="asc"><input type="hidden" name="orden" value="empresa">`) {
		t.Error("the filter form drops the order")
	}
	if got := empresas(b.GetJSON("/admin/testimoniales/?orden=testimonio);drop&dir=asc").Body); got != "Bravo,Eco,Alfa,Bravo,Charlie,alfa,Delta" {
		t.Errorf("unknown column must give the default order (newest first): %s", got)
	}

	// Bulk delete: three rows at once; nothing marked is refused.
	r := b.PostForm("/admin/testimoniales/eliminar-marcados", url.Values{"id": {cmstest.IDText(ids[0]), cmstest.IDText(ids[1]), cmstest.IDText(ids[2])}})
	cmstest.WantStatus(t, r, 303)
	if n := e.CountRows(t, "testimoniales", "", nil); n != 4 {
		t.Fatalf("after deleting three: %d rows", n)
	}
	if list := b.GetJSON("/admin/testimoniales/"); !strings.Contains(list.Body, "3 registros eliminados.") {
		t.Error("no count after the bulk delete")
	}
	if r := b.PostForm("/admin/testimoniales/eliminar-marcados", cmstest.Form("id", "abc")); r.Status != 400 || !strings.Contains(r.Body, "Marque al menos una fila") {
		t.Errorf("nothing marked: %d", r.Status)
	}
}
