package main

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"sync/atomic"

	"golang.org/x/crypto/bcrypt"
	"golang.org/x/sync/errgroup"
)

// seed creates every account through the admin API, confirmed, all with one bcrypt cost-10 hash of
// the password made here (password_hash, which both servers take), so seeding spends no server
// time on bcrypt while sign-ins still check a cost-10 hash.
func seed(ctx context.Context, a *api, o options) error {
	hash, err := bcrypt.GenerateFromPassword([]byte(o.password), 10)
	if err != nil {
		return fmt.Errorf("hash the password: %w", err)
	}
	var emails []string
	for i := 1; i <= o.users; i++ {
		emails = append(emails, benchEmail(i))
	}
	for i := 1; i <= o.listUsers; i++ {
		emails = append(emails, listEmail(i))
	}
	for i := 1; i <= o.recoverUsers; i++ {
		emails = append(emails, recoveryEmail(i))
	}
	var done atomic.Int64
	err = forEach(ctx, a, len(emails), o.concurrency, func(ctx context.Context, c *api, i int) error {
		body := map[string]any{"email": emails[i], "password_hash": string(hash), "email_confirm": true}
		if err := c.call(ctx, http.MethodPost, "/admin/users", a.serviceKey, body, nil, http.StatusOK); err != nil {
			return err
		}
		if n := done.Add(1); n%500 == 0 {
			fmt.Fprintf(os.Stderr, "\rcreated %d/%d accounts", n, len(emails))
		}
		return nil
	})
	fmt.Fprintf(os.Stderr, "\rcreated %d/%d accounts\n", done.Load(), len(emails))
	return err
}

// forEach calls f for 0..n-1 on workers goroutines, each with its own client (forClient),
// stopping at the first error.
func forEach(ctx context.Context, a *api, n, workers int, f func(context.Context, *api, int) error) error {
	g, ctx := errgroup.WithContext(ctx)
	var next atomic.Int64
	for w := range min(workers, n) {
		c := a.forClient(w)
		g.Go(func() error {
			for {
				i := int(next.Add(1)) - 1
				if i >= n || ctx.Err() != nil {
					return nil
				}
				if err := f(ctx, c, i); err != nil {
					return err
				}
			}
		})
	}
	return g.Wait()
}
