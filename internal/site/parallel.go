package site

import (
	"context"
	"errors"
	"sync"
)

// parallel runs a page's independent platform reads at once, so an uncached page waits for the
// slowest read rather than for their sum. The first error cancels the others.
func parallel(ctx context.Context, reads ...func(context.Context) error) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	errs := make([]error, len(reads))
	var wg sync.WaitGroup
	for i, read := range reads {
		wg.Go(func() {
			if errs[i] = read(ctx); errs[i] != nil {
				cancel()
			}
		})
	}
	wg.Wait()
	return errors.Join(errs...)
}
