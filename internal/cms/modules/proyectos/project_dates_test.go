package proyectos_test

import (
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestProjectDatesTheSpanishWay: the form's date fields are text fields with the «dd/mm/aaaa» hint
// (a browser's date picker shows its own language's order), a date typed that way is stored as
// before, shown back the same way, and a date in another order is refused next to its field.
func TestProjectDatesTheSpanishWay(t *testing.T) {
	f := newFixture(t, "in-process")
	form := f.b.GetJSON("/admin/proyectos/nuevo")
	today := cms.FormatDate(f.e.Plat.Clock.Now(), nil)
	for _, want := range []string{
		`Fecha del proyecto <small class="date-hint">(dd/mm/aaaa)</small>`,
		`<input type="text" name="fecha" value="` + today[:2], // today, day first
		`Publicar el <small class="date-hint">(dd/mm/aaaa hh:mm)</small>`,
		`<input type="text" name="publicar_en" value="" inputmode="numeric" autocomplete="off" placeholder="dd/mm/aaaa hh:mm"`,
	} {
		if !strings.Contains(form.Body, want) {
			t.Fatalf("form lacks %q", want)
		}
	}
	if strings.Contains(form.Body, `type="date"`) || strings.Contains(form.Body, `type="datetime-local"`) {
		t.Fatal("a browser date picker is still there")
	}

	for _, c := range []struct{ typed, stored, shown string }{
		{"5/3/2026", "2026-03-05", "05/03/2026"},
		{"2026-03-16", "2026-03-16", "16/03/2026"}, // the ISO form, as before
	} {
		r := f.b.PostForm("/admin/proyectos/nuevo", cmstest.Form("titulo", "Tienda "+c.stored, "estado", "publicado", "fecha", c.typed,
			"despublicar_en", "31/12/2099 23:30"))
		cmstest.WantStatus(t, r, 303)
		if n := f.e.CountRows(t, "proyectos", "titulo", "Tienda "+c.stored); n != 1 {
			t.Fatalf("%q not stored", c.typed)
		}
		page := f.b.GetJSON(r.Header.Get("Location"))
		if !strings.Contains(page.Body, `name="fecha" value="`+c.shown+`"`) || !strings.Contains(page.Body, `name="despublicar_en" value="31/12/2099 23:30"`) {
			t.Fatalf("%q not shown back as %s", c.typed, c.shown)
		}
	}

	r := f.b.PostForm("/admin/proyectos/nuevo", cmstest.Form("titulo", "Mal", "estado", "publicado", "fecha", "15/03/2026", "publicar_en", "2026-13-01 10:00"))
	cmstest.WantStatus(t, r, 422)
	if got := cmstest.FieldErrors(r.Body); got["publicar_en"] != cms.MsgDateTimeInvalid || !strings.Contains(r.Body, `value="2026-13-01 10:00"`) {
		t.Fatalf("field messages %v", got)
	}
}
