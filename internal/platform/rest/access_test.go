package rest_test

import (
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"

	"github.com/vitrina/vitrina/internal/platform/platformtest"
)

func contains(s, sub string) bool { return strings.Contains(s, sub) }

func TestAccessRules(t *testing.T) {
	env := platformtest.New(t)
	seed(t, env)
	var s []scenario
	for _, table := range []string{"contenido", "categoria-servicios", "categorias", "testimoniales", "clientes"} {
		s = append(s,
			scenario{name: "anon reads " + table, method: "GET", path: "/rest/v1/" + table, as: "anon", wantStatus: 200},
			scenario{name: "anon may not write " + table, method: "PATCH", path: "/rest/v1/" + table + "?id=eq.1", as: "anon", body: `{}`, wantStatus: 401,
				wantBody: `{"code":"42501","details":null,"hint":null,"message":"permission denied for table ` + table + `"}`},
			scenario{name: "user reads " + table, method: "GET", path: "/rest/v1/" + table, as: "user", wantStatus: 200},
		)
	}
	for _, table := range []string{"Empleados", "roles_permisos"} {
		s = append(s,
			scenario{name: "anon may not read " + table, method: "GET", path: "/rest/v1/" + table, as: "anon", wantStatus: 401, wantContain: []string{`"code":"42501"`}},
			scenario{name: "user reads " + table, method: "GET", path: "/rest/v1/" + table, as: "user", wantStatus: 200},
			scenario{name: "user may not write " + table, method: "DELETE", path: "/rest/v1/" + table + "?id=eq.1", as: "user", wantStatus: 403,
				wantBody: `{"code":"42501","details":null,"hint":null,"message":"permission denied for table ` + table + `"}`},
		)
	}
	s = append(s,
		scenario{name: "anon may not insert", method: "POST", path: "/rest/v1/contenido", as: "anon", body: `{"titulo":"x","categoria":2}`, wantStatus: 401,
			wantHeaders: map[string]string{"WWW-Authenticate": "Bearer"}, after: wantRows("contenido", "titulo=eq.x", 0)},
		scenario{name: "user writes content", method: "POST", path: "/rest/v1/contenido", as: "user", body: `{"titulo":"x","categoria":2}`, wantStatus: 201,
			after: wantRows("contenido", "titulo=eq.x", 1)},
		scenario{name: "user updates content", method: "PATCH", path: "/rest/v1/contenido?titulo=eq.x", as: "user", body: `{"titulo":"y"}`, wantStatus: 204},
		scenario{name: "user deletes content", method: "DELETE", path: "/rest/v1/contenido?titulo=eq.y", as: "user", wantStatus: 204,
			after: wantRows("contenido", "titulo=eq.y", 0)},
		scenario{name: "service role writes employees", method: "PATCH", path: "/rest/v1/Empleados?nombre=eq.Luis", body: `{"rol":"ventas"}`, wantStatus: 204,
			after: wantRows("Empleados", "rol=eq.ventas", 1)},
	)
	runScenarios(t, env, s)
}

func TestTokens(t *testing.T) {
	env := platformtest.New(t)
	now := env.Clock.Now()
	sign := func(secret any, method jwt.SigningMethod, claims jwt.MapClaims) string {
		tok, err := jwt.NewWithClaims(method, claims).SignedString(secret)
		if err != nil {
			t.Fatal(err)
		}
		return tok
	}
	good := jwt.MapClaims{"role": "authenticated", "sub": "x", "iat": now.Unix(), "exp": now.Add(time.Hour).Unix()}
	other := sign([]byte(strings.Repeat("another-secret", 4)), jwt.SigningMethodHS256, good)
	expired := env.UserToken("9b2c1f6e-5a4d-4c3b-8a2f-1e0d9c8b7a65", "a@example.com")
	none := sign(jwt.UnsafeAllowNoneSignatureType, jwt.SigningMethodNone, good)
	badRole := jwt.MapClaims{"role": "postgres", "iat": now.Unix(), "exp": now.Add(time.Hour).Unix()}

	cases := []struct {
		name       string
		apikey     string
		bearer     string
		wantStatus int
		want       string
	}{
		{"no api key", "", "", 401, `{"message":"No API key found in request","hint":"No ` + "`apikey`" + ` request header or url param was found."}`},
		{"api key from another secret", other, "", 401, `"message":"Invalid API key"`},
		{"user token as api key", expired, "", 401, `"message":"Invalid API key"`},
		{"token from another secret", env.Keys.AnonKey(), other, 401, `"code":"PGRST301"`},
		{"alg none", env.Keys.AnonKey(), none, 401, `"code":"PGRST301"`},
		{"garbage", env.Keys.AnonKey(), "not.a.jwt", 401, `"code":"PGRST301"`},
		{"unknown role", env.Keys.AnonKey(), sign([]byte(strings.Repeat("test-secret-", 4)), jwt.SigningMethodHS256, badRole), 401, `role \"postgres\" does not exist`},
		{"api key alone acts as its role", env.Keys.AnonKey(), "", 200, `[]`},
		{"opaque sb_ bearer falls back to the api key", env.Keys.AnonKey(), "sb_publishable_x", 200, `[]`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			req := env.Do("GET", "/rest/v1/contenido")
			if c.apikey != "" {
				req.Header("apikey", c.apikey)
			}
			if c.bearer != "" {
				req.Header("Authorization", "Bearer "+c.bearer)
			}
			res := req.Send()
			if res.Code != c.wantStatus || !strings.Contains(res.Body.String(), c.want) {
				t.Fatalf("got %d %s, want %d containing %s", res.Code, res.Body.String(), c.wantStatus, c.want)
			}
		})
	}

	t.Run("api key in the query string", func(t *testing.T) {
		res := env.Do("GET", "/rest/v1/contenido?apikey="+env.Keys.AnonKey()).Send()
		if res.Code != 200 {
			t.Fatalf("got %d %s", res.Code, res.Body.String())
		}
	})
	t.Run("expired token", func(t *testing.T) {
		env.Clock.Advance(2 * time.Hour)
		res := env.Do("GET", "/rest/v1/contenido").As(expired).Send()
		if res.Code != 401 || !strings.Contains(res.Body.String(), `"code":"PGRST303","details":null,"hint":null,"message":"JWT expired"`) {
			t.Fatalf("got %d %s", res.Code, res.Body.String())
		}
		if got := res.Header().Get("WWW-Authenticate"); !strings.Contains(got, `error="invalid_token"`) {
			t.Errorf("WWW-Authenticate = %q", got)
		}
	})
}
