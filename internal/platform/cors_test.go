package platform_test

import (
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/platform/platformtest"
)

func TestCORS(t *testing.T) {
	env := platformtest.New(t)
	pre := env.Do("OPTIONS", "/rest/v1/contenido").Header("Origin", "https://app.example").
		Header("Access-Control-Request-Method", "POST").Header("Access-Control-Request-Headers", "apikey, prefer").Send()
	if pre.Code != 204 || pre.Header().Get("Access-Control-Allow-Origin") != "*" {
		t.Fatalf("preflight: %d %v", pre.Code, pre.Header())
	}
	for _, h := range []string{"apikey", "Prefer", "Accept-Profile", "X-Client-Info"} {
		if !containsFold(pre.Header().Get("Access-Control-Allow-Headers"), h) {
			t.Errorf("preflight does not allow %s", h)
		}
	}
	res := env.Do("GET", "/rest/v1/contenido").As("anon").Header("Origin", "https://app.example").Send()
	if res.Code != 200 || !containsFold(res.Header().Get("Access-Control-Expose-Headers"), "Content-Range") {
		t.Fatalf("cross-origin read: %d %v", res.Code, res.Header())
	}
}

func containsFold(list, item string) bool {
	return strings.Contains(strings.ToLower(list), strings.ToLower(item))
}
