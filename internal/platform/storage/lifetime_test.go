package storage_test

import (
	"testing"
)

// TestSignLifetimeCoercion: expiresIn may be a JSON number or a numeric string (supabase-py sends
// "60"), as Supabase Storage's coercing validator accepts; anything else is refused with its
// messages.
func TestSignLifetimeCoercion(t *testing.T) {
	e := newEnv(t)
	e.put(t, "clientes/2/logos/acme.png", pngBytes(t))

	for _, body := range []string{`{"expiresIn":"60"}`, `{"expiresIn":" 60 "}`, `{"expiresIn":60.0}`, `{"expiresIn":60}`} {
		res := e.Do("POST", "/storage/v1/object/sign/clientes/2/logos/acme.png").As(e.user).JSON(body).Send()
		if res.Code != 200 {
			t.Fatalf("%s: %d %s", body, res.Code, res.Body)
		}
		var out map[string]string
		decode(t, res, &out)
		if got := e.Do("GET", "/storage/v1"+out["signedURL"]).Send(); got.Code != 200 {
			t.Errorf("%s: signed download %d", body, got.Code)
		}
	}
	res := e.Do("POST", "/storage/v1/object/sign/clientes").As(e.user).JSON(`{"expiresIn":"60","paths":["2/logos/acme.png"]}`).Send()
	if res.Code != 200 {
		t.Fatalf("many paths with a string lifetime: %d %s", res.Code, res.Body)
	}

	refusals := []struct{ body, message string }{
		{`{"expiresIn":"soon"}`, "body/expiresIn must be integer"},
		{`{"expiresIn":"1.5"}`, "body/expiresIn must be integer"},
		{`{"expiresIn":1.5}`, "body/expiresIn must be integer"},
		{`{"expiresIn":""}`, "body/expiresIn must be integer"},
		{`{"expiresIn":true}`, "body/expiresIn must be integer"},
		{`{"expiresIn":"0"}`, "body/expiresIn must be >= 1"},
		{`{"expiresIn":"-5"}`, "body/expiresIn must be >= 1"},
		{`{"expiresIn":null}`, "body must have required property 'expiresIn'"},
	}
	for _, r := range refusals {
		res := e.Do("POST", "/storage/v1/object/sign/clientes/2/logos/acme.png").As(e.user).JSON(r.body).Send()
		body := wantError(t, res, 400, "400", "InvalidRequest")
		if body["message"] != r.message {
			t.Errorf("%s: message %q, want %q", r.body, body["message"], r.message)
		}
	}
}
