package records

import (
	"bytes"
	"encoding/json"
	"maps"
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
