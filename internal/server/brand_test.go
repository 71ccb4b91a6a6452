package server_test

import (
	"strings"
	"testing"
)

// TestAdminBrandFromSiteSettings: the admin's header and titles name the company as the site's
// appearance settings (view templates) do, and show its logo.
func TestAdminBrandFromSiteSettings(t *testing.T) {
	e := newHostileEnv(t)
	svc := []string{"apikey", e.service, "Authorization", "Bearer " + e.service, "Content-Type", "application/json",
		"Prefer", "resolution=merge-duplicates"}
	if page := e.cms.mustSend(200, "GET", "/admin/", ""); !strings.Contains(page, ">Vitrina<") {
		t.Fatalf("without settings the admin is not branded Vitrina")
	}
	e.cms.mustSend(201, "POST", "/rest/v1/ajustes_sitio", `{"id":1,"nombre_sitio":"Andina Ingeniería","logo":"ajustes/logo.png"}`, svc...)
	page := e.cms.mustSend(200, "GET", "/admin/", "")
	if !strings.Contains(page, "Andina Ingeniería") || !strings.Contains(page, "/storage/v1/object/public/contenido/ajustes/logo.png") {
		t.Fatalf("the admin does not show the company's name and logo:\n%s", page)
	}
}
