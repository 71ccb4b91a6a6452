package storage_test

import (
	"testing"
)

type entry struct {
	Name     string         `json:"name"`
	ID       *string        `json:"id"`
	Created  *string        `json:"created_at"`
	Metadata map[string]any `json:"metadata"`
}

func TestListObjects(t *testing.T) {
	e := newEnv(t)
	png := pngBytes(t)
	for _, p := range []string{"imagenes/b.png", "imagenes/a.png", "imagenes/sub/c.png", "otra/d.png", "top.png", "Tapa.png", "100%_x.png"} {
		e.put(t, "contenido/"+p, png)
		e.Clock.Advance(1e9) // distinct timestamps for sorting by time
	}
	list := func(t *testing.T, role, body string) []entry {
		t.Helper()
		req := e.Do("POST", "/storage/v1/object/list/contenido").JSON(body)
		if role != "" {
			req.As(role)
		}
		res := req.Send()
		if res.Code != 200 {
			t.Fatalf("%d %s", res.Code, res.Body)
		}
		var out []entry
		decode(t, res, &out)
		return out
	}
	names := func(es []entry) []string {
		var out []string
		for _, x := range es {
			out = append(out, x.Name)
		}
		return out
	}
	cases := []struct {
		name, role, body string
		want             []string
	}{
		{"root, anon on a public bucket", "anon", `{"prefix":""}`, []string{"imagenes", "otra", "100%_x.png", "Tapa.png", "top.png"}},
		{"root, no credentials", "", `{"prefix":""}`, []string{"imagenes", "otra", "100%_x.png", "Tapa.png", "top.png"}},
		{"folder", e.user, `{"prefix":"imagenes"}`, []string{"sub", "a.png", "b.png"}},
		{"folder with slash", e.user, `{"prefix":"imagenes/"}`, []string{"sub", "a.png", "b.png"}},
		{"deeper", e.user, `{"prefix":"imagenes/sub"}`, []string{"c.png"}},
		{"limit and offset", e.user, `{"prefix":"","limit":2,"offset":1}`, []string{"otra", "100%_x.png"}},
		{"name desc", e.user, `{"prefix":"","sortBy":{"column":"name","order":"desc"}}`, []string{"otra", "imagenes", "top.png", "Tapa.png", "100%_x.png"}},
		{"created_at desc", e.user, `{"prefix":"imagenes","sortBy":{"column":"created_at","order":"desc"}}`, []string{"sub", "a.png", "b.png"}},
		{"created_at asc", e.user, `{"prefix":"imagenes","sortBy":{"column":"created_at","order":"asc"}}`, []string{"sub", "b.png", "a.png"}},
		{"search is a case-insensitive prefix", e.user, `{"prefix":"","search":"t"}`, []string{"Tapa.png", "top.png"}},
		{"search wildcards are literal", e.user, `{"prefix":"","search":"100%_"}`, []string{"100%_x.png"}},
		{"search percent alone matches only itself", e.user, `{"prefix":"","search":"%"}`, nil},
		{"nothing under prefix", e.user, `{"prefix":"nada"}`, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := names(list(t, c.role, c.body))
			if len(got) != len(c.want) {
				t.Fatalf("got %q, want %q", got, c.want)
			}
			for i := range got {
				if got[i] != c.want[i] {
					t.Fatalf("got %q, want %q", got, c.want)
				}
			}
		})
	}
	t.Run("entry shapes", func(t *testing.T) {
		out := list(t, e.user, `{"prefix":"imagenes"}`)
		if out[0].ID != nil || out[0].Created != nil || out[0].Metadata != nil {
			t.Errorf("folder %+v should have null id, times and metadata", out[0])
		}
		f := out[1]
		if f.ID == nil || f.Created == nil || f.Metadata["mimetype"] != "image/png" || f.Metadata["size"] != float64(len(png)) {
			t.Errorf("file %+v", f)
		}
	})
	t.Run("errors", func(t *testing.T) {
		wantError(t, e.Do("POST", "/storage/v1/object/list/contenido").As(e.user).JSON(`{}`).Send(), 400, "400", "InvalidRequest")
		wantError(t, e.Do("POST", "/storage/v1/object/list/contenido").As(e.user).JSON(`{"prefix":"","sortBy":{"column":"size"}}`).Send(), 400, "400", "InvalidRequest")
		wantError(t, e.Do("POST", "/storage/v1/object/list/contenido").As(e.user).JSON(`{"prefix":"","sortBy":{"column":"name","order":"sideways"}}`).Send(), 400, "400", "InvalidRequest")
		wantError(t, e.Do("POST", "/storage/v1/object/list/contenido").As(e.user).JSON(`{"prefix":"","offset":-1}`).Send(), 400, "400", "InvalidRequest")
		wantError(t, e.Do("POST", "/storage/v1/object/list/nada").As(e.user).JSON(`{"prefix":""}`).Send(), 400, "404", "NoSuchBucket")
		wantError(t, e.Do("POST", "/storage/v1/object/list/contenido").As("bad.token.here").JSON(`{"prefix":""}`).Send(), 400, "403", "AccessDenied")
	})
}
