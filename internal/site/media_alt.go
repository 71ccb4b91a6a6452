package site

import (
	"context"
	"strings"

	"github.com/vitrina/vitrina/internal/records"
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
	alt, err := records.AltText(ctx, s.client, bucket, strings.TrimPrefix(*path, "/"))
	if err != nil || alt == "" {
		return fallback
	}
	return alt
}
