package storage_test

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"strconv"
	"testing"

	"github.com/vitrina/vitrina/internal/platform/platformtest"
)

// FuzzRequests sends arbitrary paths and bodies to the storage handler, as every role: whatever
// arrives, the answer is never a 5xx (or a panic).
func FuzzRequests(f *testing.F) {
	seeds := []struct{ method, path, body string }{
		{"GET", "/object/public/contenido/imagenes/a.png", ""},
		{"PUT", "/object/contenido/imagenes/b.png", "\x89PNG\r\n\x1a\n"},
		{"POST", "/object/list/contenido", `{"prefix":"imagenes","limit":5,"sortBy":{"column":"created_at","order":"desc"}}`},
		{"POST", "/object/list-v2/contenido", `{"prefix":"imagenes/","limit":1,"with_delimiter":true,"cursor":"eyJvIjoiPiIsIm4iOiJhIn0"}`},
		{"POST", "/object/sign/contenido/imagenes/a.png", `{"expiresIn":60}`},
		{"POST", "/object/sign/contenido", `{"expiresIn":60,"paths":["imagenes/a.png"]}`},
		{"POST", "/object/sign/contenido/imagenes/a.png", `{"expiresIn":"60"}`},
		{"POST", "/object/upload/sign/contenido/imagenes/c.png", ""},
		{"PUT", "/object/upload/sign/contenido/imagenes/c.png?token=a.b.c", "\x89PNG\r\n\x1a\n"},
		{"POST", "/object/move", `{"bucketId":"contenido","sourceKey":"imagenes/a.png","destinationKey":"imagenes/m.png"}`},
		{"POST", "/object/copy", `{"bucketId":"contenido","sourceKey":"imagenes/b.png","destinationBucket":"clientes","destinationKey":"x/b.png"}`},
		{"DELETE", "/object/contenido", `{"prefixes":["imagenes/a.png"]}`},
		{"GET", "/object/sign/contenido/imagenes/a.png?token=x.y.z", ""},
		{"GET", "/render/image/public/contenido/imagenes/a.png?width=4&height=3&resize=contain&quality=50", ""},
		{"GET", "/render/image/authenticated/contenido/imagenes/a.png?format=origin", ""},
		{"GET", "/render/image/sign/contenido/imagenes/a.png?token=x.y.z&width=2", ""},
		{"POST", "/object/sign/contenido/imagenes/a.png", `{"expiresIn":60,"transform":{"width":2,"resize":"fill"}}`},
		{"POST", "/bucket", `{"name":"x","file_size_limit":"1.5MB","allowed_mime_types":["image/*"]}`},
		{"PUT", "/bucket/contenido", `{"file_size_limit":1e400}`},
		{"GET", "/bucket?limit=1&sortColumn=name&sortOrder=desc&search=%25", ""},
		{"POST", "/object/contenido/a.png", "--x\r\nContent-Disposition: form-data; name=\"\"; filename=\"b\"\r\n\r\nhi\r\n--x--"},
		{"POST", "/upload/resumable", ""}, {"OPTIONS", "/upload/resumable", ""}, {"PATCH", "/upload/resumable/abc", "x"},
		{"HEAD", "/upload/resumable/../../x", ""}, {"DELETE", "/upload/resumable/abc/def", ""}, {"POST", "/upload/resumable/", "z"},
	}
	for i, s := range seeds {
		f.Add(s.method, s.path, []byte(s.body), uint8(i))
	}
	e := platformtest.New(f)
	user := e.UserToken(userID, "fuzz@example.com")
	png := pngBytes(f)
	if res := e.Do("PUT", "/storage/v1/object/contenido/imagenes/a.png").As(user).Body(bytes.NewReader(png)).Send(); res.Code != 200 {
		f.Fatal(res.Body)
	}
	f.Fuzz(func(t *testing.T, method, path string, body []byte, who uint8) {
		req, err := http.NewRequest(method, "http://x/storage/v1"+path, bytes.NewReader(body))
		if err != nil || req.URL.Path == "" {
			return
		}
		switch who % 4 {
		case 0:
			req.Header.Set("Authorization", "Bearer "+user)
		case 1:
			req.Header.Set("Authorization", "Bearer "+e.Keys.ServiceRoleKey())
		case 2:
			req.Header.Set("apikey", e.Keys.AnonKey())
		}
		if who&4 != 0 {
			req.Header.Set("Content-Type", "multipart/form-data; boundary=x")
		}
		if who&8 != 0 { // a TUS request: resumable uploads
			req.Header.Set("Tus-Resumable", "1.0.0")
			req.Header.Set("Upload-Length", strconv.Itoa(len(body)))
			req.Header.Set("Upload-Offset", "0")
			req.Header.Set("Upload-Metadata", "bucketName Y29udGVuaWRv,objectName aW1hZ2VuZXMvdC5wbmc=")
			if method == http.MethodPatch {
				req.Header.Set("Content-Type", "application/offset+octet-stream")
			}
		}
		rec := httptest.NewRecorder()
		e.Handler.ServeHTTP(rec, req)
		if rec.Code >= 500 {
			t.Fatalf("%s %s: %d %s", method, path, rec.Code, rec.Body)
		}
	})
}
