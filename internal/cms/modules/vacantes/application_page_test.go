package vacantes_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestApplicationPageStyled: an application's page is laid out like the other detail pages — its
// own stylesheet (served), the candidate's details as a card with the state beside the title, the
// CV download as a button and the review form apart.
func TestApplicationPageStyled(t *testing.T) {
	_, b, o, a := openingWithApplication(t)
	page := b.Do("GET", fmt.Sprintf("/admin/vacantes/%d/postulaciones/%d", o, a), "", "")
	cmstest.WantStatus(t, page, http.StatusOK)
	for _, want := range []string{
		`href="/cms-static/vacantes/application.css"`,
		`class="application-card"`,
		`id="estado"`,
		`class="button" id="descargar-cv"`,
		`class="application-review"`,
		"Ana Ruiz",
	} {
		if !strings.Contains(page.Body, want) {
			t.Errorf("the application's page lacks %s", want)
		}
	}
	css := b.Do("GET", "/cms-static/vacantes/application.css", "", "")
	if css.Status != http.StatusOK || !strings.Contains(css.Body, ".application-details") {
		t.Errorf("stylesheet: %d", css.Status)
	}
}

// openingWithApplication is an administrator's browser, an opening and Ana Ruiz's new application.
func openingWithApplication(t *testing.T) (e *cmstest.Env, b *cmstest.Browser, opening, application int64) {
	t.Helper()
	e = cmstest.New(t, "in-process")
	b = e.SignedInAdmin(t)
	opening = e.InsertRows(t, "vacantes", []map[string]any{{"titulo": "Diseño", "slug": "diseno", "modalidad": "remoto", "tipo": "Temporal"}})[0]
	return e, b, opening, apply(t, e, opening, "Ana Ruiz", "nueva")
}
