package records

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// image and row are an item read in a language: text, a JSON column and embedded rows.
type image struct {
	ID  int64  `json:"id"`
	Alt string `json:"alt"`
}

type row struct {
	ID      int64           `json:"id"`
	Titulo  string          `json:"titulo"`
	Destino *string         `json:"destino"`
	Cuerpo  json.RawMessage `json:"cuerpo"`
	Images  []image         `json:"imagenes"`
}

// TestDecodeTranslated: a row read in a language takes its translation's columns over its own; a
// column the translation leaves null or empty keeps the row's; embedded rows with a translation of
// their own take it too; a row without one is as Spanish has it.
func TestDecodeTranslated(t *testing.T) {
	s := func(v string) *string { return &v }
	for _, c := range []struct {
		name, in   string
		want       row
		translated bool
	}{
		{"no translation embedded", `{"id":1,"titulo":"Hola","destino":"/a"}`, row{ID: 1, Titulo: "Hola", Destino: s("/a")}, false},
		{"no translation into the language", `{"id":1,"titulo":"Hola","destino":"/a","tr":[]}`, row{ID: 1, Titulo: "Hola", Destino: s("/a")}, false},
		{"translated", `{"id":1,"titulo":"Hola","destino":"/a","tr":[{"titulo":"Hello","destino":"/en/a"}]}`, row{ID: 1, Titulo: "Hello", Destino: s("/en/a")}, true},
		{"an empty column keeps the row's", `{"id":1,"titulo":"Hola","destino":"/a","tr":[{"titulo":"Hello","destino":null}]}`, row{ID: 1, Titulo: "Hello", Destino: s("/a")}, true},
		{"an empty text keeps the row's", `{"id":1,"titulo":"Hola","destino":"/a","tr":[{"titulo":"","destino":"/en/a"}]}`, row{ID: 1, Titulo: "Hola", Destino: s("/en/a")}, true},
		{"the translation's key first", `{"tr":[{"titulo":"Hello"}],"id":1,"titulo":"Hola"}`, row{ID: 1, Titulo: "Hello"}, true},
		{"embedded rows translated too", `{"id":1,"titulo":"Hola","imagenes":[{"id":5,"alt":"Foto","tr":[{"alt":"Photo"}]},{"id":6,"alt":"Otra","tr":[]}],"tr":[{"titulo":"Hello"}]}`,
			row{ID: 1, Titulo: "Hello", Images: []image{{5, "Photo"}, {6, "Otra"}}}, true},
		{"embedded rows translated, the row not", `{"id":1,"titulo":"Hola","imagenes":[{"id":5,"alt":"Foto","tr":[{"alt":"Photo"}]}],"tr":[]}`,
			row{ID: 1, Titulo: "Hola", Images: []image{{5, "Photo"}}}, false},
	} {
		var got row
		translated, err := decodeTranslated(json.RawMessage(c.in), &got)
		if err != nil || translated != c.translated || !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: %+v, %v, %v; want %+v, %v", c.name, got, translated, err, c.want, c.translated)
		}
	}
}

// TestTranslatedAmong: a read in a language embeds only the translated columns its select names.
func TestTranslatedAmong(t *testing.T) {
	for _, c := range []struct{ table, columns, want string }{
		{"blog_entradas", PostListColumns, "titulo,extracto,portada_alt,slug"},
		{"blog_entradas", PostColumns, "titulo,extracto,cuerpo,portada_alt,slug"},
		{"blog_entradas", "*", TranslatedColumns["blog_entradas"]},
		{"menus", "id,orden", "idioma"},
		{"categoria-servicios", "id,name,slug,id_padre,es_slug:slug", "name,slug"},
	} {
		if got := translatedAmong(c.table, c.columns); got != c.want {
			t.Errorf("%s (%s): %q, want %q", c.table, c.columns, got, c.want)
		}
	}
}

// TestDecodeIn: the rows of a read in a language decode with their translations over them, in one
// pass when each row's translation is its last key, one row at a time otherwise, with the same
// result: every case of TestDecodeTranslated, as rows of a list.
func TestDecodeIn(t *testing.T) {
	for _, c := range []struct {
		name, in   string
		want       []row
		translated []bool
	}{
		{"no rows", `[]`, []row{}, nil},
		{"translated, untranslated, translated", `[{"id":1,"titulo":"Hola","tr":[{"titulo":"Hello"}]},{"id":2,"titulo":"Adiós","tr":[]},{"id":3,"titulo":"Sí","tr":[{"titulo":"Yes"}]}]`,
			[]row{{ID: 1, Titulo: "Hello"}, {ID: 2, Titulo: "Adiós"}, {ID: 3, Titulo: "Yes"}}, []bool{true, false, true}},
		{"quotes, braces and the embed's name inside the texts", `[{"id":1,"titulo":"a \",\"tr\":[{\"titulo\":\"x\"}]}","tr":[{"titulo":"b {\"c\"} ]} \\"}]}]`,
			[]row{{ID: 1, Titulo: `b {"c"} ]} \`}}, []bool{true}},
		{"a JSON column replaced whole", `[{"id":1,"cuerpo":{"a":[1,{"b":2}]},"tr":[{"cuerpo":{"a":[3]}}]}]`,
			[]row{{ID: 1, Cuerpo: json.RawMessage(`{"a":[3]}`)}}, []bool{true}},
		{"empty columns keep the row's", `[{"id":1,"titulo":"Hola","cuerpo":{"a":1},"tr":[{"titulo":"","cuerpo":null}]}]`,
			[]row{{ID: 1, Titulo: "Hola", Cuerpo: json.RawMessage(`{"a":1}`)}}, []bool{true}},
		{"no translated column selected", `[{"id":1,"titulo":"Hola","tr":[{}]}]`, []row{{ID: 1, Titulo: "Hola"}}, []bool{true}},
		{"the translation's key first", `[{"tr":[{"titulo":"Hello"}],"id":1,"titulo":"Hola"},{"id":2,"titulo":"Adiós","tr":[]}]`,
			[]row{{ID: 1, Titulo: "Hello"}, {ID: 2, Titulo: "Adiós"}}, []bool{true, false}},
		{"embedded rows translated too", `[{"id":1,"titulo":"Hola","imagenes":[{"id":5,"alt":"Foto","tr":[{"alt":"Photo"}]},{"id":6,"alt":"Otra","tr":[]}],"tr":[{"titulo":"Hello"}]},{"id":2,"titulo":"Adiós","imagenes":[],"tr":[]}]`,
			[]row{{ID: 1, Titulo: "Hello", Images: []image{{5, "Photo"}, {6, "Otra"}}}, {ID: 2, Titulo: "Adiós", Images: []image{}}}, []bool{true, false}},
	} {
		got, translated, err := decodeIn[row](json.RawMessage(c.in))
		if err != nil || !reflect.DeepEqual(got, c.want) || !reflect.DeepEqual(translated, c.translated) {
			t.Errorf("%s: %+v, %v, %v; want %+v, %v", c.name, got, translated, err, c.want, c.translated)
		}
	}
}

// BenchmarkDecodeIn decodes the rows of a read in a language: twenty menu items, each with its
// translation.
func BenchmarkDecodeIn(b *testing.B) {
	var rows []string
	for i := range 20 {
		rows = append(rows, fmt.Sprintf(`{"id":%d,"ubicacion":"principal","padre":null,"etiqueta":"Elemento %d","tipo":"pagina","destino":"/pagina-%d","orden":%d,"tr":[{"etiqueta":"Item %d"}]}`, i, i, i, i, i))
	}
	body := json.RawMessage("[" + strings.Join(rows, ",") + "]")
	b.Run("in-a-language", func(b *testing.B) {
		for b.Loop() {
			if _, _, err := decodeIn[MenuItem](body); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("as-spanish", func(b *testing.B) { // the same rows, as a Spanish read decodes them
		for b.Loop() {
			var items []MenuItem
			if err := json.Unmarshal(body, &items); err != nil {
				b.Fatal(err)
			}
		}
	})
}
