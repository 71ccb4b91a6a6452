package pageblocks_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/pageblocks"
)

// TestParse holds every block type's schema: what is accepted, and the Spanish message (naming the
// block by position and name) of what is refused.
func TestParse(t *testing.T) {
	cases := []struct {
		name, in, want string // want: "" accepted, else a part of the message
	}{
		{"empty list", `[]`, ""},
		{"null", `null`, ""},
		{"text", `[{"tipo":"texto","html":"<p>Hola</p>"}]`, ""},
		{"text empty", `[{"tipo":"texto","html":"  "}]`, "Bloque 1 (Texto): el texto está vacío."},
		{"text emptied in the editor", `[{"tipo":"texto","html":"<p><br></p>"}]`, "Bloque 1 (Texto): el texto está vacío."},
		{"text of spaces", `[{"tipo":"texto","html":"<p>&nbsp; </p><p></p>"}]`, "Bloque 1 (Texto): el texto está vacío."},
		{"text a picture", `[{"tipo":"texto","html":"<p><img src=\"/storage/v1/object/public/contenido/a.jpg\" alt=\"\"></p>"}]`, ""},
		{"image", `[{"tipo":"imagen","archivo":"contenido/imagenes/a.jpg","alt":"Oficina","pie":"Madrid"}]`, ""},
		{"image no alt", `[{"tipo":"imagen","archivo":"contenido/a.jpg","alt":""}]`, "Bloque 1 (Imagen): falta el texto alternativo"},
		{"image traversal", `[{"tipo":"imagen","archivo":"contenido/../x.jpg","alt":"a"}]`, "no es un archivo de la biblioteca"},
		{"image url", `[{"tipo":"imagen","archivo":"https://evil.example/a.jpg","alt":"a"}]`, "no es un archivo de la biblioteca"},
		{"gallery", `[{"tipo":"galeria","imagenes":[{"archivo":"contenido/a.jpg","alt":"A"},{"archivo":"contenido/b.jpg","alt":"B"}]}]`, ""},
		{"gallery empty", `[{"tipo":"galeria","imagenes":[]}]`, "Bloque 1 (Galería): una galería lleva entre 1 y 24 imágenes."},
		{"gallery bad item", `[{"tipo":"galeria","imagenes":[{"archivo":"contenido/a.jpg","alt":"A"},{"archivo":"contenido/b.jpg","alt":""}]}]`, "Bloque 1 (Galería): imagen 2: falta el texto alternativo"},
		{"button", `[{"tipo":"boton","texto":"Pida presupuesto","enlace":"/contacto"}]`, ""},
		{"button https", `[{"tipo":"boton","texto":"Ver","enlace":"https://example.com/x"}]`, ""},
		{"button javascript", `[{"tipo":"boton","texto":"Ver","enlace":"javascript:alert(1)"}]`, "Bloque 1 (Botón): el enlace debe ser"},
		{"button protocol-relative", `[{"tipo":"boton","texto":"Ver","enlace":"//evil.example"}]`, "el enlace debe ser"},
		{"button no text", `[{"tipo":"boton","texto":"","enlace":"/"}]`, "falta el texto del botón"},
		{"testimonials", `[{"tipo":"testimonios","cantidad":3}]`, ""},
		{"testimonials of a category", `[{"tipo":"testimonios","cantidad":3,"categoria":2}]`, ""},
		{"testimonials too many", `[{"tipo":"testimonios","cantidad":50}]`, "Bloque 1 (Testimonios): la cantidad debe estar entre 1 y 12."},
		{"testimonials count as text", `[{"tipo":"testimonios","cantidad":"tres"}]`, "el campo «cantidad» tiene un valor de otro tipo"},
		{"clients", `[{"tipo":"clientes","cantidad":12}]`, ""},
		{"clients zero", `[{"tipo":"clientes","cantidad":0}]`, "Bloque 1 (Clientes): la cantidad"},
		{"faq", `[{"tipo":"preguntas","categoria":1}]`, ""},
		{"faq without category", `[{"tipo":"preguntas"}]`, "Bloque 1 (Preguntas frecuentes): falta la categoría."},
		{"projects", `[{"tipo":"proyectos","cantidad":3}]`, ""},
		{"projects too many", `[{"tipo":"proyectos","cantidad":13}]`, "Bloque 1 (Proyectos): la cantidad debe estar entre 1 y 12."},
		{"contact", `[{"tipo":"formulario_contacto","texto":"Hablemos"}]`, ""},
		{"contact default", `[{"tipo":"formulario_contacto"}]`, ""},
		{"video youtube", `[{"tipo":"video","url":"https://www.youtube.com/watch?v=dQw4w9WgXcQ","titulo":"Presentación"}]`, ""},
		{"video vimeo", `[{"tipo":"video","url":"https://vimeo.com/76979871","titulo":"Obra"}]`, ""},
		{"video other host", `[{"tipo":"video","url":"https://evil.example/watch?v=dQw4w9WgXcQ","titulo":"x"}]`, "Bloque 1 (Vídeo): solo se admiten vídeos de YouTube o Vimeo"},
		{"video no title", `[{"tipo":"video","url":"https://youtu.be/dQw4w9WgXcQ","titulo":""}]`, "falta el título del vídeo"},
		{"unknown type", `[{"tipo":"texto","html":"a"},{"tipo":"carrusel"}]`, "Bloque 2 (carrusel): el tipo «carrusel» no existe"},
		{"unknown field", `[{"tipo":"texto","html":"a","color":"rojo"}]`, "Bloque 1 (Texto): el campo «color» no pertenece a este tipo de bloque."},
		{"no type", `[{"html":"a"}]`, "Bloque 1 (sin tipo): no es un objeto"},
		{"not an object", `["texto"]`, "Bloque 1 (sin tipo): no es un objeto"},
		{"not a list", `{"tipo":"texto"}`, "Los bloques deben ser una lista."},
		{"too many", "[" + strings.TrimSuffix(strings.Repeat(`{"tipo":"clientes","cantidad":1},`, 101), ",") + "]", "como mucho 100 bloques"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			blocks, err := pageblocks.Parse([]byte(c.in))
			if c.want == "" {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				out, err := json.Marshal(blocks)
				if err != nil {
					t.Fatal(err)
				}
				again, err := pageblocks.Parse(out)
				if err != nil || len(again) != len(blocks) {
					t.Fatalf("stored form %s does not parse back: %v", out, err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error %v, want one with %q", err, c.want)
			}
		})
	}
}

func TestParseEachKeepsTheGoodBlocks(t *testing.T) {
	blocks, errs := pageblocks.ParseEach([]byte(`[{"tipo":"texto","html":"a"},{"tipo":"x"},{"tipo":"clientes","cantidad":2}]`))
	if len(blocks) != 2 || len(errs) != 1 {
		t.Fatalf("blocks %d, errors %v", len(blocks), errs)
	}
}

func TestEmbedURL(t *testing.T) {
	cases := map[string]string{
		"https://www.youtube.com/watch?v=dQw4w9WgXcQ":      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
		"https://youtu.be/dQw4w9WgXcQ":                     "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
		"https://www.youtube.com/embed/dQw4w9WgXcQ":        "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
		"https://vimeo.com/76979871":                       "https://player.vimeo.com/video/76979871?dnt=1",
		"https://www.youtube.com/watch?v=a\"><script>":     "",
		"https://youtube.com.evil.example/watch?v=abcdefg": "",
		"javascript:alert(1)":                              "",
		"https://user@youtube.com/watch?v=dQw4w9WgXcQ":     "",
	}
	for in, want := range cases {
		got, ok := pageblocks.EmbedURL(in)
		if got != want || ok != (want != "") {
			t.Errorf("EmbedURL(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
}

func TestCheckSlug(t *testing.T) {
	cases := []struct {
		slug     string
		topLevel bool
		want     string
	}{
		{"quienes-somos", true, ""},
		{"admin", true, "La dirección «/admin» está reservada: la usa el panel de administración."},
		{"rest", true, "la usa la plataforma de datos"},
		{"servicios", true, "es una página propia del sitio"},
		{"blog", true, "la usará una sección del sitio"},
		{"static", true, "la usa el servidor"},
		{"admin", false, ""}, // under a parent: /empresa/admin is not the CMS
		{"Quienes", true, "solo admite letras minúsculas"},
		{"a--b", true, "solo admite"},
		{"", true, "Falta la dirección"},
		{strings.Repeat("a", 81), true, "demasiado larga"},
	}
	for _, c := range cases {
		got := pageblocks.CheckSlug(c.slug, c.topLevel)
		if c.want == "" && got != "" || c.want != "" && !strings.Contains(got, c.want) {
			t.Errorf("CheckSlug(%q, %v) = %q, want %q", c.slug, c.topLevel, got, c.want)
		}
	}
}

// FuzzParse: whatever arrives, Parse answers blocks or a *BlockError, never panics, and what it
// accepts stores and parses back the same.
func FuzzParse(f *testing.F) {
	for _, seed := range []string{`[]`, `[{"tipo":"texto","html":"<p>x</p>"}]`, `[{"tipo":"galeria","imagenes":[{"archivo":"a/b","alt":"c"}]}]`,
		`[{"tipo":"video","url":"https://youtu.be/abcdefg","titulo":"t"}]`, `[{"tipo":1}]`, `[null]`, `{`, `[{"tipo":"boton","texto":"a","enlace":"/x"}]`} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		blocks, err := pageblocks.Parse(data)
		if err != nil {
			if _, ok := err.(*pageblocks.BlockError); !ok {
				t.Fatalf("error of type %T: %v", err, err)
			}
			return
		}
		out, err := json.Marshal(blocks)
		if err != nil {
			t.Fatalf("marshal: %v", err)
		}
		again, err := pageblocks.Parse(out)
		if err != nil || len(again) != len(blocks) {
			t.Fatalf("stored %s does not parse back: %v", out, err)
		}
	})
}
