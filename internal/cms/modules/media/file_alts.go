package media

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

// maxAlt is the longest alternative text the library keeps (its column's bound).
const maxAlt = 1000

// altChange is one alternative text to write: to the files ids.
type altChange struct {
	ids []string
	alt string
}

// saveAlts is POST /admin/media/textos, the grid's form: each file's own field (`alt_<id>`, written
// when it differs from `antes_<id>`, the text the page showed) and, for the marked files (`id`),
// the text of `texto_marcados`, which wins over their own fields. A script (Accept: application/
// json) sends one field as it is left and gets {"guardados": n}; a form goes back to `volver`.
func (m *module) saveAlts(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	back := "/admin/media/"
	if err := r.ParseForm(); err != nil {
		m.altsAnswer(w, r, http.StatusBadRequest, cms.MsgFormUnreadable, back, 0)
		return
	}
	if v := r.PostForm.Get("volver"); strings.HasPrefix(v, "/admin/media/") && !strings.HasPrefix(v, "//") {
		back = v
	}
	changes, msg := altChanges(r.PostForm)
	if msg != "" {
		m.altsAnswer(w, r, http.StatusUnprocessableEntity, msg, back, 0)
		return
	}
	n := 0
	for _, c := range changes {
		var alt *string
		if c.alt != "" {
			alt = &c.alt
		}
		changed, err := records.SetAltTexts(r.Context(), m.Svc.Client(), platformclient.AsUser(u.Token), c.ids, alt)
		if err != nil {
			status, msg := m.Shell.FailureMessage(cms.PlatformFailure(err))
			m.altsAnswer(w, r, status, msg, back, n)
			return
		}
		n += changed
	}
	msg = msgAltsSavedNone
	switch {
	case n == 1:
		msg = msgAltsSavedOne
	case n > 1:
		msg = fmt.Sprintf(msgAltsSavedMany, n)
	}
	m.altsAnswer(w, r, http.StatusOK, msg, back, n)
}

// altChanges reads the texts to write from the grid's form, or the message that refuses it.
func altChanges(form map[string][]string) ([]altChange, string) {
	get := func(k string) string {
		if v := form[k]; len(v) > 0 {
			return strings.TrimSpace(v[0])
		}
		return ""
	}
	marked := map[string]bool{}
	for _, raw := range form["id"] {
		if id := cms.PositiveID(raw); id > 0 {
			marked[strconv.FormatInt(id, 10)] = true
		}
	}
	bulk := get("texto_marcados")
	var out []altChange
	for k := range form {
		id, ok := strings.CutPrefix(k, "alt_")
		if !ok || cms.PositiveID(id) <= 0 || marked[id] && bulk != "" {
			continue
		}
		alt := get(k)
		if len([]rune(alt)) > maxAlt {
			return nil, MsgAltTooLong
		}
		if alt != get("antes_"+id) {
			out = append(out, altChange{ids: []string{id}, alt: alt})
		}
	}
	switch {
	case bulk != "" && len(marked) == 0:
		return nil, MsgAltsNoneMarked
	case len([]rune(bulk)) > maxAlt:
		return nil, MsgAltTooLong
	case bulk == "" && len(marked) > 0 && len(out) == 0 && get("accion") == "marcados":
		return nil, MsgAltsBulkEmpty
	case bulk != "":
		ids := make([]string, 0, len(marked))
		for id := range marked {
			ids = append(ids, id)
		}
		out = append(out, altChange{ids: ids, alt: bulk})
	}
	return out, ""
}

// altsAnswer answers the grid's form: JSON for the script, the flash over the page it came from
// for a form.
func (m *module) altsAnswer(w http.ResponseWriter, r *http.Request, status int, msg, back string, n int) {
	if shell.WantsJSON(r) {
		if status >= http.StatusBadRequest {
			shell.WriteJSON(w, status, map[string]any{"error": msg})
			return
		}
		shell.WriteJSON(w, status, map[string]any{"guardados": n, "mensaje": msg})
		return
	}
	m.Shell.Saved(w, r, msg, back)
}
