package pageblocks_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/pageblocks"
)

// spanishBlocks has a block of every type.
const spanishBlocks = `[
{"tipo":"texto","html":"<p>Hola</p>"},
{"tipo":"imagen","archivo":"contenido/a.jpg","alt":"Oficina","pie":"Madrid"},
{"tipo":"galeria","imagenes":[{"archivo":"contenido/b.jpg","alt":"Equipo"},{"archivo":"contenido/c.jpg","alt":"Taller"}]},
{"tipo":"boton","texto":"Escríbanos","enlace":"/contacto"},
{"tipo":"testimonios","cantidad":3,"categoria":9007199254740993},
{"tipo":"clientes","cantidad":6},
{"tipo":"preguntas","categoria":4},
{"tipo":"proyectos","cantidad":3},
{"tipo":"formulario_contacto","texto":"Hablemos"},
{"tipo":"video","url":"https://youtu.be/abcdefgh","titulo":"Visita"}]`

// TestSegments: the texts of every block type are listed in order with their form names, each with
// the translation's text where its block at the same position has the same type; a Spanish page
// that changed since (a block added, removed, reordered, of another type) leaves the rest empty.
func TestSegments(t *testing.T) {
	all := "bloques_1_html=<p>Hola</p>|, bloques_2_alt=Oficina|, bloques_2_pie=Madrid|, bloques_3_alt_1=Equipo|, bloques_3_alt_2=Taller|, " +
		"bloques_4_texto=Escríbanos|, bloques_4_enlace=/contacto|, bloques_9_texto=Hablemos|, bloques_10_titulo=Visita|"
	cases := []struct {
		name, source, translated, want string // want: name=Spanish|translation, ...
	}{
		{"every type, no translation", spanishBlocks, "", all},
		{"no blocks", `[]`, `[{"tipo":"texto","html":"<p>Hi</p>"}]`, ""},
		{"null", `null`, "", ""},
		{"same structure", `[{"tipo":"texto","html":"<p>Hola</p>"},{"tipo":"boton","texto":"Ver","enlace":"/a"}]`,
			`[{"tipo":"texto","html":"<p>Hi</p>"},{"tipo":"boton","texto":"See","enlace":"/en/a"}]`,
			"bloques_1_html=<p>Hola</p>|<p>Hi</p>, bloques_2_texto=Ver|See, bloques_2_enlace=/a|/en/a"},
		{"block added at the end", `[{"tipo":"texto","html":"<p>Hola</p>"},{"tipo":"video","url":"https://youtu.be/abcdefgh","titulo":"Visita"}]`,
			`[{"tipo":"texto","html":"<p>Hi</p>"}]`, "bloques_1_html=<p>Hola</p>|<p>Hi</p>, bloques_2_titulo=Visita|"},
		{"block removed", `[{"tipo":"texto","html":"<p>Hola</p>"}]`,
			`[{"tipo":"texto","html":"<p>Hi</p>"},{"tipo":"video","url":"https://youtu.be/abcdefgh","titulo":"Tour"}]`, "bloques_1_html=<p>Hola</p>|<p>Hi</p>"},
		{"reordered", `[{"tipo":"boton","texto":"Ver","enlace":"/a"},{"tipo":"texto","html":"<p>Hola</p>"}]`,
			`[{"tipo":"texto","html":"<p>Hi</p>"},{"tipo":"boton","texto":"See","enlace":"/a"}]`,
			"bloques_1_texto=Ver|, bloques_1_enlace=/a|, bloques_2_html=<p>Hola</p>|"},
		{"type changed", `[{"tipo":"formulario_contacto","texto":"Hablemos"}]`, `[{"tipo":"boton","texto":"Talk","enlace":"/contacto"}]`,
			"bloques_1_texto=Hablemos|"},
		{"gallery gained an image", `[{"tipo":"galeria","imagenes":[{"archivo":"contenido/b.jpg","alt":"Equipo"},{"archivo":"contenido/c.jpg","alt":"Taller"}]}]`,
			`[{"tipo":"galeria","imagenes":[{"archivo":"contenido/b.jpg","alt":"Team"}]}]`, "bloques_1_alt_1=Equipo|Team, bloques_1_alt_2=Taller|"},
		{"translation unreadable", `[{"tipo":"texto","html":"<p>Hola</p>"}]`, `[{"tipo":`, "bloques_1_html=<p>Hola</p>|"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var got []string
			for _, s := range pageblocks.Segments([]byte(c.source), []byte(c.translated)) {
				got = append(got, s.Name("bloques")+"="+s.Source+"|"+s.Value)
			}
			if strings.Join(got, ", ") != c.want {
				t.Errorf("segments\n got %s\nwant %s", strings.Join(got, ", "), c.want)
			}
		})
	}
}

// TestTranslate: the translation's blocks are the Spanish ones — order, types, files, settings —
// with the typed texts in place of every text; an optional text left empty is left out; the result
// passes the page's check.
func TestTranslate(t *testing.T) {
	texts := map[string]string{"bloques_1_html": "<p>Hi</p>", "bloques_2_alt": "Office", "bloques_2_pie": "", "bloques_3_alt_1": "Team",
		"bloques_3_alt_2": "Workshop", "bloques_4_texto": "Write to us", "bloques_4_enlace": "/en/contact", "bloques_9_texto": "", "bloques_10_titulo": "Tour"}
	blocks, err := pageblocks.Translate([]byte(spanishBlocks), func(s pageblocks.Segment) string { return texts[s.Name("bloques")] })
	if err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(blocks)
	if err != nil {
		t.Fatal(err)
	}
	want := `[{"html":"\u003cp\u003eHi\u003c/p\u003e","tipo":"texto"},{"alt":"Office","archivo":"contenido/a.jpg","tipo":"imagen"},` +
		`{"imagenes":[{"alt":"Team","archivo":"contenido/b.jpg"},{"alt":"Workshop","archivo":"contenido/c.jpg"}],"tipo":"galeria"},` +
		`{"enlace":"/en/contact","texto":"Write to us","tipo":"boton"},{"cantidad":3,"categoria":9007199254740993,"tipo":"testimonios"},{"cantidad":6,"tipo":"clientes"},` +
		`{"categoria":4,"tipo":"preguntas"},{"cantidad":3,"tipo":"proyectos"},{"tipo":"formulario_contacto"},{"tipo":"video","titulo":"Tour","url":"https://youtu.be/abcdefgh"}]`
	if string(data) != want {
		t.Fatalf("translated blocks\n got %s\nwant %s", data, want)
	}
	if _, err := pageblocks.Parse(data); err != nil {
		t.Fatalf("the translated blocks do not pass the page's check: %v", err)
	}
	for _, empty := range []string{"", "null", "[]"} {
		if got, err := pageblocks.Translate([]byte(empty), func(pageblocks.Segment) string { return "x" }); err != nil || fmt.Sprint(got) != "[]" {
			t.Errorf("Translate(%q) = %v, %v", empty, got, err)
		}
	}
	if _, err := pageblocks.Translate([]byte(`[{"tipo":`), func(pageblocks.Segment) string { return "" }); err == nil {
		t.Error("Spanish blocks that do not parse gave no error")
	}
}

// TestTextKeys: every block type either has texts, or shows another module's.
func TestTextKeys(t *testing.T) {
	none := map[string]bool{pageblocks.TypeTestimonials: true, pageblocks.TypeClients: true, pageblocks.TypeFAQ: true, pageblocks.TypeProjects: true}
	for _, k := range pageblocks.Kinds() {
		if got := len(pageblocks.TextKeys(k.Type)) > 0; got == none[k.Type] {
			t.Errorf("%s: has texts %v", k.Type, got)
		}
	}
}
