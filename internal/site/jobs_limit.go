package site

import (
	"net/http"
	"time"
)

// An application's body (up to a 5 MiB CV, held in memory while it is checked) is read only within
// one of applicationsAtOnce places: a flood of large submissions costs at most that many bodies of
// memory, not one per connection. One past them waits applicationWait for a place, then gets the
// site's 503 page in Spanish with Retry-After; the per-address and per-e-mail limits follow once
// the form is read.
const (
	applicationsAtOnce   = 4
	applicationWait      = 2 * time.Second
	applicationBusyRetry = 10 * time.Second
)

const (
	msgJobBusyTitle = "Estamos recibiendo muchas candidaturas"
	msgJobBusyText  = "En este momento se están enviando muchas candidaturas. Vuelva atrás y envíe la suya de nuevo en unos segundos."
)

// admitApplication takes a place to read an application from r, or answers the refusal and reports
// false.
func (s *Site) admitApplication(w http.ResponseWriter, r *http.Request) (release func(), ok bool) {
	release, status, retry := s.applications.enter(r.Context())
	if status != 0 {
		s.refuse(w, r, status, retry, msgJobBusyTitle, msgJobBusyText)
	}
	return release, release != nil
}
