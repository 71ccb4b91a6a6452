package storage_test

import (
	"bytes"
	"errors"
	"io/fs"
	"net/http/httptest"
	"path/filepath"
	"testing"
)

// filesUnder counts the regular files below dir (0 when it does not exist).
func filesUnder(t *testing.T, dir string) int {
	t.Helper()
	n := 0
	err := filepath.WalkDir(dir, func(_ string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.Type().IsRegular() {
			n++
		}
		return nil
	})
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		t.Fatal(err)
	}
	return n
}

// TestMoveAndCopy: storage.move / storage.copy within and across buckets, under the destination
// bucket's rules, one row write each, audited.
func TestMoveAndCopy(t *testing.T) {
	e := newEnv(t)
	png := pngBytes(t)
	for _, body := range []string{`{"name":"docs"}`, `{"name":"tiny","file_size_limit":10}`} {
		if res := e.Do("POST", "/storage/v1/bucket").As("service_role").JSON(body).Send(); res.Code != 200 {
			t.Fatalf("create bucket: %d %s", res.Code, res.Body)
		}
	}
	e.put(t, "clientes/2/logos/a.png", png)
	e.put(t, "docs/note.txt", []byte("plain words"))

	post := func(route, body string, headers ...string) *httptest.ResponseRecorder {
		req := e.Do("POST", "/storage/v1/object/"+route).As(e.user).JSON(body)
		for i := 0; i+1 < len(headers); i += 2 {
			req.Header(headers[i], headers[i+1])
		}
		return req.Send()
	}
	download := func(t *testing.T, path string) []byte {
		t.Helper()
		res := e.Do("GET", "/storage/v1/object/authenticated/"+path).As(e.user).Send()
		if res.Code != 200 {
			t.Fatalf("GET %s: %d %s", path, res.Code, res.Body)
		}
		return res.Body.Bytes()
	}
	rowID := func(t *testing.T, bucket, name string) string {
		t.Helper()
		var id string
		if err := e.DB.QueryRow(t.Context(), "SELECT id FROM storage_objects WHERE bucket_id = ? AND name = ?", bucket, name).Scan(&id); err != nil {
			t.Fatalf("row %s/%s: %v", bucket, name, err)
		}
		return id
	}
	audited := func(t *testing.T, action, target, name string) int {
		t.Helper()
		var n int
		if err := e.DB.QueryRow(t.Context(), "SELECT count(*) FROM audit_log WHERE action = ? AND target = ? AND record_id = ?", action, target, name).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}

	t.Run("copy within a bucket", func(t *testing.T) {
		res := post("copy", `{"bucketId":"clientes","sourceKey":"2/logos/a.png","destinationKey":"2/logos/b.png"}`)
		if res.Code != 200 {
			t.Fatalf("%d %s", res.Code, res.Body)
		}
		var out map[string]string
		decode(t, res, &out)
		if out["Key"] != "clientes/2/logos/b.png" || out["Id"] != rowID(t, "clientes", "2/logos/b.png") || out["Id"] == rowID(t, "clientes", "2/logos/a.png") {
			t.Fatalf("answer %s", res.Body)
		}
		if !bytes.Equal(download(t, "clientes/2/logos/b.png"), png) || !bytes.Equal(download(t, "clientes/2/logos/a.png"), png) {
			t.Fatal("bytes differ")
		}
		if audited(t, "upload", "storage:clientes", "2/logos/b.png") != 1 {
			t.Error("copy not audited")
		}
	})

	t.Run("copy onto an existing object needs x-upsert", func(t *testing.T) {
		wantError(t, post("copy", `{"bucketId":"clientes","sourceKey":"2/logos/a.png","destinationKey":"2/logos/b.png"}`), 400, "409", "KeyAlreadyExists")
		res := post("copy", `{"bucketId":"clientes","sourceKey":"2/logos/a.png","destinationKey":"2/logos/b.png"}`, "x-upsert", "true")
		if res.Code != 200 {
			t.Fatalf("%d %s", res.Code, res.Body)
		}
	})

	t.Run("move within a bucket keeps the object's id", func(t *testing.T) {
		id := rowID(t, "clientes", "2/logos/b.png")
		res := post("move", `{"bucketId":"clientes","sourceKey":"2/logos/b.png","destinationKey":"2/logos/c.png"}`)
		if res.Code != 200 || res.Body.String() != `{"message":"Successfully moved"}` {
			t.Fatalf("%d %s", res.Code, res.Body)
		}
		if rowID(t, "clientes", "2/logos/c.png") != id || !bytes.Equal(download(t, "clientes/2/logos/c.png"), png) {
			t.Fatal("moved object differs")
		}
		wantError(t, e.Do("GET", "/storage/v1/object/authenticated/clientes/2/logos/b.png").As(e.user).Send(), 400, "404", "NoSuchKey")
		if n := filesUnder(t, filepath.Join(e.storageDir(), "clientes", "2", "logos", "b.png")); n != 0 {
			t.Errorf("%d files left under the moved object's old place", n)
		}
		if audited(t, "remove", "storage:clientes", "2/logos/b.png") != 1 || audited(t, "upload", "storage:clientes", "2/logos/c.png") != 1 {
			t.Error("move not audited as remove + upload")
		}
	})

	t.Run("move across buckets", func(t *testing.T) {
		res := post("move", `{"bucketId":"clientes","sourceKey":"2/logos/c.png","destinationBucket":"contenido","destinationKey":"imagenes/c.png"}`)
		if res.Code != 200 {
			t.Fatalf("%d %s", res.Code, res.Body)
		}
		if !bytes.Equal(download(t, "contenido/imagenes/c.png"), png) {
			t.Fatal("bytes differ")
		}
		wantError(t, e.Do("GET", "/storage/v1/object/authenticated/clientes/2/logos/c.png").As(e.user).Send(), 400, "404", "NoSuchKey")
	})

	t.Run("onto itself is done without a change", func(t *testing.T) {
		id := rowID(t, "clientes", "2/logos/a.png")
		res := post("copy", `{"bucketId":"clientes","sourceKey":"2/logos/a.png","destinationKey":"2/logos/a.png"}`)
		if res.Code != 200 || res.Body.String() != `{"Id":"`+id+`","Key":"clientes/2/logos/a.png"}` {
			t.Fatalf("copy: %d %s", res.Code, res.Body)
		}
		res = post("move", `{"bucketId":"clientes","sourceKey":"2/logos/a.png","destinationBucket":"clientes","destinationKey":"2/logos/a.png"}`)
		if res.Code != 200 || rowID(t, "clientes", "2/logos/a.png") != id {
			t.Fatalf("move: %d %s", res.Code, res.Body)
		}
	})

	t.Run("refusals leave the source as it was", func(t *testing.T) {
		wantError(t, post("move", `{"bucketId":"clientes","sourceKey":"2/logos/a.png","destinationBucket":"contenido","destinationKey":"imagenes/c.png"}`), 400, "409", "KeyAlreadyExists")
		wantError(t, post("copy", `{"bucketId":"docs","sourceKey":"note.txt","destinationBucket":"clientes","destinationKey":"2/note.txt"}`), 400, "415", "InvalidMimeType")
		wantError(t, post("move", `{"bucketId":"docs","sourceKey":"note.txt","destinationBucket":"clientes","destinationKey":"2/note.txt"}`), 400, "415", "InvalidMimeType")
		wantError(t, post("copy", `{"bucketId":"clientes","sourceKey":"2/logos/a.png","destinationBucket":"tiny","destinationKey":"a.png"}`), 400, "413", "EntityTooLarge")
		wantError(t, post("move", `{"bucketId":"clientes","sourceKey":"2/logos/none.png","destinationKey":"2/logos/d.png"}`), 400, "404", "NoSuchKey")
		wantError(t, post("copy", `{"bucketId":"clientes","sourceKey":"2/logos/a.png","destinationBucket":"nada","destinationKey":"a.png"}`), 400, "404", "NoSuchBucket")
		wantError(t, post("copy", `{"bucketId":"clientes","sourceKey":"2/logos/a.png","destinationKey":"2/../x.png"}`), 400, "400", "InvalidKey")
		body := wantError(t, post("move", `{"bucketId":"clientes","sourceKey":"2/logos/a.png"}`), 400, "400", "InvalidRequest")
		if body["message"] != "body must have required property 'destinationKey'" {
			t.Errorf("message %q", body["message"])
		}
		res := e.Do("POST", "/storage/v1/object/move").As("anon").JSON(`{"bucketId":"clientes","sourceKey":"2/logos/a.png","destinationKey":"2/logos/z.png"}`).Send()
		wantError(t, res, 400, "403", "AccessDenied")
		if !bytes.Equal(download(t, "clientes/2/logos/a.png"), png) || !bytes.Equal(download(t, "docs/note.txt"), []byte("plain words")) {
			t.Fatal("a refused transfer changed its source")
		}
	})
}
