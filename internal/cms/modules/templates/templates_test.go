package templates_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/modules/templates"
	"github.com/vitrina/vitrina/internal/records"
)

func settingsForm(kv ...string) url.Values {
	f := cmstest.Form("nombre_sitio", "Altamar", "color_primario", "#102a43", "color_acento", "#0b5394", "fuente", "sistema")
	for i := 0; i+1 < len(kv); i += 2 {
		f.Set(kv[i], kv[i+1])
	}
	return f
}

func TestAppearance(t *testing.T) {
	for _, transport := range cmstest.Transports {
		t.Run(transport, func(t *testing.T) { testAppearance(t, transport) })
	}
}

func testAppearance(t *testing.T, transport string) {
	e := cmstest.New(t, transport)
	b := e.SignedInAdmin(t)
	cases := []struct {
		name   string
		form   url.Values
		fields map[string]string
	}{
		{"primary too light", settingsForm("color_primario", "#7fb3d5"),
			map[string]string{"color_primario": "El color principal #7fb3d5 con texto blanco tiene un contraste de 2,26:1; WCAG AA pide al menos 4,5:1. Elija un color más oscuro."}},
		{"accent just below AA", settingsForm("color_acento", "#808080"),
			map[string]string{"color_acento": "El color de acento #808080 con texto blanco tiene un contraste de 3,95:1; WCAG AA pide al menos 4,5:1. Elija un color más oscuro."}},
		{"colour not #rrggbb", settingsForm("color_primario", "azul"), map[string]string{"color_primario": templates.MsgColourFormat}},
		{"unknown font", settingsForm("fuente", "comic"), map[string]string{"fuente": templates.MsgFontInvalid}},
		{"bad e-mail", settingsForm("email", "hola@"), map[string]string{"email": templates.MsgEmailInvalid}},
		{"map link not http", settingsForm("mapa_url", "javascript:alert(1)"), map[string]string{"mapa_url": templates.MsgMapURLInvalid}},
		{"social line without address", settingsForm("redes", "LinkedIn | https://www.linkedin.com/x\nTwitter"), map[string]string{"redes": fmt.Sprintf(templates.MsgSocialInvalid, 2)}},
		{"name too long", settingsForm("nombre_sitio", strings.Repeat("a", 81)), map[string]string{"nombre_sitio": fmt.Sprintf(templates.MsgTooLong, 80)}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := b.PostForm("/admin/templates/", c.form)
			cmstest.WantStatus(t, r, 422)
			if got := cmstest.FieldErrors(r.Body); fmt.Sprint(got) != fmt.Sprint(c.fields) {
				t.Fatalf("field messages %v, want %v", got, c.fields)
			}
			if !strings.Contains(r.Body, `value="`+c.form.Get("nombre_sitio")+`"`) {
				t.Fatal("input not kept")
			}
			if e.CountRows(t, "ajustes_sitio", "", nil) != 0 {
				t.Fatal("refused settings were stored")
			}
		})
	}

	// Saved, with a logo checked from its bytes; a second save keeps the logo.
	ok := settingsForm("color_primario", "#22543d", "email", "hola@altamar.example", "redes", "LinkedIn | https://www.linkedin.com/company/altamar")
	r := b.PostMultipart("/admin/templates/", ok, "logo", "Logo Altamar.png", cmstest.PNGBytes(t))
	cmstest.WantStatus(t, r, 303)
	cmstest.WantStatus(t, b.PostForm("/admin/templates/", ok), 303)
	st, err := records.ReadSettings(context.Background(), e.Svc.Client())
	if err != nil {
		t.Fatal(err)
	}
	if st.ColorPrimario != "#22543d" || st.Logo == nil || *st.Logo != "sitio/Logo_Altamar.png" || len(st.Redes) != 1 || *st.Email != "hola@altamar.example" ||
		st.MostrarEquipo {
		t.Fatalf("stored settings %+v", st)
	}
	// The public team page is turned on with its box, and the form shows it checked.
	ok.Set("mostrar_equipo", "on")
	cmstest.WantStatus(t, b.PostForm("/admin/templates/", ok), 303)
	if st, err := records.ReadSettings(context.Background(), e.Svc.Client()); err != nil || !st.MostrarEquipo {
		t.Fatalf("team page not turned on: %+v %v", st, err)
	}
	if !strings.Contains(b.GetJSON("/admin/templates/").Body, `id="mostrar-equipo" checked`) {
		t.Fatal("the form does not show the team page on")
	}
	ok.Del("mostrar_equipo")
	// A logo that is not an image is refused from its bytes.
	r = b.PostMultipart("/admin/templates/", ok, "logo", "logo.png", []byte("<script>alert(1)</script>"))
	if r.Status < 400 || cmstest.FieldErrors(r.Body)["logo"] == "" {
		t.Fatalf("a fake logo: %d %v", r.Status, cmstest.FieldErrors(r.Body))
	}

	// A page's blocks saved as a template; a new page starts from it.
	blocks := `[{"tipo":"texto","html":"<p>Plantilla</p>"},{"tipo":"formulario_contacto"}]`
	page := e.InsertRows(t, "paginas", []map[string]any{{"titulo": "Servicio", "slug": "servicio", "bloques": json.RawMessage(blocks)}})[0]
	r = b.PostForm("/admin/templates/plantillas", cmstest.Form("plantilla_nombre", "", "plantilla_pagina", fmt.Sprint(page)))
	cmstest.WantStatus(t, r, 422)
	if cmstest.FieldErrors(r.Body)["plantilla_nombre"] != templates.MsgTemplateName {
		t.Fatalf("template without a name: %v", cmstest.FieldErrors(r.Body))
	}
	cmstest.WantStatus(t, b.PostForm("/admin/templates/plantillas", cmstest.Form("plantilla_nombre", "Página de servicio", "plantilla_pagina", fmt.Sprint(page))), 303)
	list := b.GetJSON("/admin/templates/")
	ids := cmstest.RowIDs(list.Body)
	if len(ids) != 1 || !strings.Contains(list.Body, "Página de servicio") {
		t.Fatalf("templates: %s", list.Body)
	}
	start := b.GetJSON("/admin/pages/nuevo?plantilla=" + ids[0])
	cmstest.WantStatus(t, start, 200)
	if !strings.Contains(start.Body, `name="b0_tipo" value="texto"`) || !strings.Contains(start.Body, `name="b1_tipo" value="formulario_contacto"`) {
		t.Fatalf("the new page does not start from the template: %s", start.Body)
	}
	cmstest.WantStatus(t, b.PostForm("/admin/templates/plantillas/"+ids[0]+"/eliminar", cmstest.Form()), 303)
	if e.CountRows(t, "plantillas", "", nil) != 0 {
		t.Fatal("template not deleted")
	}

	e.Account(t, "editor@example.com", "Editor", false, nil)
	cmstest.WantStatus(t, e.Browser(t).SignIn("editor@example.com").GetJSON("/admin/templates/"), 403)
}

// TestAppearancePreview: "Vista previa" answers the home page as the site would show it with the
// unsaved settings (name, texts, a theme stylesheet of the typed colours), and stores nothing; a
// refused colour is refused there too.
func TestAppearancePreview(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	r := b.PostForm("/admin/templates/", settingsForm("accion", "vista-previa", "nombre_sitio", "Altamar Preview", "color_primario", "#22543d",
		"texto_cabecera", "Probando", "direccion", "Calle Mayor 1"))
	cmstest.WantStatus(t, r, 200)
	for _, want := range []string{"<title>Altamar Preview | Inicio</title>", `<p class="tagline">Probando</p>`, "<span>Calle Mayor 1</span>",
		`href="/tema-vista-previa.css?a=%230b5394&amp;f=sistema&amp;p=%2322543d"`} {
		if !strings.Contains(r.Body, want) {
			t.Fatalf("preview lacks %q: %s", want, r.Body)
		}
	}
	if e.CountRows(t, "ajustes_sitio", "", nil) != 0 {
		t.Fatal("the preview stored the settings")
	}
	cmstest.WantStatus(t, b.PostForm("/admin/templates/", settingsForm("accion", "vista-previa", "color_acento", "#ffff00")), 422)
}
