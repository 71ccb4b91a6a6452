package theme_test

import (
	"archive/zip"
	"bytes"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/theme"
)

var pages = []string{"home", "faq"}

const manifest = `{"name": "claro", "version": "1.0.0", "description": "Claro.", "overrides": ["home"],
 "options": [{"id": "portada", "label": "Portada", "kind": "select", "values": ["texto", "banda"], "default": "texto"},
             {"id": "oscuro", "label": "Secciones oscuras", "kind": "boolean", "default": "false"},
             {"id": "fondo", "label": "Fondo", "kind": "colour", "default": "#ffffff"}]}`

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

// A zip of the theme's folder loads like the folder; the options keep allowed values only.
func TestLoadZipAndOptions(t *testing.T) {
	data := zipOf(t, map[string]string{"claro/theme.json": manifest, "claro/templates/home.html": `{{define "main"}}<h1>Hola</h1>{{end}}`,
		"claro/static/claro.css": "body { color: #111; }"})
	th, probs := theme.LoadZip(data, pages)
	if len(probs) > 0 || th == nil {
		t.Fatalf("problems: %v", probs)
	}
	if th.Name != "claro" || th.Templates["home"] == "" || string(th.Static["claro.css"]) == "" || th.Hash == "" {
		t.Errorf("theme: %+v", th)
	}
	got := th.Values(map[string]string{"portada": "banda", "oscuro": "true", "fondo": "rojo", "otra": "x"})
	want := map[string]any{"portada": "banda", "oscuro": true, "fondo": "#ffffff"}
	if len(got) != len(want) {
		t.Fatalf("values: %v", got)
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("value %s: got %v, want %v", k, got[k], v)
		}
	}
}

// Each structural fault is its own problem.
func TestLoadProblems(t *testing.T) {
	tests := []struct {
		name  string
		files map[string]string
		want  string
	}{
		{"no manifest", map[string]string{"templates/home.html": "x"}, "theme.json: theme.json: missing"},
		{"bad option", map[string]string{"theme.json": strings.Replace(manifest, `"default": "texto"`, `"default": "otra"`, 1),
			"templates/home.html": "x"}, "a select needs two or more values and a default among them"},
		{"template not listed", map[string]string{"theme.json": manifest, "templates/home.html": "x", "templates/faq.html": "x"},
			"templates/faq.html: a template for a page type the manifest does not list"},
		{"override without template", map[string]string{"theme.json": manifest}, "templates/home.html: listed in overrides but missing"},
		{"stray file", map[string]string{"theme.json": manifest, "templates/home.html": "x", "notas.md": "x"}, "notas.md: only theme.json"},
		{"font file type", map[string]string{"theme.json": manifest, "templates/home.html": "x", "static/f.ttf": "x"}, "file type not allowed: f.ttf"},
		{"svg script", map[string]string{"theme.json": manifest, "templates/home.html": "x", "static/a.svg": `<svg onload="x()"></svg>`}, "themes carry no code"},
		{"not a zip", nil, "not a usable theme archive"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			data := []byte("no es un zip")
			if tt.files != nil {
				data = zipOf(t, tt.files)
			}
			_, probs := theme.LoadZip(data, pages)
			var all []string
			for _, p := range probs {
				all = append(all, p.English())
			}
			if !strings.Contains(strings.Join(all, "\n"), tt.want) {
				t.Errorf("want %q among %q", tt.want, all)
			}
		})
	}
}

// An installed theme is listed after the built-in ones, and found again by a new library on the
// same folder; a built-in name cannot be taken.
func TestLibraryInstall(t *testing.T) {
	dir := t.TempDir()
	base, _ := theme.LoadZip(zipOf(t, map[string]string{"theme.json": strings.NewReplacer(`"claro"`, `"base"`, `"overrides": ["home"]`, `"overrides": []`).Replace(manifest)}), pages)
	lib, _, err := theme.NewLibrary(dir, pages, base)
	if err != nil {
		t.Fatal(err)
	}
	th, probs := theme.LoadZip(zipOf(t, map[string]string{"theme.json": manifest, "templates/home.html": "x"}), pages)
	if len(probs) > 0 {
		t.Fatal(probs)
	}
	if err := lib.Install(th); err != nil {
		t.Fatal(err)
	}
	if err := lib.Install(th); err != nil { // a new version replaces the former
		t.Fatal(err)
	}
	if err := lib.Install(base); err != theme.ErrBuiltinName {
		t.Errorf("install over a built-in: %v", err)
	}
	again, refused, err := theme.NewLibrary(dir, pages, base)
	if err != nil || len(refused) > 0 {
		t.Fatal(err, refused)
	}
	var names []string
	for _, x := range again.List() {
		names = append(names, x.Name)
	}
	if strings.Join(names, ",") != "base,claro" || again.Get("claro").Hash != th.Hash {
		t.Errorf("listed %v", names)
	}
}
