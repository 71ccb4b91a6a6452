package storage_test

import (
	"strings"
	"testing"
)

func TestDeleteObject(t *testing.T) {
	e := newEnv(t)
	e.put(t, "contenido/imagenes/a.png", pngBytes(t))

	wantError(t, e.Do("DELETE", "/storage/v1/object/contenido/imagenes/a.png").As("anon").Send(), 400, "403", "AccessDenied")
	wantError(t, e.Do("DELETE", "/storage/v1/object/contenido/imagenes/a.png").Send(), 400, "403", "AccessDenied")
	wantError(t, e.Do("DELETE", "/storage/v1/object/nada/imagenes/a.png").As(e.user).Send(), 400, "404", "NoSuchBucket")
	wantError(t, e.Do("DELETE", "/storage/v1/object/contenido/imagenes/b.png").As(e.user).Send(), 400, "404", "NoSuchKey")

	res := e.Do("DELETE", "/storage/v1/object/contenido/imagenes/a.png").As(e.user).Send()
	if res.Code != 200 || strings.TrimSpace(res.Body.String()) != `{"message":"Successfully deleted"}` {
		t.Fatalf("%d %s", res.Code, res.Body)
	}
	wantError(t, e.Do("GET", "/storage/v1/object/public/contenido/imagenes/a.png").Send(), 400, "404", "NoSuchKey")
	wantError(t, e.Do("DELETE", "/storage/v1/object/contenido/imagenes/a.png").As(e.user).Send(), 400, "404", "NoSuchKey")
	if got := e.stored(t); len(got) != 0 {
		t.Errorf("bytes left after delete: %v", got)
	}
}

func TestDeleteObjects(t *testing.T) {
	e := newEnv(t)
	png := pngBytes(t)
	for _, p := range []string{"a.png", "dir/b.png", "dir/c.png", "keep.png"} {
		e.put(t, "contenido/"+p, png)
	}
	res := e.Do("DELETE", "/storage/v1/object/contenido").As(e.user).
		JSON(`{"prefixes":["a.png","dir/b.png","missing.png","../../etc/passwd","dir"]}`).Send()
	if res.Code != 200 {
		t.Fatalf("%d %s", res.Code, res.Body)
	}
	var gone []map[string]any
	decode(t, res, &gone)
	if len(gone) != 2 {
		t.Fatalf("deleted %s", res.Body)
	}
	for _, o := range gone {
		for _, k := range []string{"name", "bucket_id", "owner", "owner_id", "version", "id", "updated_at", "created_at", "last_accessed_at", "metadata", "user_metadata"} {
			if _, ok := o[k]; !ok {
				t.Errorf("deleted row lacks %s: %v", k, o)
			}
		}
		if o["bucket_id"] != "contenido" || o["owner"] != userID {
			t.Errorf("row %v", o)
		}
	}
	if n := countObjects(t, e); n != 2 {
		t.Errorf("%d objects left, want 2", n)
	}
	if got := e.stored(t); len(got) != 2 || !hasPrefixAny(got, "contenido/keep.png/") || !hasPrefixAny(got, "contenido/dir/c.png/") {
		t.Errorf("files %v", got)
	}
	// Nothing matching: an empty array.
	res = e.Do("DELETE", "/storage/v1/object/contenido").As(e.user).JSON(`{"prefixes":["nope"]}`).Send()
	if res.Code != 200 || strings.TrimSpace(res.Body.String()) != "[]" {
		t.Errorf("%d %s", res.Code, res.Body)
	}
	wantError(t, e.Do("DELETE", "/storage/v1/object/contenido").As(e.user).JSON(`{"prefixes":[]}`).Send(), 400, "400", "InvalidRequest")
	wantError(t, e.Do("DELETE", "/storage/v1/object/contenido").As(e.user).JSON(`{"prefixes":"a.png"}`).Send(), 400, "400", "InvalidRequest")
	wantError(t, e.Do("DELETE", "/storage/v1/object/contenido").As(e.user).JSON(`not json`).Send(), 400, "400", "InvalidRequest")
	wantError(t, e.Do("DELETE", "/storage/v1/object/contenido").As("anon").JSON(`{"prefixes":["keep.png"]}`).Send(), 400, "403", "AccessDenied")
	wantError(t, e.Do("DELETE", "/storage/v1/object/nada").As(e.user).JSON(`{"prefixes":["keep.png"]}`).Send(), 400, "404", "NoSuchBucket")
}
