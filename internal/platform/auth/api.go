package auth

import (
	"fmt"
	"log/slog"
	"net/http"
	"runtime"
	"sync/atomic"
	"time"

	"github.com/vitrina/vitrina/internal/config"
	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/gateway"
	"github.com/vitrina/vitrina/internal/platform/mail"
	"golang.org/x/crypto/bcrypt"
)

// maxBodyBytes is GoTrue's request body cap.
const maxBodyBytes = 1 << 20

// Options configure the API.
type Options struct {
	DB     *database.DB
	Keys   *gateway.Keys
	Logger *slog.Logger
	Config config.Config
	Mailer mail.Sender

	// BcryptConcurrency caps the bcrypt hashes and comparisons running at once; 0 means GOMAXPROCS.
	// While Busy reports other requests, no more than GOMAXPROCS−1 (at least 1) run either, so that a
	// sign-in flood leaves them a core.
	BcryptConcurrency int
	// Busy reports whether requests other than sign-ins are being served or were just now (the
	// platform's activity.Meter); nil means always, which holds bcrypt to GOMAXPROCS−1.
	Busy func() bool
	// RefreshReuseInterval is how long a rotated refresh token may still be used (concurrent tabs);
	// 0 means 10 s, a negative value means no reuse at all.
	RefreshReuseInterval time.Duration
}

// API is the /auth/v1 handler; mount it with the /auth/v1 prefix stripped.
type API struct {
	db        *database.DB
	keys      *gateway.Keys
	logger    *slog.Logger
	cfg       config.Config
	mailer    mail.Sender
	cost      int
	reuse     time.Duration
	bcrypt    *bcryptGate
	limits    *limits
	redirects *redirects
	mux       *http.ServeMux

	lastCleanup atomic.Int64 // unix time of the last maybeCleanup
}

// New returns the API.
func New(opts Options) (*API, error) {
	a := &API{
		db:     opts.DB,
		keys:   opts.Keys,
		logger: opts.Logger,
		cfg:    opts.Config,
		mailer: opts.Mailer,
		cost:   opts.Config.BcryptCost,
		reuse:  opts.RefreshReuseInterval,
	}
	if a.logger == nil {
		a.logger = slog.Default()
	}
	rates := opts.Config.AuthRateLimits
	if rates == (config.AuthRateLimits{}) { // a configuration built by hand rather than from config.Defaults
		rates = config.Defaults().AuthRateLimits
	}
	a.limits = newLimits(a.db, a.logger, rates)
	cores := runtime.GOMAXPROCS(0)
	if opts.BcryptConcurrency <= 0 {
		opts.BcryptConcurrency = cores
	}
	if opts.Busy == nil {
		opts.Busy = func() bool { return true }
	}
	a.bcrypt = newBcryptGate(opts.BcryptConcurrency, max(1, cores-1), opts.Busy)
	if a.cost == 0 {
		a.cost = bcrypt.DefaultCost
	}
	switch {
	case a.reuse == 0:
		a.reuse = 10 * time.Second
	case a.reuse < 0:
		a.reuse = 0
	}
	if a.cfg.AccessTokenTTL <= 0 {
		a.cfg.AccessTokenTTL = time.Hour
	}
	if a.cfg.MinPasswordLength <= 0 {
		a.cfg.MinPasswordLength = 6
	}
	var err error
	if a.redirects, err = newRedirects(a.cfg.BaseURL(), a.cfg.RedirectOrigins); err != nil {
		return nil, fmt.Errorf("auth: %w", err)
	}
	a.mux = a.routes()
	return a, nil
}

func (a *API) routes() *http.ServeMux {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /health", a.health)
	mux.HandleFunc("GET /settings", a.settings)
	mux.HandleFunc("POST /token", a.token)
	mux.HandleFunc("POST /logout", a.logout)
	mux.HandleFunc("GET /user", a.getUser)
	mux.HandleFunc("PUT /user", a.updateUser)
	mux.HandleFunc("GET /reauthenticate", a.reauthenticate)
	mux.HandleFunc("POST /recover", a.recover)
	mux.HandleFunc("POST /otp", a.otpSignIn)
	mux.HandleFunc("POST /magiclink", a.otpSignIn) // GoTrue's older name of /otp for e-mail (auth-go Magiclink)
	mux.HandleFunc("GET /verify", a.verifyGet)
	mux.HandleFunc("POST /verify", a.verifyPost)
	mux.HandleFunc("POST /resend", a.resend)
	mux.HandleFunc("POST /signup", a.signup)
	mux.HandleFunc("POST /admin/generate_link", a.generateLink)
	mux.HandleFunc("GET /admin/users", a.adminListUsers)
	mux.HandleFunc("POST /admin/users", a.adminCreateUser)
	mux.HandleFunc("GET /admin/users/{id}", a.adminGetUser)
	mux.HandleFunc("PUT /admin/users/{id}", a.adminUpdateUser)
	mux.HandleFunc("DELETE /admin/users/{id}", a.adminDeleteUser)
	mux.HandleFunc("POST /factors", a.enrollFactor)
	mux.HandleFunc("POST /factors/{factor_id}/challenge", a.challengeFactor)
	mux.HandleFunc("POST /factors/{factor_id}/verify", a.verifyFactor)
	mux.HandleFunc("DELETE /factors/{factor_id}", a.unenrollFactor)
	mux.HandleFunc("GET /admin/users/{id}/factors", a.adminListFactors)
	mux.HandleFunc("DELETE /admin/users/{id}/factors/{factor_id}", a.adminDeleteFactor)
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		a.fail(w, r, &apiError{Status: http.StatusNotFound, Code: "not_found", Message: "Not Found"})
	})
	return mux
}

// ServeHTTP caps the request body and turns a panic into GoTrue's 500 rather than a dropped connection.
func (a *API) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	defer func() {
		if p := recover(); p != nil {
			if p == http.ErrAbortHandler {
				panic(p)
			}
			a.logger.ErrorContext(r.Context(), "auth: panic", "path", r.URL.Path, "panic", p)
			a.fail(w, r, errInternal)
		}
	}()
	if r.Body != nil {
		r.Body = http.MaxBytesReader(w, r.Body, maxBodyBytes)
	}
	if v := apiVersion(r); v != "" {
		w.Header().Set("X-Supabase-Api-Version", v)
	}
	a.mux.ServeHTTP(w, r)
}

// now is the platform clock (tests move it).
func (a *API) now() time.Time { return a.keys.Now().UTC() }
