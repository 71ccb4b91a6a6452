package vacantes_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestApplicationCountsPastTheCap: the list counts the applications of its page's openings from one
// read while they are few; past 10 000 it counts each opening on its own, and the counts stay exact.
func TestApplicationCountsPastTheCap(t *testing.T) {
	if testing.Short() {
		t.Skip("stores 10 003 applications")
	}
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	busy := e.InsertRows(t, "vacantes", []map[string]any{{"titulo": "Muy solicitada", "slug": "muy-solicitada", "modalidad": "remoto", "tipo": "Temporal"}})[0]
	quiet := e.InsertRows(t, "vacantes", []map[string]any{{"titulo": "Tranquila", "slug": "tranquila", "modalidad": "remoto", "tipo": "Temporal"}})[0]
	if _, err := e.Plat.DB.Exec(context.Background(), fmt.Sprintf(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10001)
		INSERT INTO postulaciones (vacante, nombre, email, cv, consentimiento, estado)
		SELECT %d, 'Persona ' || i, 'p' || i || '@ejemplo.com', '%d/p' || i || '.pdf', true, CASE WHEN i %% 2 = 0 THEN 'nueva' ELSE 'revisada' END FROM n`, busy, busy)); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"Ana", "Luis"} {
		e.InsertRows(t, "postulaciones", []map[string]any{{"vacante": quiet, "nombre": name, "email": "x@ejemplo.com",
			"cv": fmt.Sprintf("%d/%s.pdf", quiet, name), "consentimiento": true}})
	}
	r := b.Do("GET", "/admin/vacantes/", "", "")
	cmstest.WantStatus(t, r, 200)
	for _, want := range []string{"10001 (5000 nuevas)", "2 (2 nuevas)"} {
		if !strings.Contains(r.Body, want) {
			t.Errorf("the list does not show %q", want)
		}
	}
}
