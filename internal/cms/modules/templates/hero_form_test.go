package templates_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/modules/templates"
	"github.com/vitrina/vitrina/internal/heroform"
	"github.com/vitrina/vitrina/internal/records"
)

// TestAppearanceHero: the «Portada» section refuses, field by field and keeping what was typed, a
// button without its text or link, a link that is not a path of the site or an http(s) address and
// texts past their bounds; it saves the hero with an uploaded picture and its alternative text, and
// takes the picture away with its box.
func TestAppearanceHero(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	cases := []struct {
		name   string
		kv     []string
		fields map[string]string
	}{
		{"javascript link", []string{"portada_boton1_texto", "Hablemos", "portada_boton1_enlace", "javascript:alert(1)"},
			map[string]string{"portada_boton1_enlace": heroform.MsgLink}},
		{"protocol-relative link", []string{"portada_boton2_texto", "Ver más", "portada_boton2_enlace", "//otro.example"},
			map[string]string{"portada_boton2_enlace": heroform.MsgLink}},
		{"button without link", []string{"portada_boton1_texto", "Hablemos"}, map[string]string{"portada_boton1_enlace": templates.MsgHeroLinkMissing}},
		{"link without text", []string{"portada_boton2_enlace", "/contacto"}, map[string]string{"portada_boton2_texto": templates.MsgHeroLabelMissing}},
		{"headline too long", []string{"portada_titulo", strings.Repeat("a", heroform.MaxTitle+1)},
			map[string]string{"portada_titulo": fmt.Sprintf(templates.MsgTooLong, heroform.MaxTitle)}},
		{"text too long", []string{"portada_texto", strings.Repeat("a", heroform.MaxText+1)},
			map[string]string{"portada_texto": fmt.Sprintf(templates.MsgTooLong, heroform.MaxText)}},
		{"button text on two lines", []string{"portada_boton1_texto", "Hable\ncon nosotros", "portada_boton1_enlace", "/contacto"},
			map[string]string{"portada_boton1_texto": templates.MsgOneLine}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			form := settingsForm(append([]string{"portada_titulo", "Nuevo titular"}, c.kv...)...)
			r := b.PostForm("/admin/templates/", form)
			cmstest.WantStatus(t, r, 422)
			if got := cmstest.FieldErrors(r.Body); fmt.Sprint(got) != fmt.Sprint(c.fields) {
				t.Fatalf("field messages %v, want %v", got, c.fields)
			}
			for name := range c.fields { // the message is beside its field
				if !strings.Contains(r.Body, `aria-describedby="e-`+name+`"`) {
					t.Errorf("field %s is not tied to its message", name)
				}
			}
			for i := 0; i+1 < len(c.kv); i += 2 {
				if v := c.kv[i+1]; !strings.Contains(r.Body, v) && !strings.Contains(r.Body, `value="`+strings.ReplaceAll(v, "/", "&#47;")+`"`) {
					t.Errorf("%s not kept as typed", c.kv[i])
				}
			}
			if c.kv[0] != "portada_titulo" && !strings.Contains(r.Body, `value="Nuevo titular"`) {
				t.Error("the headline was not kept")
			}
			if e.CountRows(t, "ajustes_sitio", "", nil) != 0 {
				t.Fatal("refused settings were stored")
			}
		})
	}

	ok := settingsForm("portada_titulo", "Tecnología con oficio", "portada_texto", "Le ayudamos a crecer.",
		"portada_imagen_alt", "El equipo en una reunión", "portada_boton1_texto", "Hablemos", "portada_boton1_enlace", "/contacto",
		"portada_boton2_texto", "Proyectos", "portada_boton2_enlace", "https://altamar.example/proyectos")
	cmstest.WantStatus(t, b.PostMultipart("/admin/templates/", ok, "portada_imagen", "Portada.png", cmstest.PNGBytes(t)), 303)
	st, err := records.ReadSettings(context.Background(), e.Svc.Client())
	if err != nil {
		t.Fatal(err)
	}
	h := st.Hero
	if cmsDeref(h.PortadaImagen) != "sitio/Portada.png" || cmsDeref(h.PortadaImagenAlt) != "El equipo en una reunión" || cmsDeref(h.PortadaTitulo) != "Tecnología con oficio" ||
		cmsDeref(h.PortadaBoton1Enlace) != "/contacto" || cmsDeref(h.PortadaBoton2Enlace) != "https://altamar.example/proyectos" {
		t.Fatalf("stored hero %+v", h)
	}
	page := b.GetJSON("/admin/templates/").Body
	for _, want := range []string{`<legend>Portada</legend>`, `value="Tecnología con oficio"`, `alt="Imagen de portada actual"`, `name="portada_imagen_quitar"`,
		`data-media-picker="contenido" data-media-field="portada_imagen_biblioteca"`} {
		if !strings.Contains(page, want) {
			t.Errorf("the form lacks %q", want)
		}
	}
	// A save without a new picture keeps it; the box takes it away; emptied fields are null.
	cmstest.WantStatus(t, b.PostForm("/admin/templates/", ok), 303)
	if st, err = records.ReadSettings(context.Background(), e.Svc.Client()); err != nil || cmsDeref(st.PortadaImagen) != "sitio/Portada.png" {
		t.Fatalf("a save without a picture lost it: %+v %v", st.Hero, err)
	}
	ok.Set("portada_imagen_quitar", "on")
	ok.Set("portada_boton2_texto", "")
	ok.Set("portada_boton2_enlace", "")
	cmstest.WantStatus(t, b.PostForm("/admin/templates/", ok), 303)
	if st, err = records.ReadSettings(context.Background(), e.Svc.Client()); err != nil || st.PortadaImagen != nil || st.PortadaBoton2Texto != nil ||
		cmsDeref(st.PortadaBoton1Texto) != "Hablemos" {
		t.Fatalf("after removing the picture and the second button: %+v %v", st.Hero, err)
	}
	// «Vista previa» shows the typed hero, unsaved.
	r := b.PostForm("/admin/templates/", settingsForm("accion", "vista-previa", "portada_titulo", "Titular sin guardar",
		"portada_boton1_texto", "Pida cita", "portada_boton1_enlace", "/contacto"))
	cmstest.WantStatus(t, r, 200)
	for _, want := range []string{"<h1>Titular sin guardar</h1>", `<a class="cta" href="/contacto">Pida cita</a>`} {
		if !strings.Contains(r.Body, want) {
			t.Errorf("preview lacks %q", want)
		}
	}
}

func cmsDeref(p *string) string {
	if p == nil {
		return ""
	}
	return *p
}
