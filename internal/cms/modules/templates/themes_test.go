package templates_test

import (
	"archive/zip"
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
	"github.com/vitrina/vitrina/internal/cms/modules/templates"
)

func zipOf(t *testing.T, files map[string]string) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for name, body := range files {
		w, err := zw.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		_, _ = w.Write([]byte(body))
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// Apariencia lists the themes, saves the chosen one with its options (refusing values it does not
// offer), previews it unsaved, and installs an uploaded theme only when it passes the check.
func TestThemes(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	page := b.GetJSON("/admin/templates/")
	cmstest.WantStatus(t, page, 200)
	for _, want := range []string{`name="tema" value="base" checked`, `name="tema" value="editorial"`, `name="opcion-editorial-portada"`, `id="tema-form"`} {
		if !strings.Contains(page.Body, want) {
			t.Fatalf("page lacks %q", want)
		}
	}

	r := b.PostForm("/admin/templates/", settingsForm("tema", "editorial", "opcion-editorial-portada", "otra"))
	cmstest.WantStatus(t, r, 422)
	if !strings.Contains(r.Body, `<p class="field-error" id="e-opcion-editorial-portada">Elija un valor de la lista para «Portada».</p>`) {
		t.Fatalf("no option message: %s", r.Body)
	}
	r = b.PostForm("/admin/templates/", settingsForm("tema", "desconocido"))
	cmstest.WantStatus(t, r, 422)
	if !strings.Contains(r.Body, templates.MsgThemeUnknown) {
		t.Fatal("unknown theme accepted")
	}

	chosen := settingsForm("tema", "editorial", "opcion-editorial-portada", "banda", "opcion-editorial-tarjetas", "sombra",
		"opcion-editorial-cabecera", "centrada", "opcion-editorial-secciones_oscuras", "on", "opcion-editorial-color_filete", "#a08c64", "opcion-editorial-fondo", "blanco")
	preview := chosen
	preview.Set("accion", "vista-previa")
	r = b.PostForm("/admin/templates/", preview)
	cmstest.WantStatus(t, r, 200)
	if !strings.Contains(r.Body, `<body class="theme-editorial portada-banda tarjetas-sombra cabecera-centrada fondo-blanco secciones_oscuras">`) ||
		!strings.Contains(r.Body, `href="/temas/editorial/editorial.css?v=`) {
		t.Fatalf("preview is not the theme's: %s", r.Body)
	}
	if e.CountRows(t, "ajustes_sitio", "", nil) != 0 {
		t.Fatal("the preview stored the settings")
	}
	preview.Del("accion")
	cmstest.WantStatus(t, b.PostForm("/admin/templates/", chosen), 303)
	var rows []struct {
		Tema         string            `json:"tema"`
		TemaOpciones map[string]string `json:"tema_opciones"`
	}
	c := e.Svc.Client()
	if _, err := c.From("ajustes_sitio", c.Service()).Select("tema,tema_opciones").Get(t.Context(), &rows); err != nil {
		t.Fatal(err)
	}
	got, _ := json.Marshal(rows)
	if string(got) != `[{"tema":"editorial","tema_opciones":{"cabecera":"centrada","color_filete":"#a08c64","fondo":"blanco","portada":"banda","secciones_oscuras":"true","tarjetas":"sombra"}}]` {
		t.Fatalf("stored %s", got)
	}
	if page := b.GetJSON("/admin/templates/").Body; !strings.Contains(page, `name="tema" value="editorial" checked`) ||
		!strings.Contains(page, `name="opcion-editorial-secciones_oscuras" checked`) {
		t.Fatal("the form does not show the stored theme")
	}

	manifest := `{"name": "sobrio", "version": "0.1.0", "description": "Sobrio y oscuro.", "overrides": []}`
	r = b.PostMultipart("/admin/templates/temas", nil, "tema_zip", "sobrio.zip", zipOf(t, map[string]string{"theme.json": manifest, "static/app.js": "alert(1)"}))
	cmstest.WantStatus(t, r, 422)
	if !strings.Contains(r.Body, "static/app.js: Los temas no pueden llevar código: app.js.") || !strings.Contains(r.Body, templates.MsgThemeRefused) {
		t.Fatalf("refusal: %s", r.Body)
	}
	if strings.Contains(b.GetJSON("/admin/templates/").Body, `value="sobrio"`) {
		t.Fatal("a refused theme is offered")
	}
	r = b.PostMultipart("/admin/templates/temas", nil, "tema_zip", "sobrio.zip", zipOf(t, map[string]string{"sobrio/theme.json": manifest, "sobrio/static/sobrio.css": "body { background: #111; color: #eee; }"}))
	cmstest.WantStatus(t, r, 303)
	if page := b.GetJSON("/admin/templates/").Body; !strings.Contains(page, `name="tema" value="sobrio"`) || !strings.Contains(page, "Sobrio y oscuro.") {
		t.Fatal("the installed theme is not offered")
	}
	r = b.PostMultipart("/admin/templates/temas", nil, "tema_zip", "base.zip", zipOf(t, map[string]string{"theme.json": strings.ReplaceAll(manifest, "sobrio", "base")}))
	cmstest.WantStatus(t, r, 422)

	e.Account(t, "editor@example.com", "Editor", false, nil)
	cmstest.WantStatus(t, e.Browser(t).SignIn("editor@example.com").PostMultipart("/admin/templates/temas", nil, "tema_zip", "sobrio.zip", []byte("x")), 403)
}
