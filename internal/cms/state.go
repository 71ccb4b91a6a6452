package cms

import (
	"context"
	"errors"
	"time"
)

// The CMS's own state — its sessions, its count of failed sign-ins and its first-run links — is
// not content: it is kept beside the platform's tables (also with DATA_URL, where the platform is a
// Supabase project) by a store the server wires in (internal/cmsstore). These interfaces are what
// the CMS needs of that store.

// ErrStateUnavailable marks a state-store failure because its database did not answer: the CMS
// answers 503 (try again later), not 500.
var ErrStateUnavailable = errors.New("cms state: database unavailable")

// SessionStore keeps server-side sessions by token (the shape of scs's CtxStore).
type SessionStore interface {
	FindCtx(ctx context.Context, token string) (data []byte, found bool, err error)
	CommitCtx(ctx context.Context, token string, data []byte, expiry time.Time) error
	DeleteCtx(ctx context.Context, token string) error
	// DeleteExpired removes sessions whose expiry has passed.
	DeleteExpired(ctx context.Context) error
}

// SignInFailures records failed sign-ins per key (client address, e-mail).
type SignInFailures interface {
	// CountSince is how many failures key has had after since.
	CountSince(ctx context.Context, key string, since time.Time) (int, error)
	// Record adds one failure at time at for every key and forgets failures before forgetBefore, in
	// one transaction.
	Record(ctx context.Context, keys []string, at, forgetBefore time.Time) error
}

// SetupTokens keeps the one-time links that create the first administrator, by the token's hash.
type SetupTokens interface {
	Create(ctx context.Context, hash string, expires time.Time) error
	// Usable reports whether the link exists, is unspent and has not expired at now.
	Usable(ctx context.Context, hash string, now time.Time) (bool, error)
	// Spend marks a usable link spent, atomically; false when it was not usable.
	Spend(ctx context.Context, hash string, now time.Time) (bool, error)
	// Unspend gives a spent link back (the account it was spent on could not be created).
	Unspend(ctx context.Context, hash string) error
}

// State is the CMS's own state.
type State struct {
	Sessions       SessionStore
	SignInFailures SignInFailures
	SetupTokens    SetupTokens
	RecoveryCodes  RecoveryCodes
	RoleSecondStep RoleSecondStep
	UserSessions   UserSessions
	KnownBrowsers  KnownBrowsers
}

// KnownBrowsers keeps, per user, the hashed ids of the browsers they signed in from.
type KnownBrowsers interface {
	// Remember adds the browser to the user's; isNew when it was not there, hadOthers when the user
	// had signed in from some browser before.
	Remember(ctx context.Context, userID, hash string, now time.Time) (isNew, hadOthers bool, err error)
}

// RecoveryCodes keeps the one-time recovery codes of the two-step sign-in, by their hashes.
type RecoveryCodes interface {
	// Replace drops the user's codes and stores hashes as the new set, in one transaction.
	Replace(ctx context.Context, userID string, hashes []string) error
	// Spend marks an unspent code of the user spent, atomically; false when there is none.
	Spend(ctx context.Context, userID, hash string, now time.Time) (bool, error)
	// Remaining is how many unspent codes the user has.
	Remaining(ctx context.Context, userID string) (int, error)
	// Drop removes the user's codes (two-step sign-in switched off).
	Drop(ctx context.Context, userID string) error
}

// RoleSecondStep keeps which roles require the two-step sign-in; role names are normalised by the
// caller (NormalizeRole).
type RoleSecondStep interface {
	Required(ctx context.Context, rol string) (bool, error)
	Set(ctx context.Context, rol string, required bool) error
	// All lists the roles that require it.
	All(ctx context.Context) (map[string]bool, error)
}

// UserSession is a signed-in browser as "Sesiones activas" lists it.
type UserSession struct {
	ID         string
	UserID     string
	UserAgent  string
	IPAddress  string
	StartedAt  time.Time
	LastSeenAt time.Time
}

// ErrSessionEnded is a session whose row is gone: revoked, ended by a password change or an
// administrator, or expired.
var ErrSessionEnded = errors.New("cms state: session ended")

// UserSessions keeps the users' sessions; a session without its row is over.
type UserSessions interface {
	Start(ctx context.Context, s UserSession) error
	// Find returns the session; ErrSessionEnded when its row is gone.
	Find(ctx context.Context, id string) (UserSession, error)
	Touch(ctx context.Context, id string, at time.Time) error
	// List returns the user's sessions, newest first.
	List(ctx context.Context, userID string) ([]UserSession, error)
	// End ends one session of the user; false when it was not theirs or already over.
	End(ctx context.Context, userID, id string) (bool, error)
	// EndAll ends every session of the user but except ("" for none) and says how many.
	EndAll(ctx context.Context, userID, except string) (int, error)
}
