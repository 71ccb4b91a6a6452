package vacantes_test

import (
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestOpeningDraft: a published opening's edits saved as a draft stay off /empleo and reopen in the
// form with a notice, the list marks them; «Descartar borrador» and «Guardar» end the draft; an
// unpublished opening keeps no draft; a role without the view is refused.
func TestOpeningDraft(t *testing.T) {
	for _, transport := range cmstest.Transports {
		t.Run(transport, func(t *testing.T) {
			e := cmstest.New(t, transport)
			b := e.SignedInAdmin(t)
			published := e.InsertRows(t, "vacantes", []map[string]any{{"titulo": "Desarrolladora Go", "slug": "desarrolladora-go",
				"modalidad": "remoto", "tipo": "Jornada completa", "descripcion": "<p>Backend.</p>"}})[0]
			hidden := e.InsertRows(t, "vacantes", []map[string]any{{"titulo": "Diseñador", "slug": "disenador",
				"modalidad": "remoto", "tipo": "Jornada completa", "estado": "borrador"}})[0]
			e.Account(t, "ventas@example.com", "ventas", false, nil)
			cmstest.WantDrafts(t, e, b, cmstest.DraftWalk{Table: "vacantes", Column: "titulo", ID: published, List: "/admin/vacantes/",
				Form:      validOpening("titulo", "Ingeniera backend sénior", "slug", "desarrolladora-go", "version", "1"),
				Published: "Desarrolladora Go", Drafted: "Ingeniera backend sénior", SitePath: "/empleo/desarrolladora-go",
				Unpublished: "/admin/vacantes/" + cmstest.IDText(hidden), UnpublishedForm: validOpening("slug", "disenador", "estado", "borrador"),
				Other: e.Browser(t).SignIn("ventas@example.com")})
		})
	}
}
