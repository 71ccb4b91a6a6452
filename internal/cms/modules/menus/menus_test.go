package menus_test

import (
	"fmt"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/modules/menus"
)

func itemForm(kv ...string) url.Values { return cmstest.Form(kv...) }

func TestMenuItems(t *testing.T) {
	for _, transport := range cmstest.Transports {
		t.Run(transport, func(t *testing.T) { testMenuItems(t, transport) })
	}
}

func testMenuItems(t *testing.T, transport string) {
	e := cmstest.New(t, transport)
	b := e.SignedInAdmin(t)
	page := e.InsertRows(t, "paginas", []map[string]any{{"titulo": "Quiénes somos", "slug": "quienes-somos"}})[0]
	doomed := e.InsertRows(t, "paginas", []map[string]any{{"titulo": "Temporal", "slug": "temporal"}})[0]
	cat := e.InsertRows(t, "categoria-servicios", []map[string]any{{"name": "Diseño"}})[0]
	content := e.InsertRows(t, "contenido", []map[string]any{{"titulo": "Noticia", "categoria": cat}})[0]
	top := e.InsertRows(t, "menus", []map[string]any{{"ubicacion": "cabecera", "etiqueta": "Empresa", "tipo": "sitio", "destino": "inicio", "orden": 1}})[0]
	child := e.InsertRows(t, "menus", []map[string]any{{"ubicacion": "cabecera", "padre": top, "etiqueta": "Sub", "tipo": "sitio", "destino": "clientes", "orden": 1}})[0]

	cases := []struct {
		name   string
		form   url.Values
		fields map[string]string
	}{
		{"no label", itemForm("ubicacion", "cabecera", "tipo", "sitio", "destino_sitio", "inicio"), map[string]string{"etiqueta": menus.MsgEtiquetaNeeded}},
		{"unknown menu", itemForm("ubicacion", "lateral", "etiqueta", "x", "tipo", "sitio", "destino_sitio", "inicio"), map[string]string{"ubicacion": menus.MsgMenuInvalid}},
		{"no kind", itemForm("ubicacion", "pie", "etiqueta", "x"), map[string]string{"tipo": menus.MsgTipoInvalid}},
		{"page that does not exist", itemForm("ubicacion", "pie", "etiqueta", "x", "tipo", "pagina", "destino_pagina", "999"), map[string]string{"destino_pagina": menus.MsgPageNeeded}},
		{"category that does not exist", itemForm("ubicacion", "pie", "etiqueta", "x", "tipo", "categoria", "destino_categoria", "999"), map[string]string{"destino_categoria": menus.MsgCategoryNeeded}},
		{"content that does not exist", itemForm("ubicacion", "pie", "etiqueta", "x", "tipo", "contenido", "destino_contenido", "999"), map[string]string{"destino_contenido": menus.MsgContentNeeded}},
		{"unknown site page", itemForm("ubicacion", "pie", "etiqueta", "x", "tipo", "sitio", "destino_sitio", "nada"), map[string]string{"destino_sitio": menus.MsgSitePageInvalid}},
		{"javascript address", itemForm("ubicacion", "pie", "etiqueta", "x", "tipo", "externo", "destino_externo", "javascript:alert(1)"), map[string]string{"destino_externo": menus.MsgExternalInvalid}},
		{"relative address as external", itemForm("ubicacion", "pie", "etiqueta", "x", "tipo", "externo", "destino_externo", "/clientes"), map[string]string{"destino_externo": menus.MsgExternalInvalid}},
		{"third level", itemForm("ubicacion", "cabecera", "padre", fmt.Sprint(child), "etiqueta", "x", "tipo", "sitio", "destino_sitio", "inicio"), map[string]string{"padre": menus.MsgParentInvalid}},
		{"parent in the other menu", itemForm("ubicacion", "pie", "padre", fmt.Sprint(top), "etiqueta", "x", "tipo", "sitio", "destino_sitio", "inicio"), map[string]string{"padre": menus.MsgParentInvalid}},
	}
	before := e.CountRows(t, "menus", "", nil)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := b.PostForm("/admin/menus/nuevo", c.form)
			cmstest.WantStatus(t, r, 422)
			if got := cmstest.FieldErrors(r.Body); fmt.Sprint(got) != fmt.Sprint(c.fields) {
				t.Fatalf("field messages %v, want %v", got, c.fields)
			}
			if l := c.form.Get("etiqueta"); l != "" && !strings.Contains(r.Body, `value="`+l+`"`) {
				t.Fatal("label not kept")
			}
			if e.CountRows(t, "menus", "", nil) != before {
				t.Fatal("a refused item was stored")
			}
		})
	}

	// Every kind of target is accepted; new items go to the end of their level.
	for _, f := range []url.Values{
		itemForm("ubicacion", "cabecera", "etiqueta", "Nosotros", "tipo", "pagina", "destino_pagina", fmt.Sprint(page)),
		itemForm("ubicacion", "cabecera", "etiqueta", "Diseño", "tipo", "categoria", "destino_categoria", fmt.Sprint(cat)),
		itemForm("ubicacion", "cabecera", "padre", fmt.Sprint(top), "etiqueta", "La noticia", "tipo", "contenido", "destino_contenido", fmt.Sprint(content)),
		itemForm("ubicacion", "pie", "etiqueta", "Temporal", "tipo", "pagina", "destino_pagina", fmt.Sprint(doomed)),
		itemForm("ubicacion", "pie", "etiqueta", "LinkedIn", "tipo", "externo", "destino_externo", "https://www.linkedin.com/company/x"),
	} {
		r := b.PostForm("/admin/menus/nuevo", f)
		cmstest.WantStatus(t, r, 303)
		// The editor stays on the new item's form, the message at the top.
		at := r.Header.Get("Location")
		if !regexp.MustCompile(`^/admin/menus/\d+$`).MatchString(at) {
			t.Fatalf("saving went to %q, not to the item", at)
		}
		if form := cmstest.UnescapeHTML(b.GetJSON(at).Body); !strings.Contains(form, `<p class="flash" role="status">Elemento guardado.</p>`) ||
			!strings.Contains(form, `value="`+f.Get("etiqueta")+`"`) || !strings.Contains(form, `id="eliminar"`) {
			t.Fatalf("the saved item's form: %s", form)
		}
	}
	// The content is offered by its title, grouped by its category; a stored one keeps its choice.
	form := cmstest.UnescapeHTML(b.GetJSON("/admin/menus/nuevo").Body)
	if !regexp.MustCompile(`<optgroup label="Diseño">\s*<option value="` + fmt.Sprint(content) + `">Noticia</option>`).MatchString(form) {
		t.Fatalf("the content is not offered by title in its category: %s", form)
	}
	// A deleted target is flagged in the admin.
	if n := e.CountRows(t, "paginas", "id", doomed); n != 1 {
		t.Fatal("setup")
	}
	c := e.Svc.Client()
	if err := c.From("paginas", c.Service()).Eq("id", doomed).Delete(t.Context(), nil); err != nil {
		t.Fatal(err)
	}
	list := b.GetJSON("/admin/menus/")
	cmstest.WantStatus(t, list, 200)
	for _, want := range []string{"Menú de cabecera", "Menú del pie", "<strong>Nosotros</strong>", "<small class=\"menu-target\">Una página: «Quiénes somos»</small>",
		"<small class=\"menu-target\">Un contenido: «Noticia»</small>", "<small class=\"menu-target\">Una página</small>",
		"<small class=\"menu-target\">/servicios/", "<small class=\"menu-target\">https://www.linkedin.com/company/x</small>"} {
		if !strings.Contains(list.Body, want) {
			t.Fatalf("list lacks %q: %s", want, list.Body)
		}
	}
	if strings.Count(list.Body, "Destino eliminado o no publicado") != 1 {
		t.Fatalf("the deleted target is not flagged once: %s", list.Body)
	}

	// Order: "Empresa", "Nosotros", "Diseño" at the top level of the header; move "Diseño" up.
	order := func() string {
		var rows []struct {
			Etiqueta string `json:"etiqueta"`
		}
		if _, err := c.From("menus", c.Service()).Select("etiqueta").Eq("ubicacion", "cabecera").Filter("padre", "is", "null").
			Order("orden", false).Order("id", false).Get(t.Context(), &rows); err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, r := range rows {
			out = append(out, r.Etiqueta)
		}
		return strings.Join(out, ",")
	}
	if got := order(); got != "Empresa,Nosotros,Diseño" {
		t.Fatalf("order %s", got)
	}
	var ids []struct {
		ID       int64  `json:"id"`
		Etiqueta string `json:"etiqueta"`
	}
	if _, err := c.From("menus", c.Service()).Select("id,etiqueta").Eq("ubicacion", "cabecera").Filter("padre", "is", "null").Order("orden", false).Get(t.Context(), &ids); err != nil {
		t.Fatal(err)
	}
	cmstest.WantStatus(t, b.PostForm(fmt.Sprintf("/admin/menus/%d/mover", ids[2].ID), itemForm("direccion", "subir")), 303)
	if got := order(); got != "Empresa,Diseño,Nosotros" {
		t.Fatalf("after moving up: %s", got)
	}
	// The drag and drop's order: the whole level, in the new order; any other set is refused.
	dnd := itemForm("ubicacion", "cabecera", "padre", "")
	for _, i := range []int{2, 0, 1} {
		dnd.Add("id", fmt.Sprint(ids[i].ID))
	}
	cmstest.WantStatus(t, b.PostForm("/admin/menus/orden", dnd), 303)
	if got := order(); got != "Diseño,Empresa,Nosotros" {
		t.Fatalf("after drag and drop: %s", got)
	}
	partial := itemForm("ubicacion", "cabecera", "padre", "", "id", fmt.Sprint(ids[0].ID))
	cmstest.WantStatus(t, b.PostForm("/admin/menus/orden", partial), 409)

	// Deleting an item deletes the items under it.
	cmstest.WantStatus(t, b.PostForm(fmt.Sprintf("/admin/menus/%d/eliminar", top), cmstest.Form()), 303)
	if e.CountRows(t, "menus", "padre", top) != 0 || e.CountRows(t, "menus", "id", top) != 0 {
		t.Fatal("the item or its children are left")
	}

	// A role without the view gets 403.
	e.Account(t, "editor@example.com", "Editor", false, nil)
	cmstest.WantStatus(t, e.Browser(t).SignIn("editor@example.com").GetJSON("/admin/menus/"), 403)
}
