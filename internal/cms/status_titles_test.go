package cms_test

import (
	"net/http"
	"testing"

	"github.com/vitrina/vitrina/internal/cms"
)

// TestStatusTitle: every error page's heading is Spanish, never Go's English status text.
func TestStatusTitle(t *testing.T) {
	for _, c := range []struct {
		status int
		want   string
	}{
		{http.StatusBadRequest, "Solicitud no válida"},
		{http.StatusForbidden, "Acceso no permitido"},
		{http.StatusNotFound, cms.MsgPageNotFound},
		{http.StatusMethodNotAllowed, cms.MsgMethodNotAllowed},
		{http.StatusTooManyRequests, "Demasiadas solicitudes"},
		{http.StatusBadGateway, "Error del servidor"},
		{http.StatusTeapot, "No se pudo completar la solicitud"},
	} {
		if got := cms.StatusTitle(c.status); got != c.want || got == http.StatusText(c.status) {
			t.Errorf("StatusTitle(%d) = %q, want %q", c.status, got, c.want)
		}
	}
}
