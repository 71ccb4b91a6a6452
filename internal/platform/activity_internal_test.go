package platform

import (
	"net/http/httptest"
	"strings"
	"testing"
)

func TestOnlyPasswordHashingRequestsAreNotActivity(t *testing.T) {
	for target, want := range map[string]bool{
		"POST /auth/v1/token?grant_type=password":      true,
		"POST /auth/v1/signup":                         true,
		"POST /auth/v1/token?grant_type=refresh_token": false,
		"GET /auth/v1/user":                            false,
		"GET /rest/v1/contenido?select=*":              false,
		"POST /rest/v1/contenido":                      false,
		"GET /storage/v1/object/public/medios/a.png":   false,
	} {
		method, url, _ := strings.Cut(target, " ")
		if got := hashesPassword(httptest.NewRequest(method, url, nil)); got != want {
			t.Errorf("%s: hashesPassword = %v, want %v", target, got, want)
		}
	}
}
