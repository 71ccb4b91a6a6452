package site

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// A preview link (docs/spec/modules.md §2) shows an editorial item as it is saved — a draft, a
// scheduled item, a published one with its pending draft — through the same renderer as its public
// page, to anyone holding the link: the platform's vista_previa answers the item's fields for a live
// token. The page is never cached (here or by the browser), is kept out of search engines, and sends
// no Referer, since its address is the secret.

// errPreviewGone answers a token that opens nothing: unknown, expired or revoked.
var errPreviewGone = errors.New("preview link gone")

// previewData is vista_previa's answer: the item's table and key, and its fields (null for an item
// that was never revised, hence published as it is).
type previewData struct {
	Tabla    string          `json:"tabla"`
	Registro string          `json:"registro"`
	Datos    json.RawMessage `json:"datos"`
}

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
			s.write(w, r, &page{status: http.StatusNotFound, contentType: htmlType, body: s.previewGoneBody(), private: true})
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
	var pv *previewData
	if err := s.client.RPC(ctx, s.client.Anon(), "vista_previa", map[string]string{"p_token": token}, &pv); err != nil {
		return nil, wrap("read preview", err)
	}
	if pv == nil {
		return nil, errPreviewGone
	}
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

// revised reports whether the platform answered the item's fields (it does for any item written
// since the lifecycle began; null is an item never revised, hence published as it is).
func (pv *previewData) revised() bool { return len(pv.Datos) > 0 && string(pv.Datos) != "null" }

// previewRow decodes the previewed item into dst; an item never revised is read as the public reads
// it (columns of its table by id), and one the public cannot see opens nothing.
func (s *Site) previewRow(ctx context.Context, pv *previewData, columns string, dst any) error {
	if pv.revised() {
		if err := json.Unmarshal(pv.Datos, dst); err != nil {
			return fmt.Errorf("decode previewed %s %s: %w", pv.Tabla, pv.Registro, err)
		}
		return nil
	}
	id, err := strconv.ParseInt(pv.Registro, 10, 64)
	if err != nil {
		return errPreviewGone
	}
	_, err = s.client.From(pv.Tabla, s.client.Anon()).Select(columns).Eq("id", id).Single().Get(ctx, dst)
	if platformclient.StatusOf(err) == http.StatusNotAcceptable {
		return errPreviewGone // PGRST116: no such row
	}
	return wrap("read previewed "+pv.Tabla, err)
}

// previewContent renders a content item from its previewed fields.
func (s *Site) previewContent(ctx context.Context, pv *previewData) (*page, error) {
	cats, err := s.loadCategories(ctx)
	if err != nil {
		return nil, err
	}
	var item contentRow
	if err := s.previewRow(ctx, pv, contentColumns, &item); err != nil {
		return nil, err
	}
	return s.renderContent(ctx, item, cats, true)
}

// previewGoneBody is the page of a link that opens nothing.
func (s *Site) previewGoneBody() []byte {
	v := errorView{Status: http.StatusNotFound, Heading: "Vista previa no disponible",
		Message: "Este enlace de vista previa no existe, caducó o fue revocado. Pida uno nuevo a quien se lo envió."}
	return s.renderError(v)
}

// previewFreePage renders a free page (view pages) from its previewed fields; a page never revised
// is published, so it is read as the public reads it.
func (s *Site) previewFreePage(pv *previewData) func(context.Context) (*page, error) {
	return func(ctx context.Context) (*page, error) {
		if !pv.revised() {
			return nil, errPreviewGone // a page is always written through the platform, hence revised
		}
		var row freePageRow
		if err := json.Unmarshal(pv.Datos, &row); err != nil {
			return nil, fmt.Errorf("decode previewed page %s: %w", pv.Registro, err)
		}
		return s.renderFreePage(ctx, &row, nil, "", true)
	}
}
