package shell

import (
	"net/http"
	"strconv"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
)

// exportsAtOnce is how many data downloads (the CSV exports) run at once in the process: each
// reads a whole table a batch at a time and keeps a platform connection busy for as long as the
// file takes to arrive. One more is refused at once rather than queued, since a download that
// waits looks stuck to the editor.
const exportsAtOnce = 2

// exportTimeout is how long one download may take to write: longer than the server's write
// timeout, which suits pages, yet not for ever for a client that stopped reading.
const exportTimeout = 30 * time.Minute

// exportRetry is the Retry-After of a refused download, in seconds.
const exportRetry = 60

// BeginExport takes one of the process's places for a data download, or answers the refusal — a
// 503 admin page with Retry-After and a message in Spanish — and reports false. release gives the
// place back once the file is written.
func (a *App) BeginExport(w http.ResponseWriter, r *http.Request) (release func(), ok bool) {
	select {
	case a.exports <- struct{}{}:
	default:
		w.Header().Set("Retry-After", strconv.Itoa(exportRetry))
		a.RenderError(w, r, http.StatusServiceUnavailable, cms.MsgExportBusy)
		return nil, false
	}
	// Not every writer can move its deadline (a test's recorder): then the server's stands.
	_ = http.NewResponseController(w).SetWriteDeadline(time.Now().Add(exportTimeout))
	return func() { <-a.exports }, true
}
