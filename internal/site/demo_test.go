package site_test

import "testing"

// The demo's hero leads somewhere (getting in touch, the projects) and the clients page lays its groups side
// by side on a wide screen.
func TestHeroCallsToActionAndClientGroups(t *testing.T) {
	t.Parallel()
	f := newFixture(t, true)
	mustContain(t, "home", f.page("/", 200), `<a class="cta" href="/contacto">`, `<a class="cta secondary" href="/proyectos">`)
	mustContain(t, "clients", f.page("/clientes", 200), `<div class="client-groups">`)
}
