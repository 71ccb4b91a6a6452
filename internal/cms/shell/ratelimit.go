package shell

import (
	"context"
	"time"

	"github.com/alexedwards/scs/v2"

	"github.com/vitrina/vitrina/internal/cms"
)

// loginLimiter counts failed sign-ins per key (client address, e-mail) in a sliding window: after
// max failures within window, further attempts are refused until the oldest failure leaves it. The
// failures are kept by the CMS's state store, so every instance sharing it counts the same ones.
type loginLimiter struct {
	max      int
	window   time.Duration
	now      func() time.Time
	failures cms.SignInFailures
}

// blocked reports whether any key has reached the limit.
func (l *loginLimiter) blocked(ctx context.Context, keys ...string) (bool, error) {
	since := l.now().Add(-l.window)
	for _, k := range keys {
		n, err := l.failures.CountSince(ctx, k, since)
		if err != nil {
			return false, err
		}
		if n >= l.max {
			return true, nil
		}
	}
	return false, nil
}

// fail records a failed attempt for every key and forgets failures that have left the window
// (bounding the table under a flood).
func (l *loginLimiter) fail(ctx context.Context, keys ...string) error {
	now := l.now()
	return l.failures.Record(ctx, keys, now, now.Add(-l.window))
}

// scsStore gives scs the context-free methods it also asks of a store.
type scsStore struct{ cms.SessionStore }

var _ scs.CtxStore = scsStore{}

func (s scsStore) Find(token string) ([]byte, bool, error) {
	return s.FindCtx(context.Background(), token)
}

func (s scsStore) Commit(token string, b []byte, expiry time.Time) error {
	return s.CommitCtx(context.Background(), token, b, expiry)
}

func (s scsStore) Delete(token string) error { return s.DeleteCtx(context.Background(), token) }
