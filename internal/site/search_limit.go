package site

import (
	"bytes"
	"context"
	"net/http"
	"runtime"
	"strconv"
	"time"
)

// Searches are not cached, and each is a full-text query over every published item: one client
// address may search searchesPerMinute times a minute (a person searches a few times), and at most
// as many searches as cores run at once — one past them waits searchWait for a place, then gets a
// 503 to retry. Either refusal is the site's own page, in Spanish, with Retry-After.
const (
	searchesPerMinute = 30
	searchWait        = 2 * time.Second
	searchBusyRetry   = 5 * time.Second
)

const (
	msgSearchRateTitle = "Demasiadas búsquedas seguidas"
	msgSearchRateText  = "Ha hecho muchas búsquedas en poco tiempo. Espere un minuto y vuelva a intentarlo."
	msgSearchBusyTitle = "El buscador está muy ocupado"
	msgSearchBusyText  = "Hay muchas búsquedas en curso en este momento. Vuelva a intentarlo en unos segundos."
)

// searchGate holds the search bounds of one site.
type searchGate struct {
	byAddress *submissionLimiter
	slots     *slotGate
}

func newSearchGate() *searchGate {
	return &searchGate{byAddress: newSubmissionLimiter(searchesPerMinute, time.Minute),
		slots: newSlotGate(max(2, runtime.GOMAXPROCS(0)), searchWait, searchBusyRetry)}
}

// admitSearch takes a place for a search from r's client, or answers the refusal and reports false.
func (s *Site) admitSearch(w http.ResponseWriter, r *http.Request) (release func(), ok bool) {
	release, status, retry := s.search.enter(r.Context(), clientAddress(r), s.now())
	switch status {
	case http.StatusTooManyRequests:
		s.refuse(w, r, status, retry, msgSearchRateTitle, msgSearchRateText)
	case http.StatusServiceUnavailable:
		s.refuse(w, r, status, retry, msgSearchBusyTitle, msgSearchBusyText)
	}
	return release, release != nil
}

// enter takes a place for a search from addr at now: release gives it back; without a place, status
// is the refusal (429 past the address's share, 503 when every place stayed taken for the wait, 0
// when the client left) and retry when to try again.
func (g *searchGate) enter(ctx context.Context, addr string, now time.Time) (release func(), status int, retry time.Duration) {
	if allowed, wait := g.byAddress.allow(addr, now); !allowed {
		return nil, http.StatusTooManyRequests, wait
	}
	return g.slots.enter(ctx)
}

// refuse answers a request the site will not serve now (a limit, a full gate): the error page with
// the heading and message given, not cached, and Retry-After.
func (s *Site) refuse(w http.ResponseWriter, r *http.Request, status int, retry time.Duration, heading, message string) {
	w.Header().Set("Retry-After", strconv.Itoa(max(1, int(retry.Seconds()+0.5))))
	v := errorView{Status: status, Heading: heading, Message: message}
	var buf bytes.Buffer
	if err := s.renderPage(&buf, "error", s.layout(r.Context(), s.text(r.Context(), v.Heading), "", "", nil), v); err != nil {
		s.fail(w, r, err)
		return
	}
	s.writeUncached(w, status, buf.Bytes())
}
