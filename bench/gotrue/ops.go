package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net/http"
	"sync/atomic"
	"time"
)

// prepare builds one stepFunc per client for o.op, doing untimed what the operation needs first
// (sessions, the pool of sessions to close); save, when not nil, runs after the run. No two
// clients use one account at once.
func prepare(ctx context.Context, a *api, o options) (steps []stepFunc, save func() error, err error) {
	perClient := func(make func(c *api, w int) stepFunc) ([]stepFunc, func() error, error) {
		for w := range o.concurrency {
			steps = append(steps, make(a.forClient(w), w))
		}
		return steps, nil, nil
	}
	withSession := func(make func(c *api, w int, s session) stepFunc) ([]stepFunc, func() error, error) {
		sessions, err := clientSessions(ctx, a, o)
		if err != nil {
			return nil, nil, err
		}
		return perClient(func(c *api, w int) stepFunc { return make(c, w, sessions[w]) })
	}
	switch o.op {
	case "signin":
		// Client w signs in at random among accounts w+1, w+1+c, …
		return perClient(func(c *api, w int) stepFunc {
			rng := rand.New(rand.NewPCG(uint64(w), uint64(time.Now().UnixNano())))
			mine := max(1, (o.users-w+o.concurrency-1)/o.concurrency)
			return func(ctx context.Context) error {
				_, err := c.signIn(ctx, benchEmail((w+rng.IntN(mine)*o.concurrency)%o.users+1))
				return err
			}
		})
	case "refresh":
		// Chained: each request sends the refresh token the previous answer returned.
		return withSession(func(c *api, _ int, s session) stepFunc {
			token := s.RefreshToken
			return func(ctx context.Context) error {
				var next session
				err := c.call(ctx, http.MethodPost, "/token?grant_type=refresh_token", "",
					map[string]string{"refresh_token": token}, &next, http.StatusOK)
				if err == nil && next.RefreshToken == "" {
					err = fmt.Errorf("refresh: no refresh token in the answer")
				}
				if err == nil {
					token = next.RefreshToken
				}
				return err
			}
		})
	case "user-get":
		return withSession(func(c *api, _ int, s session) stepFunc {
			return func(ctx context.Context) error {
				return c.call(ctx, http.MethodGet, "/user", s.AccessToken, nil, nil, http.StatusOK)
			}
		})
	case "user-put":
		return withSession(func(c *api, w int, s session) stepFunc {
			n := 0
			return func(ctx context.Context) error {
				n++
				return c.call(ctx, http.MethodPut, "/user", s.AccessToken,
					map[string]any{"data": map[string]any{"cliente": w, "visitas": n}}, nil, http.StatusOK)
			}
		})
	case "totp":
		return totpWorkers(a, o)
	case "logout":
		return logoutWorkers(ctx, a, o)
	case "admin-list":
		return perClient(func(c *api, _ int) stepFunc {
			return func(ctx context.Context) error {
				return c.call(ctx, http.MethodGet, "/admin/users?page=1&per_page=1000", c.serviceKey, nil, nil, http.StatusOK)
			}
		})
	case "recover":
		// One e-mail per account per run: both servers refuse a second one within a minute.
		var next atomic.Int64
		return perClient(func(c *api, _ int) stepFunc {
			return func(ctx context.Context) error {
				i := int(next.Add(1))
				if i > o.recoverUsers {
					return errExhausted
				}
				return c.call(ctx, http.MethodPost, "/recover", "",
					map[string]string{"email": recoveryEmail(i)}, nil, http.StatusOK)
			}
		})
	}
	return nil, nil, fmt.Errorf("unknown operation %q", o.op)
}

// clientSessions signs one account in per client, account w+1 for client w.
func clientSessions(ctx context.Context, a *api, o options) ([]session, error) {
	if o.concurrency > o.users {
		return nil, fmt.Errorf("%d clients need at least as many accounts (-users %d)", o.concurrency, o.users)
	}
	sessions := make([]session, o.concurrency)
	err := forEach(ctx, a, o.concurrency, o.concurrency, func(ctx context.Context, c *api, w int) error {
		var err error
		sessions[w], err = c.signIn(ctx, benchEmail(w+1))
		return err
	})
	return sessions, err
}

// logoutWorkers opens o.pool sessions through magic links (an account's links one after the
// other, as a new link replaces the previous one) and shares them out; each client closes its own,
// one request each (scope=local), and is done when it has none left.
func logoutWorkers(ctx context.Context, a *api, o options) ([]stepFunc, func() error, error) {
	accounts := min(o.users, o.pool)
	perAccount := make([][]session, accounts)
	err := forEach(ctx, a, accounts, o.concurrency, func(ctx context.Context, c *api, u int) error {
		for i := u; i < o.pool; i += accounts {
			s, err := c.magicSession(ctx, benchEmail(u+1))
			if err != nil {
				return err
			}
			perAccount[u] = append(perAccount[u], s)
		}
		return nil
	})
	if err != nil {
		return nil, nil, err
	}
	var all []session
	for _, ss := range perAccount {
		all = append(all, ss...)
	}
	var steps []stepFunc
	for w := range o.concurrency {
		var mine []session
		for i := w; i < len(all); i += o.concurrency {
			mine = append(mine, all[i])
		}
		c := a.forClient(w)
		steps = append(steps, func(ctx context.Context) error {
			if len(mine) == 0 {
				return errExhausted
			}
			s := mine[0]
			mine = mine[1:]
			return c.call(ctx, http.MethodPost, "/logout?scope=local", s.AccessToken, nil, nil, http.StatusNoContent)
		})
	}
	return steps, nil, nil
}
