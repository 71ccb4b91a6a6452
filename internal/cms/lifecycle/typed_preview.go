package lifecycle

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

// PreviewAction is the value of the form's "accion" sent by the publish panel's «Vista previa»: the
// item as typed, in a new tab, as its public page would show it; nothing is stored.
const PreviewAction = "vista-previa"

// WantsPreview reports whether the form was sent with «Vista previa».
func WantsPreview(r *http.Request) bool { return r.FormValue("accion") == PreviewAction }

// ShowPreview answers «Vista previa» of item id (0 for an item never saved) with values, the checked
// columns a save would write: the item rendered by the public site's own code and templates
// (shell.SitePreview), marked as a preview, never cached nor indexed. Nothing is stored — no row,
// no revision, no draft. Of values it takes what a draft keeps (DraftFields): the stored item's
// publication, files and dates stand under them, as they do in the preview of a pending draft. A
// module calls it once the form is checked, where «Guardar» would save.
func (h Handlers) ShowPreview(w http.ResponseWriter, r *http.Request, id int64, values map[string]any) {
	h.ShowPreviewIn(w, r, id, values, "")
}

// ShowPreviewIn is ShowPreview of the item's page in a language of the site (a translation's
// preview: values are its translated columns over the item's), "" for Spanish.
func (h Handlers) ShowPreviewIn(w http.ResponseWriter, r *http.Request, id int64, values map[string]any, lang string) {
	item, err := h.typedItem(r.Context(), shell.UserOf(r).Token, id, values)
	item.Idioma = lang
	if err != nil {
		h.Kit.Shell.FailurePage(w, r, err)
		return
	}
	body, err := h.Kit.Shell.SitePreview().RenderItem(r.Context(), item)
	if err != nil {
		h.Kit.Shell.FailurePage(w, r, cms.PlatformFailure(err))
		return
	}
	shell.WritePreview(w, body)
}

// typedItem is item id as typed: its stored columns (every one, as a revision keeps them) with the
// typed content over them. An item never saved has only the typed content, created now.
func (h Handlers) typedItem(ctx context.Context, token string, id int64, values map[string]any) (records.Preview, error) {
	cols := map[string]any{}
	pv := records.Preview{Tabla: h.Table}
	if id != 0 {
		stored, err := h.storedColumns(ctx, token, id)
		if err != nil {
			return pv, err
		}
		for k, v := range stored {
			cols[k] = v
		}
		pv.Registro = strconv.FormatInt(id, 10)
	} else {
		now := h.Kit.Shell.Now().UTC().Format(time.RFC3339Nano)
		cols["created_at"], cols["updated_at"] = now, now
	}
	for k, v := range DraftFields(values) {
		cols[k] = v
	}
	raw, err := json.Marshal(cols)
	if err != nil {
		return pv, fmt.Errorf("typed %s %d: %w", h.Table, id, err)
	}
	pv.Datos = raw
	return pv, nil
}

// storedColumns reads every column of stored row id; one gone since the form opened is not found.
func (h Handlers) storedColumns(ctx context.Context, token string, id int64) (map[string]json.RawMessage, error) {
	var rows []map[string]json.RawMessage
	if _, err := h.Kit.Svc.Client().From(h.Table, platformclient.AsUser(token)).Select("*").Eq("id", id).Limit(1).Get(ctx, &rows); err != nil {
		return nil, cms.PlatformFailure(err)
	}
	if len(rows) == 0 {
		return nil, cms.Fail(http.StatusNotFound, h.Missing)
	}
	return rows[0], nil
}
