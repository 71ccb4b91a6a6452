package site_test

import "testing"

// The home page's hero leads somewhere (services, clients) and the clients page lays its groups side
// by side on a wide screen.
func TestHeroCallsToActionAndClientGroups(t *testing.T) {
	t.Parallel()
	f := newFixture(t, true)
	mustContain(t, "home", f.page("/", 200), `<a class="cta" href="#servicios">Conozca nuestros servicios</a>`, `<a class="cta secondary" href="/clientes">`)
	mustContain(t, "clients", f.page("/clientes", 200), `<div class="client-groups">`)
}
