package site

import (
	"context"
	"strings"
)

// libraryAlt is the alternative text of a picture of a public bucket for the page that shows it:
// the item's own text when it has one, else the one the media library (table medios) gives the
// file, else fallback. A library that cannot be read leaves the fallback: a page never fails for
// an alt text.
func (s *Site) libraryAlt(ctx context.Context, own, bucket string, path *string, fallback string) string {
	if own = strings.TrimSpace(own); own != "" {
		return own
	}
	if path == nil || strings.TrimSpace(*path) == "" {
		return fallback
	}
	var rows []struct {
		Alt *string `json:"texto_alternativo"`
	}
	_, err := s.client.From("medios", s.client.Anon()).Select("texto_alternativo").
		Eq("bucket", bucket).Eq("ruta", strings.TrimPrefix(*path, "/")).Limit(1).Get(ctx, &rows)
	if err != nil || len(rows) == 0 || rows[0].Alt == nil || strings.TrimSpace(*rows[0].Alt) == "" {
		return fallback
	}
	return strings.TrimSpace(*rows[0].Alt)
}
