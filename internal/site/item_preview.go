package site

import (
	"context"
	"errors"
	"fmt"

	"github.com/vitrina/vitrina/internal/records"
)

// errNoFields is an item preview built without the item's fields.
var errNoFields = errors.New("no fields to preview")

// RenderItemPreview renders an editorial item that is not saved as typed — pv.Datos its columns as
// a revision keeps them, pv.Registro "" for an item never saved — through the renderer of its public
// page, marked as a preview as a preview link's page is (the banner, kept out of search engines).
// Nothing is stored or cached; the rows it embeds (tags, client, gallery) are read as the public
// reads them.
func (s *Site) RenderItemPreview(ctx context.Context, pv records.Preview) ([]byte, error) {
	if !pv.Revised() {
		return nil, fmt.Errorf("preview of %s: %w", pv.Tabla, errNoFields)
	}
	ctx, cancel := ctxTimeout(ctx)
	defer cancel()
	if pv.Idioma != "" {
		// A translation's preview: the page around it in its language too, as a visitor would see it.
		if err := s.ensureNav(ctx); err != nil {
			return nil, err
		}
		if s.language(pv.Idioma) != nil {
			ctx = withLang(ctx, pv.Idioma)
		}
	}
	p, err := s.renderPreviewed(ctx, &pv)
	if errors.Is(err, errPreviewGone) {
		return nil, fmt.Errorf("preview of %s: the site has no page for it: %w", pv.Tabla, err)
	}
	if err != nil {
		return nil, err
	}
	return p.body, nil
}
