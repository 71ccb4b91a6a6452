package storage_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestListV2: storage list-v2 with cursor paging, the delimiter folding folders, prefixes as plain
// string prefixes, and the orders Storage offers.
func TestListV2(t *testing.T) {
	e := newEnv(t)
	png := pngBytes(t)
	names := []string{"imagenes/a.png", "imagenes/b.png", "imagenes/sub/c.png", "imagenes/sub/d.png", "imagenes/sub2/e.png", "otros/f.png", "raiz.png"}
	for _, n := range []int{6, 0, 3, 1, 5, 2, 4} { // created in this order
		e.put(t, "contenido/"+names[n], png)
		e.Clock.Advance(time.Second)
	}

	type page struct {
		HasNext    bool   `json:"hasNext"`
		NextCursor string `json:"nextCursor"`
		Folders    []struct {
			Key, Name string
		} `json:"folders"`
		Objects []struct {
			ID       string          `json:"id"`
			Key      string          `json:"key"`
			Name     string          `json:"name"`
			Metadata json.RawMessage `json:"metadata"`
		} `json:"objects"`
	}
	// walk lists every page of body (a JSON object without the cursor) and renders each page as
	// its entries, folders marked with a trailing "/" already.
	walk := func(t *testing.T, body string) []string {
		t.Helper()
		var pages []string
		cursor := ""
		for range 20 {
			b := body
			if cursor != "" {
				b = strings.TrimSuffix(body, "}")
				if b != "{" {
					b += ","
				}
				b += `"cursor":"` + cursor + `"}`
			}
			res := e.Do("POST", "/storage/v1/object/list-v2/contenido").As("anon").JSON(b).Send()
			if res.Code != 200 {
				t.Fatalf("%s: %d %s", b, res.Code, res.Body)
			}
			var p page
			decode(t, res, &p)
			var entries []string
			for _, f := range p.Folders {
				if f.Key != f.Name {
					t.Fatalf("folder %+v", f)
				}
				entries = append(entries, f.Key)
			}
			for _, o := range p.Objects {
				if o.ID == "" || o.Key != o.Name || !strings.Contains(string(o.Metadata), `"mimetype":"image/png"`) {
					t.Fatalf("object %+v", o)
				}
				entries = append(entries, o.Key)
			}
			pages = append(pages, strings.Join(entries, " "))
			if p.HasNext != (p.NextCursor != "") {
				t.Fatalf("hasNext %v with cursor %q", p.HasNext, p.NextCursor)
			}
			if !p.HasNext {
				return pages
			}
			cursor = p.NextCursor
		}
		t.Fatal("too many pages")
		return nil
	}

	cases := []struct {
		name, body string
		want       []string
	}{
		{"everything in one page", `{}`, []string{strings.Join(names, " ")}},
		{"pages of three", `{"limit":3}`, []string{
			"imagenes/a.png imagenes/b.png imagenes/sub/c.png", "imagenes/sub/d.png imagenes/sub2/e.png otros/f.png", "raiz.png"}},
		{"exact page size ends without a cursor", `{"limit":7}`, []string{strings.Join(names, " ")}},
		{"plain string prefix", `{"prefix":"imagenes/s"}`, []string{"imagenes/sub/c.png imagenes/sub/d.png imagenes/sub2/e.png"}},
		{"delimiter at the root", `{"with_delimiter":true}`, []string{"imagenes/ otros/ raiz.png"}},
		{"delimiter under a prefix, one entry a page", `{"prefix":"imagenes/","with_delimiter":true,"limit":1}`,
			[]string{"imagenes/a.png", "imagenes/b.png", "imagenes/sub/", "imagenes/sub2/"}},
		{"delimiter, descending, two a page", `{"prefix":"imagenes/","with_delimiter":true,"limit":2,"sortBy":{"column":"name","order":"desc"}}`,
			[]string{"imagenes/sub2/ imagenes/sub/", "imagenes/b.png imagenes/a.png"}},
		{"by creation time", `{"limit":3,"sortBy":{"column":"created_at","order":"asc"}}`,
			[]string{"raiz.png imagenes/a.png imagenes/sub/d.png", "imagenes/b.png otros/f.png imagenes/sub/c.png", "imagenes/sub2/e.png"}},
		{"by update time, descending", `{"limit":4,"sortBy":{"column":"updated_at","order":"desc"}}`,
			[]string{"imagenes/sub2/e.png imagenes/sub/c.png otros/f.png imagenes/b.png", "imagenes/sub/d.png imagenes/a.png raiz.png"}},
		{"no match", `{"prefix":"nada/"}`, []string{""}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := walk(t, c.body)
			if fmt.Sprint(got) != fmt.Sprint(c.want) {
				t.Errorf("pages\n got %q\nwant %q", got, c.want)
			}
		})
	}

	t.Run("refusals", func(t *testing.T) {
		for body, message := range map[string]string{
			`{"limit":0}`:                                              "body/limit must be >= 1",
			`{"cursor":"not-a-cursor"}`:                                "body/cursor is not a cursor this server issued",
			`{"sortBy":{"column":"size"}}`:                             "body/sortBy/column must be equal to one of the allowed values",
			`{"sortBy":{"column":"name","order":"up"}}`:                "body/sortBy/order must be equal to one of the allowed values",
			`{"with_delimiter":true,"sortBy":{"column":"created_at"}}`: "body/sortBy/column must be name when with_delimiter is true",
		} {
			res := e.Do("POST", "/storage/v1/object/list-v2/contenido").As("anon").JSON(body).Send()
			if got := wantError(t, res, 400, "400", "InvalidRequest"); got["message"] != message {
				t.Errorf("%s: %q, want %q", body, got["message"], message)
			}
		}
		if res := e.Do("POST", "/storage/v1/bucket").As("service_role").JSON(`{"name":"privado"}`).Send(); res.Code != 200 {
			t.Fatal(res.Code, res.Body)
		}
		wantError(t, e.Do("POST", "/storage/v1/object/list-v2/privado").As("anon").JSON(`{}`).Send(), 400, "404", "NoSuchBucket")
		wantError(t, e.Do("POST", "/storage/v1/object/list-v2/nada").As("anon").JSON(`{}`).Send(), 400, "404", "NoSuchBucket")
	})
}
