package records

import (
	"encoding/json"
	"reflect"
	"testing"
)

// TestDecodeTranslated: a row read in a language takes its translation's columns over its own; a
// column the translation leaves null or empty keeps the row's; embedded rows with a translation of
// their own take it too; a row without one is as Spanish has it.
func TestDecodeTranslated(t *testing.T) {
	type image struct {
		ID  int64  `json:"id"`
		Alt string `json:"alt"`
	}
	type row struct {
		ID      int64   `json:"id"`
		Titulo  string  `json:"titulo"`
		Destino *string `json:"destino"`
		Images  []image `json:"imagenes"`
	}
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
