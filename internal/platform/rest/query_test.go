package rest

import (
	"net/url"
	"reflect"
	"testing"
)

func TestParseFilter(t *testing.T) {
	cases := []struct {
		raw     string
		want    condition
		wantErr bool
	}{
		{"id=eq.5", condition{column: "id", op: "eq", value: "5"}, false},
		{"id=neq.5", condition{column: "id", op: "neq", value: "5"}, false},
		{"id=gt.5", condition{column: "id", op: "gt", value: "5"}, false},
		{"id=gte.5", condition{column: "id", op: "gte", value: "5"}, false},
		{"id=lt.5", condition{column: "id", op: "lt", value: "5"}, false},
		{"id=lte.5", condition{column: "id", op: "lte", value: "5"}, false},
		{"t=like.a*b", condition{column: "t", op: "like", value: "a*b"}, false},
		{"t=ilike.*A*", condition{column: "t", op: "ilike", value: "*A*"}, false},
		{"t=eq.a.b.c", condition{column: "t", op: "eq", value: "a.b.c"}, false},
		{"t=eq.", condition{column: "t", op: "eq", value: ""}, false},
		{`id=in.(1,2,"a,b","q\"x")`, condition{column: "id", op: "in", list: []string{"1", "2", "a,b", `q"x`}}, false},
		{"id=in.()", condition{column: "id", op: "in", list: []string{}}, false},
		{"x=is.null", condition{column: "x", op: "is", value: "null"}, false},
		{"x=is.NOT_NULL", condition{column: "x", op: "is", value: "not_null"}, false},
		{"x=is.true", condition{column: "x", op: "is", value: "true"}, false},
		{"x=is.unknown", condition{column: "x", op: "is", value: "unknown"}, false},
		{"x=not.eq.1", condition{column: "x", op: "eq", value: "1", negate: true}, false},
		{"x=not.in.(1)", condition{column: "x", op: "in", list: []string{"1"}, negate: true}, false},
		{"x=5", condition{}, true},
		{"x=equals.5", condition{}, true},
		{"x=is.maybe", condition{}, true},
		{"x=in.1,2", condition{}, true},
		{`x=in.("a)`, condition{}, true},
		{"x=not.5", condition{}, true},
		{"x=fts.word", condition{column: "x", op: "fts", value: "word"}, false},
		{"x=not.wfts(spanish).a b", condition{column: "x", op: "wfts", config: "spanish", value: "a b", negate: true}, false},
		{"x=fts(spanish", condition{}, true},
		{"x=ftsx.word", condition{}, true},
	}
	for _, c := range cases {
		t.Run(c.raw, func(t *testing.T) {
			values, err := url.ParseQuery(c.raw)
			if err != nil {
				values = url.Values{}
				k, v, _ := cut(c.raw)
				values.Set(k, v)
			}
			q, err := parseQuery(values)
			if c.wantErr {
				if err == nil {
					t.Fatalf("parsed %+v, want an error", q.where)
				}
				if e, ok := err.(*apiError); !ok || e.Code != "PGRST100" || e.Status != 400 {
					t.Fatalf("error %v, want PGRST100 400", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if len(q.where) != 1 || !reflect.DeepEqual(q.where[0], c.want) {
				t.Fatalf("got %+v, want %+v", q.where, c.want)
			}
		})
	}
}

func cut(s string) (string, string, bool) {
	for i := range s {
		if s[i] == '=' {
			return s[:i], s[i+1:], true
		}
	}
	return s, "", false
}

func TestParseLogic(t *testing.T) {
	values := url.Values{"or": {`(a.eq.1,and(b.gt.2,c.not.is.null),not.or(d.eq."x,y",e.in.(1,2)))`}}
	q, err := parseQuery(values)
	if err != nil {
		t.Fatal(err)
	}
	want := condition{logic: "or", children: []condition{
		{column: "a", op: "eq", value: "1"},
		{logic: "and", children: []condition{{column: "b", op: "gt", value: "2"}, {column: "c", op: "is", value: "null", negate: true}}},
		{logic: "or", negate: true, children: []condition{{column: "d", op: "eq", value: "x,y"}, {column: "e", op: "in", list: []string{"1", "2"}}}},
	}}
	if !reflect.DeepEqual(q.where[0], want) {
		t.Fatalf("got %+v\nwant %+v", q.where[0], want)
	}
	for _, bad := range []string{"a.eq.1", "(a.eq.1", "()", "(a)", "(a.zz.1)", "(and(a.eq.1)", `(a.eq."x)`} {
		if _, err := parseQuery(url.Values{"and": {bad}}); err == nil {
			t.Errorf("and=%s parsed, want an error", bad)
		}
	}
	if q, err := parseQuery(url.Values{"not.and": {"(a.eq.1)"}}); err != nil || !q.where[0].negate || q.where[0].logic != "and" {
		t.Errorf("not.and: %+v %v", q, err)
	}
}

func TestParseSelect(t *testing.T) {
	cases := []struct {
		raw     string
		want    []selectItem
		wantErr bool
	}{
		{"*", []selectItem{{column: "*"}}, false},
		{"", []selectItem{{column: "*"}}, false},
		{"id, titulo", []selectItem{{column: "id"}, {column: "titulo"}}, false},
		{"t:titulo", []selectItem{{column: "titulo", alias: "t"}}, false},
		{"*,categoria-servicios(name)", []selectItem{{column: "*"}, {embed: &embedSpec{name: "categoria-servicios", items: []selectItem{{column: "name"}}}}}, false},
		{"c:categoria!inner(id,n:name)", []selectItem{{alias: "c", embed: &embedSpec{name: "categoria", inner: true,
			items: []selectItem{{column: "id"}, {column: "name", alias: "n"}}}}}, false},
		{"x!contenido_categoria_fkey()", []selectItem{{embed: &embedSpec{name: "x", hint: "contenido_categoria_fkey", items: []selectItem{{column: "*"}}}}}, false},
		{"a(b(c))", []selectItem{{embed: &embedSpec{name: "a", items: []selectItem{{embed: &embedSpec{name: "b",
			items: []selectItem{{column: "c"}}}}}}}}, false},
		{"a(b", nil, true},
		{"id::text", []selectItem{{column: "id", cast: "text"}}, false},
		{"data->a", []selectItem{{column: "data", path: []pathStep{{key: "a"}}}}, false},
		{"l:data->items->0->>name::int", []selectItem{{column: "data", alias: "l", cast: "int",
			path: []pathStep{{key: "items"}, {key: "0", index: true}, {key: "name", text: true}}}}, false},
		{"data->>a->b", nil, true},
		{"data->", nil, true},
		{"->a", nil, true},
		{"id::", nil, true},
		{"*::text", nil, true},
		{"id,,x", nil, true},
		{"x:*", nil, true},
		{"(id)", nil, true},
	}
	for _, c := range cases {
		t.Run(c.raw, func(t *testing.T) {
			got, err := parseSelect(c.raw)
			if c.wantErr {
				if err == nil {
					t.Fatalf("parsed %+v, want an error", got)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, c.want) {
				t.Fatalf("got %+v, want %+v", got, c.want)
			}
		})
	}
}

func TestParseOrder(t *testing.T) {
	got, err := parseOrder(`created_at.desc.nullslast,name,"id".asc.nullsfirst`)
	want := []orderTerm{{column: "created_at", desc: true, nulls: "last"}, {column: "name"}, {column: "id", nulls: "first"}}
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("got %+v %v, want %+v", got, err, want)
	}
	for _, bad := range []string{"", ".desc", "a.up", "a,,b", "a.desc.nullslast.extra"} {
		if _, err := parseOrder(bad); err == nil {
			t.Errorf("order=%q parsed, want an error", bad)
		}
	}
}

func TestParsePrefer(t *testing.T) {
	p := parsePrefer([]string{"return=representation, count=exact", "resolution=merge-duplicates,missing=default", "tx=rollback"})
	want := preferences{returning: "representation", count: "exact", resolution: "merge-duplicates", missing: "default",
		invalid: []string{"tx=rollback"}}
	if !reflect.DeepEqual(p, want) {
		t.Fatalf("got %+v, want %+v", p, want)
	}
}

func TestCutEmbedPath(t *testing.T) {
	cases := []struct{ key, path, last string }{
		{"cat.slug", "cat", "slug"},
		{"cat.order", "cat", "order"},
		{"a.b.limit", "a.b", "limit"},
		{"cat.not.or", "cat", "not.or"},
		{"a.b.not.and", "a.b", "not.and"},
		{"cat.or", "cat", "or"},
		{"not.or", "", ""},
		{"id", "", ""},
		{".x", "", ""},
		{"x.", "", ""},
	}
	for _, c := range cases {
		path, last, ok := cutEmbedPath(c.key)
		if ok != (c.path != "") || path != c.path || last != c.last {
			t.Errorf("cutEmbedPath(%q) = %q, %q, %v; want %q, %q", c.key, path, last, ok, c.path, c.last)
		}
	}
}
