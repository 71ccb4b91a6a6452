package records

import (
	"bytes"
	"encoding/json"
	"maps"
	"reflect"
	"slices"
	"testing"
)

// TestDropEmptyMembers: a translation's columns lose those left null or empty, whatever their
// texts hold, and anything that is not an object it can walk is left to the decoder.
func TestDropEmptyMembers(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`{}`, `{}`},
		{`{"a":null}`, `{}`},
		{`{"a":"","b":null}`, `{}`},
		{`{"a":"x","b":null,"c":""}`, `{"a":"x"}`},
		{`{"a":null,"b":"x"}`, `{"b":"x"}`},
		{`{"a":"","b":1,"c":null,"d":true}`, `{"b":1,"d":true}`},
		{`{"a":"dice \":null\" y \"\"","b":null}`, `{"a":"dice \":null\" y \"\""}`},
		{`{"a":{"b":null,"c":""},"d":null}`, `{"a":{"b":null,"c":""}}`}, // nested objects are values, kept whole
		{`{"a":[null,""],"b":""}`, `{"a":[null,""]}`},
		{`{"a":"}]{[","b":null}`, `{"a":"}]{["}`},
		{`{"a\"b":null,"c\\":"x"}`, `{"c\\":"x"}`},
		{` { "a" : null , "b" : "x" } `, `{"b":"x"}`},
		{`{"a":" ","b":null}`, `{"a":" "}`},
		{`{"a":nullx,"b":null}`, `{"a":nullx}`}, // not JSON: copied as it is, and the decoder says so
	} {
		got, ok := dropEmptyMembers([]byte(c.in))
		if !ok || string(got) != c.want {
			t.Errorf("dropEmptyMembers(%s) = %s, %v; want %s", c.in, got, ok, c.want)
		}
	}
	for _, in := range []string{``, `null`, `[]`, `"a"`, `{`, `{"a"}`, `{"a":}`, `{"a" "b"}`, `{"a":1 "b":2}`,
		`{"a":"x}`, `{"a":1,}`, `{,}`, `{"a":1}x`, `{a:1}`, `{"a":[1,2}`} {
		if got, ok := dropEmptyMembers([]byte(in)); ok && json.Valid(got) {
			t.Errorf("dropEmptyMembers(%s) = %s, a valid object from one that is not", in, got)
		}
	}
}

// FuzzDropEmptyMembers: whatever the bytes, no panic; an object it walks comes out as withoutEmpty
// leaves it decoded.
//
//	go test ./internal/records -run '^$' -fuzz FuzzDropEmptyMembers -fuzztime 60s
func FuzzDropEmptyMembers(f *testing.F) {
	for _, s := range []string{`{}`, `{"a":null,"b":"x"}`, `{"a":"","b":{"c":[1,""]}}`, ` { "a" : "\"" } `, `{"a":"x",}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		out, ok := dropEmptyMembers(in)
		var m map[string]json.RawMessage
		if json.Unmarshal(in, &m) != nil || m == nil || hasDuplicateKeys(in) {
			return
		}
		if !ok {
			t.Fatalf("dropEmptyMembers(%q) gave up on an object", in)
		}
		var got map[string]json.RawMessage
		if err := json.Unmarshal(out, &got); err != nil {
			t.Fatalf("dropEmptyMembers(%q) = %q: %v", in, out, err)
		}
		want := withoutEmpty(m)
		if !maps.EqualFunc(got, want, func(a, b json.RawMessage) bool { return compact(a) == compact(b) }) {
			t.Fatalf("dropEmptyMembers(%q) = %q, want %v", in, out, want)
		}
	})
}

// hasDuplicateKeys reports whether a JSON object names a key twice at its top level (a decoded map
// keeps the last; the walk keeps both and leaves the choice to the decoder).
func hasDuplicateKeys(obj []byte) bool {
	dec := json.NewDecoder(bytes.NewReader(obj))
	if _, err := dec.Token(); err != nil {
		return false
	}
	seen := map[string]bool{}
	for dec.More() {
		k, err := dec.Token()
		if err != nil {
			return false
		}
		key, _ := k.(string)
		if seen[key] {
			return true
		}
		seen[key] = true
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return false
		}
	}
	return false
}

func compact(v json.RawMessage) string {
	var b bytes.Buffer
	if err := json.Compact(&b, v); err != nil {
		return string(v)
	}
	return b.String()
}

// TestSpliceTranslations: each row's translation replaces the values of the columns it names,
// wherever its key is, the columns it leaves null or empty keeping the row's; a column the row
// lacks comes after the row's own; what it cannot splice is left to the long way.
func TestSpliceTranslations(t *testing.T) {
	for _, c := range []struct {
		in, want   string
		translated []bool
	}{
		{`[]`, `[]`, nil},
		{` [ ] `, `[]`, nil},
		{`[{"id":1,"titulo":"Hola","tr":[{"titulo":"Hello"}]}]`, `[{"id":1,"titulo":"Hello"}]`, []bool{true}},
		{`[{"id":1,"titulo":"Hola","tr":[]},{"id":2,"titulo":"Sí","tr":[ ]}]`, `[{"id":1,"titulo":"Hola"},{"id":2,"titulo":"Sí"}]`, []bool{false, false}},
		{`[{"tr":[{"titulo":"Hello"}],"id":1,"titulo":"Hola"}]`, `[{"id":1,"titulo":"Hello"}]`, []bool{true}},
		{`[{"id":1,"titulo":"Hola","destino":"/a","tr":[{"titulo":"","destino":null}]}]`, `[{"id":1,"titulo":"Hola","destino":"/a"}]`, []bool{true}},
		{`[{"id":1,"titulo":"Hola","tr":[{}]}]`, `[{"id":1,"titulo":"Hola"}]`, []bool{true}},
		{`[{"id":1,"tr":[{"idioma":"en"}]}]`, `[{"id":1,"idioma":"en"}]`, []bool{true}},
		{`[{"id":1,"cuerpo":{"a":[1]},"titulo":"Hola","tr":[{"cuerpo":{"b":2}}]}]`, `[{"id":1,"titulo":"Hola","cuerpo":{"b":2}}]`, []bool{true}},
		{`[{"id":1,"titulo":"a \",\"tr\":[{\"titulo\":\"x\"}]}","tr":[{"titulo":"b {\"c\"} ]} \\"}]}]`, `[{"id":1,"titulo":"b {\"c\"} ]} \\"}]`, []bool{true}},
		{` [ { "id" : 1 , "titulo" : "Hola" , "tr" : [ { "titulo" : "Hello" } ] } , { "id" : 2 } ] `, `[{"id":1,"titulo":"Hello"},{"id":2}]`, []bool{true, false}},
		{`[{"id":1,"Titulo":"Hola","tr":[{"titulo":"Hello"}]}]`, `[{"id":1,"Titulo":"Hola","titulo":"Hello"}]`, []bool{true}}, // the decoder's rule: the later wins
	} {
		got, translated, ok := spliceTranslations([]byte(c.in))
		if !ok || string(got) != c.want || !slices.Equal(translated, c.translated) {
			t.Errorf("spliceTranslations(%s) = %s, %v, %v; want %s, %v", c.in, got, translated, ok, c.want, c.translated)
		}
	}
	for _, in := range []string{``, `{}`, `[1]`, `[{"id":1}`, `[{"id":1}]x`, `[{"id":1},]`, `[{"id":1} {"id":2}]`,
		`[{"id":1,"tr":[{"a":1},{"a":2}]}]`, `[{"id":1,"tr":null}]`, `[{"id":1,"tr":[{"a":1}],"tr":[]}]`, `[{"id":1,"tr":[1]}]`,
		`[{"id":1,"imagenes":[{"id":5,"tr":[{"alt":"Photo"}]}],"tr":[]}]`} {
		if got, _, ok := spliceTranslations([]byte(in)); ok {
			t.Errorf("spliceTranslations(%s) = %s; want it left to the long way", in, got)
		}
	}
}

// spliced is a row as a read in a language decodes: text, an optional text, raw JSON, a number.
type spliced struct {
	ID      int64           `json:"id"`
	Titulo  string          `json:"titulo"`
	Destino *string         `json:"destino"`
	Cuerpo  json.RawMessage `json:"cuerpo"`
}

// FuzzSpliceTranslations: whatever the bytes, no panic; rows it splices decode as the long way
// decodes them (compacted, as the platform writes them) one by one (the row, then its translation over it), with the same rows translated.
//
//	go test ./internal/records -run '^$' -fuzz FuzzSpliceTranslations -fuzztime 60s
func FuzzSpliceTranslations(f *testing.F) {
	for _, s := range []string{`[]`, `[{"id":1,"titulo":"Hola","tr":[{"titulo":"Hello"}]}]`,
		`[{"tr":[{"titulo":"","destino":"/en"}],"id":1,"destino":"/a"},{"id":2,"tr":[]}]`,
		`[{"id":1,"cuerpo":{"a":[1,""]},"tr":[{"cuerpo":null,"titulo":"x"}]}]`, ` [ { "titulo" : "a\"b" , "tr" : [ { } ] } ] `} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		out, translated, ok := spliceTranslations(in)
		var raw []json.RawMessage
		// The long way finds a row's translation by its key as the platform writes it, compact.
		if !ok || json.Unmarshal([]byte(compact(in)), &raw) != nil || !onlyLowerKeys(in) {
			return
		}
		want, wantTranslated := make([]spliced, len(raw)), make([]bool, len(raw))
		for i, r := range raw {
			var err error
			if wantTranslated[i], err = decodeTranslated(r, &want[i]); err != nil {
				return
			}
		}
		var got []spliced
		if err := json.Unmarshal(out, &got); err != nil {
			t.Fatalf("spliceTranslations(%q) = %q: %v", in, out, err)
		}
		if !reflect.DeepEqual(got, want) || !slices.Equal(translated, wantTranslated) {
			t.Fatalf("spliceTranslations(%q) = %q: %+v, %v; want %+v, %v", in, out, got, translated, want, wantTranslated)
		}
	})
}

// onlyLowerKeys reports whether every key in a JSON text is written in lowercase ASCII letters,
// digits and underscores: the decoder matches keys to fields regardless of case and escapes, and so
// does the long way's "tr", where the splicer names its rows' translation as the platform writes
// it.
func onlyLowerKeys(in []byte) bool {
	dec := json.NewDecoder(bytes.NewReader(in))
	var walk func() bool
	walk = func() bool {
		tok, err := dec.Token()
		if err != nil {
			return false
		}
		switch tok {
		case json.Delim('{'):
			for dec.More() {
				k, err := dec.Token()
				if err != nil {
					return false
				}
				for _, r := range k.(string) {
					if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_') {
						return false
					}
				}
				if !walk() {
					return false
				}
			}
			_, err = dec.Token()
			return err == nil
		case json.Delim('['):
			for dec.More() {
				if !walk() {
					return false
				}
			}
			_, err = dec.Token()
			return err == nil
		}
		return true
	}
	return walk()
}

// TestItemUnder: an item read by its translation's address decodes as Spanish has it and with the
// translation's columns over its own, those left null or empty keeping the item's; what it cannot
// walk, or an item whose embedded rows carry translations, is left to the long way.
func TestItemUnder(t *testing.T) {
	s := func(v string) *string { return &v }
	for _, c := range []struct {
		in                  string
		spanish, translated *spliced
	}{
		{`[]`, nil, nil},
		{`[{"titulo":"Hello","destino":null,"item":{"id":1,"titulo":"Hola","destino":"/a","cuerpo":{"a":1}}}]`,
			&spliced{ID: 1, Titulo: "Hola", Destino: s("/a"), Cuerpo: json.RawMessage(`{"a":1}`)},
			&spliced{ID: 1, Titulo: "Hello", Destino: s("/a"), Cuerpo: json.RawMessage(`{"a":1}`)}},
		{` [ { "item" : { "id" : 2 , "titulo" : "Sí" } , "titulo" : "" , "cuerpo" : [1] } ] `,
			&spliced{ID: 2, Titulo: "Sí"}, &spliced{ID: 2, Titulo: "Sí", Cuerpo: json.RawMessage(`[1]`)}},
	} {
		spanish, translated, ok, err := itemUnder[spliced]([]byte(c.in), "item")
		if !ok || err != nil || !reflect.DeepEqual(spanish, c.spanish) || !reflect.DeepEqual(translated, c.translated) {
			t.Errorf("itemUnder(%s) = %+v, %+v, %v, %v; want %+v, %+v", c.in, spanish, translated, ok, err, c.spanish, c.translated)
		}
	}
	for _, in := range []string{``, `{}`, `[1]`, `[{"titulo":"x"}]`, `[{"item":null}]`, `[{"item":{"id":1}},{"item":{"id":2}}]`, `[{"item":{"id":1}}]x`,
		`[{"item":{"id":1,"imagenes":[{"id":5,"tr":[{"alt":"Photo"}]}]}}]`} {
		if _, _, ok, _ := itemUnder[spliced]([]byte(in), "item"); ok {
			t.Errorf("itemUnder(%s): want it left to the long way", in)
		}
	}
}

// FuzzItemUnder: whatever the bytes, no panic; an item it decodes from compact JSON (the
// platform's) is the item and its translation over it as the long way decodes them (the row, then the translation's columns over it).
//
//	go test ./internal/records -run '^$' -fuzz FuzzItemUnder -fuzztime 60s
func FuzzItemUnder(f *testing.F) {
	for _, s := range []string{`[]`, `[{"titulo":"Hello","destino":null,"item":{"id":1,"titulo":"Hola","destino":"/a"}}]`,
		` [ { "item" : { "id" : 2 } , "cuerpo" : [ 1, "" ] , "titulo":"" } ] `} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		itemUnder[spliced](in, "item") // whatever the bytes, no panic
		in = []byte(compact(in))       // then as the platform writes them
		spanish, translated, ok, err := itemUnder[spliced](in, "item")
		var found []map[string]json.RawMessage
		if !ok || json.Unmarshal(in, &found) != nil || len(found) != 1 || !onlyLowerKeys(in) || hasDuplicateKeys(in[1:]) {
			return
		}
		row := found[0]["item"]
		delete(found[0], "item")
		var wantSpanish, want spliced
		over, _ := json.Marshal(found[0])
		if json.Unmarshal(row, &wantSpanish) != nil || json.Unmarshal(row, &want) != nil || overlayColumns(over, &want) != nil {
			return
		}
		if err != nil || !reflect.DeepEqual(*spanish, wantSpanish) || !reflect.DeepEqual(*translated, want) {
			t.Fatalf("itemUnder(%q) = %+v, %+v, %v; want %+v, %+v", in, spanish, translated, err, wantSpanish, want)
		}
	})
}
