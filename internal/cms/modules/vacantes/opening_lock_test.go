package vacantes_test

import (
	"testing"

	"github.com/vitrina/vitrina/internal/cms/cmstest"
)

// TestOpeningEditLock: the first editor to open an opening holds its lock, a second sees it and may
// take it over, a save releases it.
func TestOpeningEditLock(t *testing.T) {
	e := cmstest.New(t, "in-process")
	b := e.SignedInAdmin(t)
	e.Account(t, "luis@example.com", "administrador", false, nil)
	luis := e.Browser(t).SignIn("luis@example.com")
	cmstest.WantStatus(t, b.PostForm("/admin/vacantes/nueva", validOpening("slug", "go")), 303)
	path := "/admin/vacantes/" + cmstest.RowIDs(b.GetJSON("/admin/vacantes/").Body)[0]
	cmstest.WantEditLock(t, b, luis, path, validOpening("slug", "go", "version", "1"))
}
