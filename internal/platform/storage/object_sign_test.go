package storage_test

import (
	"bytes"
	"net/http"
	"strings"
	"testing"
	"time"
)

func TestSignedURLs(t *testing.T) {
	e := newEnv(t)
	png := pngBytes(t)
	e.put(t, "clientes/2/logos/acme.png", png)
	e.put(t, "clientes/2/logos/other.png", png)

	sign := func(t *testing.T, role, path, body string) string {
		t.Helper()
		res := e.Do("POST", "/storage/v1/object/sign/"+path).As(role).JSON(body).Send()
		if res.Code != 200 {
			t.Fatalf("%d %s", res.Code, res.Body)
		}
		var out map[string]string
		decode(t, res, &out)
		if !strings.HasPrefix(out["signedURL"], "/object/sign/"+path+"?token=") {
			t.Fatalf("signedURL %q", out["signedURL"])
		}
		return out["signedURL"]
	}
	url := sign(t, e.user, "clientes/2/logos/acme.png", `{"expiresIn":60}`)
	token := url[strings.Index(url, "token=")+len("token="):]

	res := e.Do("GET", "/storage/v1"+url).Send()
	if res.Code != 200 || !bytes.Equal(res.Body.Bytes(), png) || res.Header().Get("Expires") == "" {
		t.Fatalf("signed download %d, %d bytes, Expires %q", res.Code, res.Body.Len(), res.Header().Get("Expires"))
	}
	if res := e.Do("GET", "/storage/v1"+url).Header("Range", "bytes=0-1").Send(); res.Code != http.StatusPartialContent {
		t.Errorf("ranged signed download %d", res.Code)
	}
	if res := e.Do("GET", "/storage/v1"+url+"&download=logo.png").Send(); !strings.HasPrefix(res.Header().Get("Content-Disposition"), "attachment; filename=logo.png") {
		t.Errorf("Content-Disposition %q", res.Header().Get("Content-Disposition"))
	}
	if sign(t, "service_role", "clientes/2/logos/acme.png", `{"expiresIn":1}`) == "" {
		t.Fatal("service role cannot sign")
	}

	t.Run("errors", func(t *testing.T) {
		wantError(t, e.Do("GET", "/storage/v1/object/sign/clientes/2/logos/other.png?token="+token).Send(), 400, "400", "InvalidSignature")
		wantError(t, e.Do("GET", "/storage/v1/object/sign/clientes/2/logos/acme.png?token="+token[:len(token)-3]+"abc").Send(), 400, "400", "InvalidJWT")
		wantError(t, e.Do("GET", "/storage/v1/object/sign/clientes/2/logos/acme.png?token=garbage").Send(), 400, "400", "InvalidJWT")
		wantError(t, e.Do("GET", "/storage/v1/object/sign/clientes/2/logos/acme.png").Send(), 400, "400", "InvalidRequest")
		// An access token is not a download token, even though the same key signed it.
		wantError(t, e.Do("GET", "/storage/v1/object/sign/clientes/2/logos/acme.png?token="+e.user).Send(), 400, "400", "InvalidJWT")
		// Nor is a signed-URL token a credential.
		wantError(t, e.Do("PUT", "/storage/v1/object/clientes/2/logos/x.png").As(token).Body(bytes.NewReader(png)).Send(), 400, "403", "AccessDenied")

		wantError(t, e.Do("POST", "/storage/v1/object/sign/clientes/2/logos/acme.png").As("anon").JSON(`{"expiresIn":60}`).Send(), 400, "403", "AccessDenied")
		wantError(t, e.Do("POST", "/storage/v1/object/sign/clientes/2/logos/acme.png").JSON(`{"expiresIn":60}`).Send(), 400, "403", "AccessDenied")
		wantError(t, e.Do("POST", "/storage/v1/object/sign/clientes/2/logos/none.png").As(e.user).JSON(`{"expiresIn":60}`).Send(), 400, "404", "NoSuchKey")
		wantError(t, e.Do("POST", "/storage/v1/object/sign/nada/x.png").As(e.user).JSON(`{"expiresIn":60}`).Send(), 400, "404", "NoSuchBucket")
		wantError(t, e.Do("POST", "/storage/v1/object/sign/clientes/2/logos/acme.png").As(e.user).JSON(`{"expiresIn":0}`).Send(), 400, "400", "InvalidRequest")
		wantError(t, e.Do("POST", "/storage/v1/object/sign/clientes/2/logos/acme.png").As(e.user).JSON(`{}`).Send(), 400, "400", "InvalidRequest")
		wantError(t, e.Do("POST", "/storage/v1/object/sign/clientes/2/logos/acme.png").As(e.user).JSON(`{"expiresIn":"soon"}`).Send(), 400, "400", "InvalidRequest")
	})

	t.Run("expiry follows the platform clock", func(t *testing.T) {
		e.Clock.Advance(70 * time.Second) // past expiry and the keys' 5 s leeway
		wantError(t, e.Do("GET", "/storage/v1"+url).Send(), 400, "400", "ExpiredToken")
	})

	t.Run("many paths", func(t *testing.T) {
		res := e.Do("POST", "/storage/v1/object/sign/clientes").As(e.user).
			JSON(`{"expiresIn":60,"paths":["2/logos/acme.png","2/logos/none.png","../x"]}`).Send()
		if res.Code != 200 {
			t.Fatalf("%d %s", res.Code, res.Body)
		}
		var out []struct {
			Error     *string `json:"error"`
			Path      string  `json:"path"`
			SignedURL *string `json:"signedURL"`
		}
		decode(t, res, &out)
		if len(out) != 3 || out[0].Error != nil || out[0].SignedURL == nil || out[1].Error == nil || out[1].SignedURL != nil || out[2].Error == nil {
			t.Fatalf("%s", res.Body)
		}
		if got := e.Do("GET", "/storage/v1"+*out[0].SignedURL).Send(); got.Code != 200 {
			t.Errorf("signed download %d", got.Code)
		}
	})
}
