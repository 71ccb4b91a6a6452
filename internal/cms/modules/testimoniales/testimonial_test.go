package testimoniales_test

import (
	"fmt"
	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/modules/testimoniales"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms"
)

func TestTestimonialsValidation(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	cat := e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": "Diseño"}})[0]

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
		{"testimonio blank after trimming", map[string]string{"categoria": cmstest.IDText(cat), "testimonio": " \t\n ", "empresa": "ACME"},
			map[string]string{"testimonio": testimoniales.MsgTestimonioRequired}},
		{"empresa blank after trimming", map[string]string{"categoria": cmstest.IDText(cat), "testimonio": "Muy bien", "empresa": "   "},
			map[string]string{"empresa": testimoniales.MsgEmpresaRequired}},
		{"everything wrong", map[string]string{"categoria": "1.5", "persona": "Ana <b>"},
			map[string]string{"categoria": cms.MsgInvalidCategory, "testimonio": testimoniales.MsgTestimonioRequired, "empresa": testimoniales.MsgEmpresaRequired}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := cmstest.Form()
			for k, v := range c.form {
				f.Set(k, v)
			}
			r := b.PostForm("/admin/testimoniales/nuevo", f)
			cmstest.WantStatus(t, r, 422)
			got := cmstest.FieldErrors(r.Body)
			if fmt.Sprint(got) != fmt.Sprint(c.fields) {
				t.Fatalf("field messages %v, want %v", got, c.fields)
			}
			// The input is kept (escaped).
			if p := c.form["persona"]; p != "" && !strings.Contains(r.Body, `value="Ana &lt;b&gt;"`) {
				t.Fatalf("persona not kept: %s", r.Body)
			}
			if e.CountRows(t, "testimoniales", "", nil) != 0 {
				t.Fatal("a refused testimonial was stored")
			}
		})
	}

	// A cross-site form post is refused before it reaches the module (CSRF).
	cross := b.Do("POST", "/admin/testimoniales/nuevo", "application/x-www-form-urlencoded",
		cmstest.Form("categoria", cmstest.IDText(cat), "testimonio", "x", "empresa", "y").Encode(), "Sec-Fetch-Site", "cross-site", "Origin", "https://evil.example")
	if cross.Status != 403 || e.CountRows(t, "testimoniales", "", nil) != 0 {
		t.Fatalf("cross-site post: %d %s", cross.Status, cross.Body)
	}

	// Valid: persona and cargo optional; text trimmed; the editor stays on the new testimonial's form
	// with the message at the top.
	r := b.PostForm("/admin/testimoniales/nuevo", cmstest.Form("categoria", cmstest.IDText(cat), "testimonio", "  Excelente servicio ", "empresa", " ACME "))
	cmstest.WantStatus(t, r, 303)
	var rows []testimoniales.Testimonial
	c := e.Svc.Client()
	if _, err := c.From("testimoniales", c.Service()).Select("*").Get(t.Context(), &rows); err != nil || len(rows) != 1 {
		t.Fatal(err, rows)
	}
	if rows[0].Testimonio != "Excelente servicio" || rows[0].Empresa != "ACME" || rows[0].Persona != nil || rows[0].Cargo != nil {
		t.Fatalf("stored %+v", rows[0])
	}
	id := cmstest.IDText(rows[0].ID)
	if r.Header.Get("Location") != "/admin/testimoniales/"+id {
		t.Fatalf("redirect to %q, not to the new testimonial", r.Header.Get("Location"))
	}
	form := b.GetJSON("/admin/testimoniales/" + id)
	cmstest.WantStatus(t, form, 200)
	if !strings.Contains(form.Body, `<p class="flash" role="status">Testimonio guardado.</p>`) || !strings.Contains(form.Body, ">Excelente servicio</textarea>") ||
		!strings.Contains(form.Body, `id="eliminar"`) {
		t.Fatalf("form after save: %s", form.Body)
	}
	list := b.GetJSON("/admin/testimoniales/")
	if !strings.Contains(list.Body, "Excelente servicio</td>") || !strings.Contains(list.Body, `<td class="category">Diseño</td>`) {
		t.Fatalf("list after save: %s", list.Body)
	}

	// Edit keeps validation too; then a valid edit.
	r = b.PostForm("/admin/testimoniales/"+id, cmstest.Form("categoria", cmstest.IDText(cat), "testimonio", "", "empresa", "ACME"))
	cmstest.WantStatus(t, r, 422)
	if cmstest.FieldErrors(r.Body)["testimonio"] != testimoniales.MsgTestimonioRequired {
		t.Fatal(r.Body)
	}
	r = b.PostForm("/admin/testimoniales/"+id, cmstest.Form("categoria", cmstest.IDText(cat), "testimonio", "Cambiado", "empresa", "ACME", "persona", "Ana", "cargo", "CEO"))
	cmstest.WantStatus(t, r, 303)
	if r.Header.Get("Location") != "/admin/testimoniales/"+id {
		t.Fatalf("an edit went to %q, not back to the testimonial", r.Header.Get("Location"))
	}
	edit := b.GetJSON("/admin/testimoniales/" + id)
	if !strings.Contains(edit.Body, ">Cambiado</textarea>") || !strings.Contains(edit.Body, `value="CEO"`) {
		t.Fatal(edit.Body)
	}
	// Delete.
	cmstest.WantStatus(t, b.PostForm("/admin/testimoniales/"+id+"/eliminar", nil), 303)
	if e.CountRows(t, "testimoniales", "", nil) != 0 {
		t.Fatal("not deleted")
	}
	cmstest.WantStatus(t, b.PostForm("/admin/testimoniales/"+id+"/eliminar", nil), 404)
	cmstest.WantStatus(t, b.GetJSON("/admin/testimoniales/"+id), 404)
}

func TestTestimonialsListPaging(t *testing.T) {
	for _, transport := range cmstest.Transports {
		t.Run(transport, func(t *testing.T) {
			e := cmstest.New(t, transport)
			b := e.SignedInAdmin(t)
			cats := e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": "Web"}, {"name": "Apps"}})
			var rows []map[string]any
			for i := 1; i <= 30; i++ {
				rows = append(rows, map[string]any{"categoria": cats[i%2], "testimonio": fmt.Sprintf("T%d", i),
					"empresa": fmt.Sprintf("E%d", i), "created_at": cmstest.Stamp(i)})
			}
			ids := e.InsertRows(t, "testimoniales", rows)
			// newest first: ids[29] (created last) … ids[0]
			want := func(from, to int) string { // positions in newest-first order
				var s []string
				for i := from; i < to; i++ {
					s = append(s, cmstest.IDText(ids[29-i]))
				}
				return strings.Join(s, ",")
			}
			got := func(path string) string {
				r := b.GetJSON(path)
				cmstest.WantStatus(t, r, 200)
				return strings.Join(cmstest.RowIDs(r.Body), ",")
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
			r := b.GetJSON("/admin/testimoniales/?page=2&rowsPerPage=10")
			if !strings.Contains(r.Body, "Página 2 de 3 · 30 en total") || !strings.Contains(r.Body, `href="?page=3&amp;rowsPerPage=10"`) ||
				!strings.Contains(r.Body, `href="?page=1&amp;rowsPerPage=10"`) {
				t.Fatalf("pager: %s", r.Body)
			}
			// Filter by category: the 15 of cats[1] (odd i), newest first.
			var odd []string
			for i := 29; i >= 0; i-- {
				if (i+1)%2 == 1 {
					odd = append(odd, cmstest.IDText(ids[i]))
				}
			}
			if g := got("/admin/testimoniales/?categoria=" + cmstest.IDText(cats[1]) + "&rowsPerPage=10&page=1"); g != strings.Join(odd[:10], ",") {
				t.Fatalf("filtered page 1: %s want %v", g, odd[:10])
			}
			r = b.GetJSON("/admin/testimoniales/?categoria=" + cmstest.IDText(cats[1]) + "&page=2")
			if strings.Join(cmstest.RowIDs(r.Body), ",") != strings.Join(odd[10:], ",") || !strings.Contains(r.Body, "15 en total") ||
				!strings.Contains(r.Body, "categoria="+cmstest.IDText(cats[1])) || strings.Contains(r.Body, ">Web</td>") {
				t.Fatalf("filtered page 2: %s", r.Body)
			}
		})
	}
}
