package rest_test

import (
	"testing"

	"github.com/vitrina/vitrina/internal/platform/platformtest"
)

// TestPreferHandlingStrict: unknown, invalid or unimplemented preferences are ignored by default
// and refused with PGRST122 under handling=strict.
func TestPreferHandlingStrict(t *testing.T) {
	env := platformtest.New(t)
	seed(t, env)
	strictBody := func(details string) string {
		return `{"code":"PGRST122","details":"Invalid preferences: ` + details + `","hint":null,"message":"Invalid preferences given with handling=strict"}`
	}
	runScenarios(t, env, []scenario{
		{name: "strict with valid preferences", method: "GET", path: "/rest/v1/testimoniales?select=id&order=id&limit=1",
			headers: map[string]string{"Prefer": "handling=strict, count=exact"}, wantStatus: 206,
			wantHeaders: map[string]string{"Content-Range": "0-0/3"}},
		{name: "lenient ignores unknown preferences", method: "GET", path: "/rest/v1/testimoniales?select=id&id=eq.1",
			headers: map[string]string{"Prefer": "foo=bar, tx=rollback"}, wantStatus: 200, wantBody: `[{"id":1}]`},
		{name: "explicitly lenient", method: "GET", path: "/rest/v1/testimoniales?select=id&id=eq.1",
			headers: map[string]string{"Prefer": "handling=lenient,count=bogus"}, wantStatus: 200, wantBody: `[{"id":1}]`},
		{name: "strict refuses unknown and unimplemented ones", method: "GET", path: "/rest/v1/testimoniales?select=id",
			headers: map[string]string{"Prefer": "handling=strict, foo=bar, tx=rollback"}, wantStatus: 400,
			wantBody: strictBody("foo=bar, tx=rollback")},
		{name: "strict refuses invalid values", method: "POST", path: "/rest/v1/categorias",
			body: `{"nombre":"Nueva"}`, headers: map[string]string{"Prefer": "return=everything,handling=strict"}, wantStatus: 400,
			wantBody: strictBody("return=everything"),
			after: func(t *testing.T, env *platformtest.Env) {
				if res := env.Do("GET", "/rest/v1/categorias?nombre=eq.Nueva").As("service_role").Send(); res.Body.String() != "[]" {
					t.Errorf("refused insert was written: %s", res.Body)
				}
			}},
	})
}
