package storage_test

import (
	"bytes"
	"net/http"
	"strings"
	"testing"
)

func TestSeededBuckets(t *testing.T) {
	e := newEnv(t)
	res := e.Do("GET", "/storage/v1/bucket").As("service_role").Send()
	if res.Code != 200 {
		t.Fatalf("%d %s", res.Code, res.Body)
	}
	var buckets []map[string]any
	decode(t, res, &buckets)
	if len(buckets) != 3 || buckets[0]["id"] != "clientes" || buckets[1]["id"] != "contenido" || buckets[2]["id"] != "postulaciones" {
		t.Fatalf("%s", res.Body)
	}
	want := map[string]string{
		"clientes":  `["image/png","image/jpeg","image/svg+xml"]`,
		"contenido": `["image/jpeg","image/png","image/webp","image/gif"]`,
		// the private drop box of job applications' CVs (internal/platform/storage/dropbox.go)
		"postulaciones": `["application/pdf","application/vnd.openxmlformats-officedocument.wordprocessingml.document"]`,
	}
	public := map[string]bool{"clientes": true, "contenido": true}
	limit := map[string]float64{"clientes": 10 << 20, "contenido": 10 << 20, "postulaciones": 5 << 20}
	for _, b := range buckets {
		for _, k := range []string{"id", "name", "owner", "owner_id", "public", "type", "file_size_limit", "allowed_mime_types", "created_at", "updated_at"} {
			if _, ok := b[k]; !ok {
				t.Errorf("bucket lacks %s: %v", k, b)
			}
		}
		if id := b["id"].(string); b["public"] != public[id] || b["file_size_limit"] != limit[id] || b["type"] != "STANDARD" {
			t.Errorf("bucket %v", b)
		}
		var got strings.Builder
		got.WriteString(`[`)
		for i, m := range b["allowed_mime_types"].([]any) {
			if i > 0 {
				got.WriteString(",")
			}
			got.WriteString(`"` + m.(string) + `"`)
		}
		got.WriteString(`]`)
		if got.String() != want[b["id"].(string)] {
			t.Errorf("%s allows %s", b["id"], got.String())
		}
	}
}

func TestBucketLifecycle(t *testing.T) {
	e := newEnv(t)
	do := func(method, path, role, body string) *httpRecorder {
		req := e.Do(method, "/storage/v1"+path)
		if role != "" {
			req.As(role)
		}
		if body != "" {
			req.JSON(body)
		}
		return req.Send()
	}
	ok := func(t *testing.T, res *httpRecorder, want string) {
		t.Helper()
		if res.Code != 200 || (want != "" && strings.TrimSpace(res.Body.String()) != want) {
			t.Fatalf("%d %s, want %s", res.Code, res.Body, want)
		}
	}
	ok(t, do("POST", "/bucket", "service_role", `{"name":"avatars","public":false,"file_size_limit":"1KB","allowed_mime_types":["image/*"]}`), `{"name":"avatars"}`)
	wantError(t, do("POST", "/bucket", "service_role", `{"name":"avatars"}`), 400, "409", "BucketAlreadyExists")
	res := do("GET", "/bucket/avatars", "service_role", "")
	ok(t, res, "")
	var b map[string]any
	decode(t, res, &b)
	if b["public"] != false || b["file_size_limit"] != float64(1000) || b["allowed_mime_types"].([]any)[0] != "image/*" {
		t.Fatalf("%s", res.Body)
	}

	// The bucket's own limit applies (1 KB), and image/* admits any image type.
	big := append(pngBytes(t), bytes.Repeat([]byte{0}, 1000)...)
	wantError(t, e.Do("PUT", "/storage/v1/object/avatars/big.png").As(e.user).Body(bytes.NewReader(big)).Send(), 400, "413", "EntityTooLarge")
	e.put(t, "avatars/a.gif", gifBytes(t))
	wantError(t, e.Do("PUT", "/storage/v1/object/avatars/a.txt").As(e.user).Body(strings.NewReader("hello")).Send(), 400, "415", "InvalidMimeType")

	ok(t, do("PUT", "/bucket/avatars", "service_role", `{"public":true,"file_size_limit":null,"allowed_mime_types":null}`), `{"message":"Successfully updated"}`)
	e.put(t, "avatars/a.txt", []byte("hello"))
	e.put(t, "avatars/big.png", big)
	ok(t, do("PUT", "/bucket/avatars", "service_role", `{"file_size_limit":2000}`), "")
	decode(t, do("GET", "/bucket/avatars", "service_role", ""), &b)
	if b["public"] != true || b["file_size_limit"] != float64(2000) || b["allowed_mime_types"] != nil {
		t.Fatalf("after updates: %v", b)
	}

	wantError(t, do("DELETE", "/bucket/avatars", "service_role", ""), 400, "409", "ResourceNotEmpty")
	res = do("POST", "/bucket/avatars/empty", e.user, "")
	wantError(t, res, http.StatusForbidden, "403", "AccessDenied")
	ok(t, do("POST", "/bucket/avatars/empty", "service_role", ""), `{"message":"Empty bucket has been queued. Completion may take up to an hour."}`)
	if n := countObjects(t, e); n != 0 {
		t.Fatalf("%d objects after empty", n)
	}
	if got := e.stored(t); len(got) != 0 {
		t.Fatalf("files after empty: %v", got)
	}
	ok(t, do("DELETE", "/bucket/avatars", "service_role", ""), `{"message":"Successfully deleted"}`)
	wantError(t, do("GET", "/bucket/avatars", "service_role", ""), 400, "404", "NoSuchBucket")
}

func TestBucketErrors(t *testing.T) {
	e := newEnv(t)
	cases := []struct {
		name, method, path, role, body string
		status                         int
		statusCode, code               string
	}{
		{"list as anon", "GET", "/bucket", "anon", "", 400, "403", "AccessDenied"},
		{"list as user", "GET", "/bucket", e.user, "", 400, "403", "AccessDenied"},
		{"list without credentials", "GET", "/bucket", "", "", 400, "403", "AccessDenied"},
		{"list with bad sort", "GET", "/bucket?sortColumn=secret", "service_role", "", 400, "400", "InvalidRequest"},
		{"list with bad limit", "GET", "/bucket?limit=-1", "service_role", "", 400, "400", "InvalidRequest"},
		{"create as user", "POST", "/bucket", e.user, `{"name":"x"}`, 400, "403", "AccessDenied"},
		{"create without name", "POST", "/bucket", "service_role", `{"public":true}`, 400, "400", "InvalidRequest"},
		{"create with bad name", "POST", "/bucket", "service_role", `{"name":"../x"}`, 400, "400", "InvalidBucketName"},
		{"create with a reserved name", "POST", "/bucket", "service_role", `{"name":"public"}`, 400, "400", "InvalidBucketName"},
		{"create with bad size", "POST", "/bucket", "service_role", `{"name":"x","file_size_limit":"ten"}`, 400, "400", "InvalidRequest"},
		{"create with less than a byte", "POST", "/bucket", "service_role", `{"name":"x","file_size_limit":"0.1B"}`, 400, "400", "InvalidRequest"},
		{"create with negative size", "POST", "/bucket", "service_role", `{"name":"x","file_size_limit":-1}`, 400, "400", "InvalidRequest"},
		{"create with bad mime", "POST", "/bucket", "service_role", `{"name":"x","allowed_mime_types":["png"]}`, 400, "400", "InvalidRequest"},
		{"create with bad JSON", "POST", "/bucket", "service_role", `{"name":`, 400, "400", "InvalidRequest"},
		{"get missing", "GET", "/bucket/nada", "service_role", "", 400, "404", "NoSuchBucket"},
		{"get as anon", "GET", "/bucket/contenido", "anon", "", 400, "403", "AccessDenied"},
		{"update missing", "PUT", "/bucket/nada", "service_role", `{"public":true}`, 400, "404", "NoSuchBucket"},
		{"update with nothing", "PUT", "/bucket/contenido", "service_role", `{}`, 400, "400", "InvalidRequest"},
		{"update as user", "PUT", "/bucket/contenido", e.user, `{"public":false}`, 400, "403", "AccessDenied"},
		{"delete missing", "DELETE", "/bucket/nada", "service_role", "", 400, "404", "NoSuchBucket"},
		{"delete as user", "DELETE", "/bucket/contenido", e.user, "", 400, "403", "AccessDenied"},
		{"empty missing", "POST", "/bucket/nada/empty", "service_role", "", 400, "404", "NoSuchBucket"},
		{"empty as anon", "POST", "/bucket/contenido/empty", "anon", "", 403, "403", "AccessDenied"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			req := e.Do(c.method, "/storage/v1"+c.path)
			if c.role != "" {
				req.As(c.role)
			}
			if c.body != "" {
				req.JSON(c.body)
			}
			wantError(t, req.Send(), c.status, c.statusCode, c.code)
		})
	}
}
