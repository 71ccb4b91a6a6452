package media

import (
	"context"
	"fmt"
	"net/http"
	"strconv"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

// orphansShown bounds the orphan report's list (its totals count every orphan); deleting them
// shows the next ones.
const orphansShown = 500

// orphanData is the orphan report.
type orphanData struct {
	Rows      []fileRow
	Count     int    // every orphan
	TotalSize string // of every orphan
	More      bool   // more orphans than the list shows
}

// orphans reads the files nothing refers to (trashed items count as users until purged), oldest
// first, with their key, id and size only: every referring place is read once, then the library.
func (m *module) orphans(ctx context.Context, token string) ([]File, error) {
	used, err := m.referenced(ctx, token)
	if err != nil {
		return nil, err
	}
	// The library is walked by id (keyset), so each batch reads only its rows: 100 000 files are
	// 100 batches, none of which skips the ones before it.
	var out []File
	for last := int64(0); ; {
		rows, err := records.MediaFilesAfter(ctx, m.Svc.Client(), platformclient.AsUser(token), last, readBatch)
		if err != nil {
			return nil, cms.PlatformFailure(err)
		}
		batch := filesOf(rows)
		for _, f := range batch {
			if !used[f.key()] {
				out = append(out, f)
			}
			last = f.ID
		}
		if len(batch) < readBatch {
			return out, nil
		}
	}
}

// orphansPage is GET /admin/media/huerfanos: the files nothing uses, with their number and total
// size, to delete after a confirmation.
func (m *module) orphansPage(w http.ResponseWriter, r *http.Request) {
	files, err := m.orphans(r.Context(), shell.UserOf(r).Token)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	d := orphanData{Count: len(files), More: len(files) > orphansShown}
	var size int64
	ids := make([]string, 0, min(len(files), orphansShown))
	for i, f := range files {
		size += f.Tamano
		if i < orphansShown {
			ids = append(ids, strconv.FormatInt(f.ID, 10))
		}
	}
	d.TotalSize = humanSize(size)
	if len(ids) > 0 {
		shown, err := records.MediaFilesByID(r.Context(), m.Svc.Client(), platformclient.AsUser(shell.UserOf(r).Token), ids)
		if err != nil {
			m.Shell.FailurePage(w, r, cms.PlatformFailure(err))
			return
		}
		for _, f := range filesOf(shown) {
			d.Rows = append(d.Rows, m.rowOf(f))
		}
	}
	v := m.Shell.AdminView(r, view, msgOrphansTitle)
	v.Data = d
	m.Shell.Render(w, r, http.StatusOK, m.Pages, "media_orphans", v)
}

// orphansDelete is POST /admin/media/huerfanos/eliminar: deletes the marked files (`id`) that are
// still unused now — a file something started to use since the report was shown is kept and
// named in the message. The platform removes their library rows with them.
func (m *module) orphansDelete(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	if err := r.ParseForm(); err != nil {
		m.Shell.Saved(w, r, cms.MsgFormUnreadable, "/admin/media/huerfanos")
		return
	}
	marked := map[int64]bool{}
	for _, s := range r.PostForm["id"] {
		if id := cms.PositiveID(s); id > 0 {
			marked[id] = true
		}
	}
	if len(marked) == 0 {
		m.Shell.Saved(w, r, MsgOrphansNoneMark, "/admin/media/huerfanos")
		return
	}
	files, err := m.orphans(r.Context(), u.Token)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	byBucket := map[string][]string{}
	n := 0
	for _, f := range files {
		if marked[f.ID] {
			byBucket[f.Bucket] = append(byBucket[f.Bucket], f.Ruta)
			delete(marked, f.ID)
			n++
		}
	}
	for b, paths := range byBucket {
		for len(paths) > 0 {
			batch := paths[:min(len(paths), 1000)]
			paths = paths[len(batch):]
			if err := m.Svc.Client().Remove(r.Context(), platformclient.AsUser(u.Token), b, batch); err != nil {
				m.Shell.FailurePage(w, r, cms.PlatformFailure(err))
				return
			}
		}
	}
	msg := m.deletedMessage(r.Context(), u.Token, n, marked)
	m.Shell.Saved(w, r, msg, "/admin/media/huerfanos")
}

// deletedMessage says how many files were deleted and names the marked ones kept because they are
// in use now.
func (m *module) deletedMessage(ctx context.Context, token string, n int, kept map[int64]bool) string {
	msg := fmt.Sprintf(msgOrphansDeleted, n)
	for id := range kept {
		if f, err := m.byID(ctx, token, id); err == nil {
			msg += " " + fmt.Sprintf(MsgOrphanInUse, f.Nombre)
		}
	}
	return msg
}
