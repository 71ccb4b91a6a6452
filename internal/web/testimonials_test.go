package web_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms"
)

func TestTestimonialsValidation(t *testing.T) {
	e := newCMS(t, "in-process")
	b := e.signedInAdmin(t)
	cat := e.insertRows(t, "categoria-servicios", []map[string]any{{"name": "Diseño"}})[0]

	cases := []struct {
		name   string
		form   map[string]string
		fields map[string]string
	}{
		{"category not a number", map[string]string{"categoria": "abc", "testimonio": "Muy bien", "empresa": "ACME"},
			map[string]string{"categoria": cms.MsgInvalidCategory}},
		{"category zero", map[string]string{"categoria": "0", "testimonio": "Muy bien", "empresa": "ACME"},
			map[string]string{"categoria": cms.MsgInvalidCategory}},
		{"category negative", map[string]string{"categoria": "-3", "testimonio": "Muy bien", "empresa": "ACME"},
			map[string]string{"categoria": cms.MsgInvalidCategory}},
		{"category missing", map[string]string{"testimonio": "Muy bien", "empresa": "ACME"},
			map[string]string{"categoria": cms.MsgInvalidCategory}},
		{"category that does not exist", map[string]string{"categoria": "9999", "testimonio": "Muy bien", "empresa": "ACME"},
			map[string]string{"categoria": cms.MsgInvalidCategory}},
		{"testimonio blank after trimming", map[string]string{"categoria": idText(cat), "testimonio": " \t\n ", "empresa": "ACME"},
			map[string]string{"testimonio": cms.MsgTestimonioRequired}},
		{"empresa blank after trimming", map[string]string{"categoria": idText(cat), "testimonio": "Muy bien", "empresa": "   "},
			map[string]string{"empresa": cms.MsgEmpresaRequired}},
		{"everything wrong", map[string]string{"categoria": "1.5", "persona": "Ana <b>"},
			map[string]string{"categoria": cms.MsgInvalidCategory, "testimonio": cms.MsgTestimonioRequired, "empresa": cms.MsgEmpresaRequired}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := form()
			for k, v := range c.form {
				f.Set(k, v)
			}
			r := b.postForm("/admin/testimoniales/nuevo", f)
			wantStatus(t, r, 422)
			got := fieldErrors(r.body)
			if fmt.Sprint(got) != fmt.Sprint(c.fields) {
				t.Fatalf("field messages %v, want %v", got, c.fields)
			}
			// The input is kept (escaped).
			if p := c.form["persona"]; p != "" && !strings.Contains(r.body, `value="Ana &lt;b&gt;"`) {
				t.Fatalf("persona not kept: %s", r.body)
			}
			if e.countRows(t, "testimoniales", "", nil) != 0 {
				t.Fatal("a refused testimonial was stored")
			}
		})
	}

	// A cross-site form post is refused before it reaches the module (CSRF).
	cross := b.do("POST", "/admin/testimoniales/nuevo", "application/x-www-form-urlencoded",
		form("categoria", idText(cat), "testimonio", "x", "empresa", "y").Encode(), "Sec-Fetch-Site", "cross-site", "Origin", "https://evil.example")
	if cross.status != 403 || e.countRows(t, "testimoniales", "", nil) != 0 {
		t.Fatalf("cross-site post: %d %s", cross.status, cross.body)
	}

	// Valid: persona and cargo optional; text trimmed; flash on the list.
	r := b.postForm("/admin/testimoniales/nuevo", form("categoria", idText(cat), "testimonio", "  Excelente servicio ", "empresa", " ACME "))
	wantStatus(t, r, 303)
	if r.header.Get("Location") != "/admin/testimoniales/" {
		t.Fatalf("redirect to %q", r.header.Get("Location"))
	}
	list := b.getJSON("/admin/testimoniales/")
	wantStatus(t, list, 200)
	if !strings.Contains(list.body, "Testimonio guardado.") || !strings.Contains(list.body, "Excelente servicio</td>") ||
		!strings.Contains(list.body, `<td class="category">Diseño</td>`) {
		t.Fatalf("list after save: %s", list.body)
	}
	var rows []cms.Testimonial
	c := e.svc.Client()
	if _, err := c.From("testimoniales", c.Service()).Select("*").Get(t.Context(), &rows); err != nil || len(rows) != 1 {
		t.Fatal(err, rows)
	}
	if rows[0].Testimonio != "Excelente servicio" || rows[0].Empresa != "ACME" || rows[0].Persona != nil || rows[0].Cargo != nil {
		t.Fatalf("stored %+v", rows[0])
	}
	id := idText(rows[0].ID)

	// Edit keeps validation too; then a valid edit.
	r = b.postForm("/admin/testimoniales/"+id, form("categoria", idText(cat), "testimonio", "", "empresa", "ACME"))
	wantStatus(t, r, 422)
	if fieldErrors(r.body)["testimonio"] != cms.MsgTestimonioRequired {
		t.Fatal(r.body)
	}
	wantStatus(t, b.postForm("/admin/testimoniales/"+id, form("categoria", idText(cat), "testimonio", "Cambiado", "empresa", "ACME", "persona", "Ana", "cargo", "CEO")), 303)
	edit := b.getJSON("/admin/testimoniales/" + id)
	if !strings.Contains(edit.body, ">Cambiado</textarea>") || !strings.Contains(edit.body, `value="CEO"`) {
		t.Fatal(edit.body)
	}
	// Delete.
	wantStatus(t, b.postForm("/admin/testimoniales/"+id+"/eliminar", nil), 303)
	if e.countRows(t, "testimoniales", "", nil) != 0 {
		t.Fatal("not deleted")
	}
	wantStatus(t, b.postForm("/admin/testimoniales/"+id+"/eliminar", nil), 404)
	wantStatus(t, b.getJSON("/admin/testimoniales/"+id), 404)
}

func TestTestimonialsListPaging(t *testing.T) {
	for _, transport := range transports {
		t.Run(transport, func(t *testing.T) {
			e := newCMS(t, transport)
			b := e.signedInAdmin(t)
			cats := e.insertRows(t, "categoria-servicios", []map[string]any{{"name": "Web"}, {"name": "Apps"}})
			var rows []map[string]any
			for i := 1; i <= 30; i++ {
				rows = append(rows, map[string]any{"categoria": cats[i%2], "testimonio": fmt.Sprintf("T%d", i),
					"empresa": fmt.Sprintf("E%d", i), "created_at": stamp(i)})
			}
			ids := e.insertRows(t, "testimoniales", rows)
			// newest first: ids[29] (created last) … ids[0]
			want := func(from, to int) string { // positions in newest-first order
				var s []string
				for i := from; i < to; i++ {
					s = append(s, idText(ids[29-i]))
				}
				return strings.Join(s, ",")
			}
			got := func(path string) string {
				r := b.getJSON(path)
				wantStatus(t, r, 200)
				return strings.Join(rowIDs(r.body), ",")
			}
			if g := got("/admin/testimoniales/"); g != want(0, 10) {
				t.Fatalf("page 1 default: %s want %s", g, want(0, 10))
			}
			if g := got("/admin/testimoniales/?page=2&rowsPerPage=10"); g != want(10, 20) {
				t.Fatalf("page 2: %s", g)
			}
			if g := got("/admin/testimoniales/?page=2&rowsPerPage=25"); g != want(25, 30) {
				t.Fatalf("page 2 of 25: %s", g)
			}
			if g := got("/admin/testimoniales/?page=4"); g != "" {
				t.Fatalf("past the end: %s", g)
			}
			r := b.getJSON("/admin/testimoniales/?page=2&rowsPerPage=10")
			if !strings.Contains(r.body, "Página 2 de 3 · 30 en total") || !strings.Contains(r.body, `href="?page=3&amp;rowsPerPage=10"`) ||
				!strings.Contains(r.body, `href="?page=1&amp;rowsPerPage=10"`) {
				t.Fatalf("pager: %s", r.body)
			}
			// Filter by category: the 15 of cats[1] (odd i), newest first.
			var odd []string
			for i := 29; i >= 0; i-- {
				if (i+1)%2 == 1 {
					odd = append(odd, idText(ids[i]))
				}
			}
			if g := got("/admin/testimoniales/?categoria=" + idText(cats[1]) + "&rowsPerPage=10&page=1"); g != strings.Join(odd[:10], ",") {
				t.Fatalf("filtered page 1: %s want %v", g, odd[:10])
			}
			r = b.getJSON("/admin/testimoniales/?categoria=" + idText(cats[1]) + "&page=2")
			if strings.Join(rowIDs(r.body), ",") != strings.Join(odd[10:], ",") || !strings.Contains(r.body, "15 en total") ||
				!strings.Contains(r.body, "categoria="+idText(cats[1])) || strings.Contains(r.body, ">Web</td>") {
				t.Fatalf("filtered page 2: %s", r.body)
			}
		})
	}
}
