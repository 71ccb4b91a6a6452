package site

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"

	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

// A preview link (docs/spec/modules.md §2) shows an editorial item as it is saved — a draft, a
// scheduled item, a published one with its pending draft — through the same renderer as its public
// page, to anyone holding the link: the platform's vista_previa answers the item's fields for a live
// token. The page is never cached (here or by the browser), is kept out of search engines, and sends
// no Referer, since its address is the secret.

// errPreviewGone answers a token that opens nothing: unknown, expired or revoked.
var errPreviewGone = errors.New("preview link gone")

// validToken reports whether s has a preview token's shape (the platform makes them of lowercase
// letters and digits), so that anything else is refused without asking the platform.
func validToken(s string) bool {
	if len(s) < 32 || len(s) > 128 {
		return false
	}
	for _, c := range s {
		if (c < 'a' || c > 'z') && (c < '0' || c > '9') {
			return false
		}
	}
	return true
}

// previewPage answers /vista-previa/<token>.
func (s *Site) previewPage(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := ctxTimeout(r.Context())
	defer cancel()
	p, err := s.renderPreview(ctx, r.PathValue("token"))
	if err != nil {
		if errors.Is(err, errPreviewGone) {
			s.write(w, r, &page{status: http.StatusNotFound, contentType: htmlType, body: s.previewGoneBody(r.Context()), private: true})
			return
		}
		s.fail(w, r, err)
		return
	}
	p.private = true
	s.write(w, r, p)
}

func (s *Site) renderPreview(ctx context.Context, token string) (*page, error) {
	if !validToken(token) {
		return nil, errPreviewGone
	}
	pv, err := records.ReadPreview(ctx, s.client, token)
	if err != nil {
		return nil, err
	}
	if pv == nil {
		return nil, errPreviewGone
	}
	return s.renderPreviewed(ctx, pv)
}

// renderPreviewed renders pv's item through the renderer of its public page, marked as a preview: a
// preview link's, or the admin's of an item as typed (RenderItemPreview).
func (s *Site) renderPreviewed(ctx context.Context, pv *records.Preview) (*page, error) {
	if err := s.ensureNav(ctx); err != nil { // the menus and the appearance, as every page has them
		return nil, err
	}
	switch pv.Tabla {
	case "contenido":
		return s.previewContent(ctx, pv)
	case "paginas":
		return s.previewFreePage(pv)(ctx)
	case "blog_entradas":
		return s.previewBlogPost(ctx, pv)
	case "proyectos":
		return s.previewProject(ctx, pv)
	case "vacantes":
		return s.previewJob(ctx, pv)
	case "preguntas":
		return s.previewQuestion(ctx, pv)
	}
	return nil, errPreviewGone // a table the site has no page for
}

// previewItem is the previewed item: its previewed fields, or, for an item never revised, the item
// as the public reads it (byID); one the public cannot see opens nothing.
func previewItem[T any](ctx context.Context, s *Site, pv *records.Preview, byID func(context.Context, *platformclient.Client, int64) (T, error)) (T, error) {
	var item T
	if pv.Revised() {
		if err := json.Unmarshal(pv.Datos, &item); err != nil {
			return item, fmt.Errorf("decode previewed %s %s: %w", pv.Tabla, pv.Registro, err)
		}
		return item, nil
	}
	id, err := strconv.ParseInt(pv.Registro, 10, 64)
	if err != nil {
		return item, errPreviewGone
	}
	item, err = byID(ctx, s.client, id)
	if errors.Is(err, records.ErrNotFound) {
		return item, errPreviewGone
	}
	return item, err
}

// previewContent renders a content item from its previewed fields.
func (s *Site) previewContent(ctx context.Context, pv *records.Preview) (*page, error) {
	cats, err := s.loadCategories(ctx)
	if err != nil {
		return nil, err
	}
	item, err := previewItem(ctx, s, pv, records.ContentItemByID)
	if err != nil {
		return nil, err
	}
	return s.renderContent(ctx, item, cats, true)
}

// previewGoneBody is the page of a link that opens nothing.
func (s *Site) previewGoneBody(ctx context.Context) []byte {
	v := errorView{Status: http.StatusNotFound, Heading: "Vista previa no disponible",
		Message: "Este enlace de vista previa no existe, caducó o fue revocado. Pida uno nuevo a quien se lo envió."}
	return s.renderError(ctx, v)
}

// previewFreePage renders a free page (view pages) from its previewed fields; a page never revised
// is published, so it is read as the public reads it.
func (s *Site) previewFreePage(pv *records.Preview) func(context.Context) (*page, error) {
	return func(ctx context.Context) (*page, error) {
		if !pv.Revised() {
			return nil, errPreviewGone // a page is always written through the platform, hence revised
		}
		var row records.Page
		if err := json.Unmarshal(pv.Datos, &row); err != nil {
			return nil, fmt.Errorf("decode previewed page %s: %w", pv.Registro, err)
		}
		return s.renderFreePage(ctx, &row, nil, "", true)
	}
}
