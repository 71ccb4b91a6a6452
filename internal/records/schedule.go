package records

import (
	"context"
	"fmt"
	"time"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// NextPublicationChange asks the platform when an item is next published or unpublished by its
// schedule; the zero time when nothing is scheduled.
func NextPublicationChange(ctx context.Context, c *platformclient.Client) (time.Time, error) {
	var next *string
	if err := c.RPC(ctx, c.Anon(), "next_publication_change", struct{}{}, &next); err != nil {
		return time.Time{}, wrap("next publication change", err)
	}
	if next == nil {
		return time.Time{}, nil
	}
	t, err := time.Parse(time.RFC3339Nano, *next)
	if err != nil {
		return time.Time{}, fmt.Errorf("next publication change %q: %w", *next, err)
	}
	return t, nil
}
