package storage_test

import (
	"testing"
)

func TestObjectInfo(t *testing.T) {
	e := newEnv(t)
	png := pngBytes(t)
	put := e.put(t, "contenido/imagenes/a.png", png)
	cases := []struct {
		name, path, role string
		statusCode, code string // empty: success
	}{
		{"public", "info/public/contenido/imagenes/a.png", "", "", ""},
		{"default, anon", "info/contenido/imagenes/a.png", "anon", "", ""},
		{"authenticated, user", "info/authenticated/contenido/imagenes/a.png", e.user, "", ""},
		{"authenticated, no credentials", "info/authenticated/contenido/imagenes/a.png", "", "403", "AccessDenied"},
		{"missing", "info/public/contenido/imagenes/b.png", "", "404", "NoSuchKey"},
		{"missing bucket", "info/nada/imagenes/a.png", e.user, "404", "NoSuchBucket"},
		{"bad key", "info/contenido/imagenes%00/a.png", e.user, "400", "InvalidKey"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			req := e.Do("GET", "/storage/v1/object/"+c.path)
			if c.role != "" {
				req.As(c.role)
			}
			res := req.Send()
			if c.code != "" {
				wantError(t, res, 400, c.statusCode, c.code)
				return
			}
			var info map[string]any
			decode(t, res, &info)
			if res.Code != 200 || info["id"] != put["Id"] || info["name"] != "imagenes/a.png" || info["bucket_id"] != "contenido" ||
				info["size"] != float64(len(png)) || info["content_type"] != "image/png" || info["etag"] == "" || info["last_modified"] == "" {
				t.Fatalf("%d %s", res.Code, res.Body)
			}
		})
	}
}
