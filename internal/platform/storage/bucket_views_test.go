package storage_test

import (
	"bytes"
	"net/http"
	"strings"
	"testing"
)

// TestBucketViews: a signed-in employee writes to a bucket only with a view that writes it (the
// content bucket takes every editorial form's images; client logos, the views that set them); moving
// or copying needs both buckets; reading a public bucket needs nothing.
func TestBucketViews(t *testing.T) {
	e := newEnv(t)
	png := pngBytes(t)
	e.put(t, "contenido/imagenes/base.png", png)
	blog := e.Employee("escritor", "blog")
	sales := e.Employee("ventas", "clientes")
	none := e.Employee("recepcion", "dashboard")
	upload := func(token, path string) *http.Response {
		res := e.Do("POST", "/storage/v1/object/"+path).As(token).Header("Content-Type", "image/png").Body(bytes.NewReader(png)).Send()
		return res.Result()
	}
	for _, c := range []struct {
		name, token, path string
		want              int
	}{
		{"blog stores an image in contenido", blog, "contenido/blog/a.png", http.StatusOK},
		{"a role without an editorial view may not", none, "contenido/otros/a.png", http.StatusBadRequest},
		{"clients stores a logo", sales, "clientes/logos/a.png", http.StatusOK},
		{"blog may not store a logo", blog, "clientes/logos/b.png", http.StatusBadRequest},
	} {
		if got := upload(c.token, c.path); got.StatusCode != c.want {
			t.Errorf("%s: %d, want %d", c.name, got.StatusCode, c.want)
		}
	}
	del := e.Do("DELETE", "/storage/v1/object/contenido/imagenes/base.png").As(none).Send()
	if del.Code == http.StatusOK || !strings.Contains(del.Body.String(), "Unauthorized") && del.Code != http.StatusBadRequest {
		t.Errorf("a role without an editorial view deletes: %d %s", del.Code, del.Body.String())
	}
	move := e.Do("POST", "/storage/v1/object/copy").As(sales).
		JSON(`{"bucketId":"contenido","sourceKey":"imagenes/base.png","destinationBucket":"clientes","destinationKey":"logos/c.png"}`).Send()
	if move.Code == http.StatusOK {
		t.Errorf("clients copies out of contenido, whose views it lacks: %d %s", move.Code, move.Body.String())
	}
	if get := e.Do("GET", "/storage/v1/object/public/contenido/imagenes/base.png").Send(); get.Code != http.StatusOK {
		t.Errorf("a public read: %d", get.Code)
	}
}
