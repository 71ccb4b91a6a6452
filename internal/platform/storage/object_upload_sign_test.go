package storage_test

import (
	"bytes"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// TestSignedUploadURLs: createSignedUploadUrl + uploadToSignedUrl. The URL uploads one object
// once, within two hours, under the bucket's rules, recorded for whoever signed it.
func TestSignedUploadURLs(t *testing.T) {
	e := newEnv(t)
	png := pngBytes(t)

	sign := func(t *testing.T, path string, headers ...string) (url, token string) {
		t.Helper()
		req := e.Do("POST", "/storage/v1/object/upload/sign/"+path).As(e.user)
		for i := 0; i+1 < len(headers); i += 2 {
			req.Header(headers[i], headers[i+1])
		}
		res := req.Send()
		if res.Code != 200 {
			t.Fatalf("sign %s: %d %s", path, res.Code, res.Body)
		}
		var out map[string]string
		decode(t, res, &out)
		if out["token"] == "" || out["url"] != "/object/upload/sign/"+path+"?token="+out["token"] {
			t.Fatalf("sign answer %s", res.Body)
		}
		return out["url"], out["token"]
	}
	put := func(url string, body []byte) *httptest.ResponseRecorder {
		return e.Do("PUT", "/storage/v1"+url).Header("Content-Type", "image/png").Body(bytes.NewReader(body)).Send()
	}

	t.Run("uploads once without credentials", func(t *testing.T) {
		url, _ := sign(t, "clientes/2/logos/new.png")
		got := put(url, png)
		if got.Code != 200 || !strings.Contains(got.Body.String(), `"Key":"clientes/2/logos/new.png"`) {
			t.Fatalf("%d %s", got.Code, got.Body)
		}
		dl := e.Do("GET", "/storage/v1/object/authenticated/clientes/2/logos/new.png").As(e.user).Send()
		if dl.Code != 200 || !bytes.Equal(dl.Body.Bytes(), png) {
			t.Fatalf("download %d", dl.Code)
		}
		var owner string
		if err := e.DB.QueryRow(t.Context(), "SELECT owner FROM storage_objects WHERE bucket_id = ? AND name = ?", "clientes", "2/logos/new.png").Scan(&owner); err != nil || owner != userID {
			t.Errorf("owner %q (%v), want the signer %s", owner, err, userID)
		}
		wantError(t, put(url, png), 400, "400", "InvalidSignature")
	})

	t.Run("an existing object needs x-upsert, and is then replaced once", func(t *testing.T) {
		e.put(t, "clientes/2/logos/old.png", png)
		res := e.Do("POST", "/storage/v1/object/upload/sign/clientes/2/logos/old.png").As(e.user).Send()
		wantError(t, res, 400, "409", "KeyAlreadyExists")

		url, _ := sign(t, "clientes/2/logos/old.png", "x-upsert", "true")
		replacement := append(append([]byte{}, png...), 0)
		if got := put(url, replacement); got.Code != 200 {
			t.Fatalf("%d %s", got.Code, got.Body)
		}
		if dl := e.Do("GET", "/storage/v1/object/authenticated/clientes/2/logos/old.png").As(e.user).Send(); !bytes.Equal(dl.Body.Bytes(), replacement) {
			t.Fatalf("not replaced: %d", dl.Code)
		}
		wantError(t, put(url, png), 400, "400", "InvalidSignature")
	})

	t.Run("a URL for a new object is spent when someone else created it first", func(t *testing.T) {
		url, _ := sign(t, "clientes/2/logos/race.png")
		e.put(t, "clientes/2/logos/race.png", png)
		wantError(t, put(url, png), 400, "400", "InvalidSignature")
	})

	t.Run("refusals", func(t *testing.T) {
		wantError(t, e.Do("POST", "/storage/v1/object/upload/sign/clientes/2/logos/x.png").As("anon").Send(), 400, "403", "AccessDenied")
		wantError(t, e.Do("POST", "/storage/v1/object/upload/sign/nada/x.png").As(e.user).Send(), 400, "404", "NoSuchBucket")

		url, token := sign(t, "clientes/2/logos/typed.png")
		wantError(t, put(url, []byte("just text")), 400, "415", "InvalidMimeType")
		wantError(t, put("/object/upload/sign/clientes/2/logos/other.png?token="+token, png), 400, "400", "InvalidSignature")
		wantError(t, put("/object/upload/sign/clientes/2/logos/typed.png", png), 400, "400", "InvalidRequest")
		wantError(t, put("/object/upload/sign/clientes/2/logos/typed.png?token=x.y.z", png), 400, "400", "InvalidJWT")

		e.put(t, "clientes/2/logos/dl.png", png)
		res := e.Do("POST", "/storage/v1/object/sign/clientes/2/logos/dl.png").As(e.user).JSON(`{"expiresIn":60}`).Send()
		var signed map[string]string
		decode(t, res, &signed)
		download := strings.Replace(signed["signedURL"], "/object/sign/", "/object/upload/sign/", 1)
		wantError(t, put(download, png), 400, "400", "InvalidJWT")
	})

	t.Run("expires after two hours", func(t *testing.T) {
		url, _ := sign(t, "clientes/2/logos/late.png")
		e.Clock.Advance(2*time.Hour + 10*time.Second)
		wantError(t, put(url, png), 400, "400", "ExpiredToken")
	})
}
