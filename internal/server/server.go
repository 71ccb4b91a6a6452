// Package server owns the process's HTTP server: it opens and migrates the database, assembles the
// embedded data platform with the CMS and the public site on one mux, adds the cross-cutting
// middleware (request ids, access log, panic recovery, security headers), serves /healthz (with the
// build's version), and shuts down gracefully.
package server

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"path/filepath"
	"strings"
	"time"

	"github.com/vitrina/vitrina/internal/catalog"
	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/modules"
	"github.com/vitrina/vitrina/internal/cms/modules/contactos"
	"github.com/vitrina/vitrina/internal/cms/modules/vacantes"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/cmsstore"
	"github.com/vitrina/vitrina/internal/config"
	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/database/changes"
	"github.com/vitrina/vitrina/internal/httpgzip"
	"github.com/vitrina/vitrina/internal/platform"
	"github.com/vitrina/vitrina/internal/platform/activity"
	"github.com/vitrina/vitrina/internal/platform/gateway"
	"github.com/vitrina/vitrina/internal/platform/mail"
	"github.com/vitrina/vitrina/internal/platform/schema"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/server/themecheck"
	"github.com/vitrina/vitrina/internal/site"
	"github.com/vitrina/vitrina/internal/theme"
	"github.com/vitrina/vitrina/internal/version"
)

// Server is a running Vitrina: its database, keys and HTTP handler.
type Server struct {
	cfg     config.Config
	logger  *slog.Logger
	db      *database.DB
	keys    *gateway.Keys
	handler http.Handler
	client  *platformclient.Client // how the CMS and the site reach the data platform
	plat    *platform.Platform     // the embedded platform; nil with an external one (DATA_URL)
	cms     *shell.App
	// feed carries change notices between the instances on one database (cached pages dropped
	// everywhere on a write anywhere); stopFeed ends its listener.
	feed     *changes.Feed
	stopFeed func()
	// timeouts are those of Serve's HTTP server.
	timeouts Timeouts
	// now is the clock of the editorial lifecycle (the platform's access rule, the site's schedule,
	// the CMS); nil is the wall clock.
	now func() time.Time
	// formKey signs the public forms' issue times (derived from the JWT secret, so every instance
	// of one site has the same); contacts e-mails the company each stored contact message.
	formKey  []byte
	contacts *cms.Notifier
	// applications e-mails each stored job application to its department's head or JobsEmail.
	applications *cms.Notifier
	// build is the running binary's version, shown on /healthz.
	build version.Info
}

// Option changes how Open builds the server.
type Option func(*Server)

// WithClock runs the lifecycle's rule, the site and the CMS on now instead of the wall clock, so a
// test can move time past a scheduled publication instead of waiting for it.
func WithClock(now func() time.Time) Option { return func(s *Server) { s.now = now } }

// Open opens and migrates the database, loads the keys and builds the handler.
func Open(ctx context.Context, cfg config.Config, logger *slog.Logger, opts ...Option) (*Server, error) {
	db, err := database.Open(ctx, database.Options{URL: cfg.DatabaseURL, DataDir: cfg.DataDir})
	if err != nil {
		return nil, err
	}
	if _, err := db.Migrate(ctx); err != nil {
		_ = db.Close()
		return nil, err
	}
	if err := schema.EnsureIndexed(ctx, db, catalog.New()); err != nil {
		_ = db.Close()
		return nil, err
	}
	secret, err := gateway.LoadSecret(cfg.DataDir, cfg.JWTSecret)
	if err != nil {
		_ = db.Close()
		return nil, err
	}
	keys, err := gateway.NewKeys(secret, nil)
	if err != nil {
		_ = db.Close()
		return nil, err
	}
	s := &Server{cfg: cfg, logger: withRequestIDs(logger), db: db, keys: keys, timeouts: DefaultTimeouts(), formKey: formKeyOf(secret),
		build: version.Current()}
	for _, opt := range opts {
		opt(s)
	}
	s.feed = changes.New(db, s.logger)
	if s.handler, err = s.routes(); err != nil {
		_ = db.Close()
		return nil, err
	}
	feedCtx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	done := make(chan struct{})
	go func() { defer close(done); s.feed.Run(feedCtx) }()
	s.stopFeed = func() { cancel(); <-done }
	return s, nil
}

// ApplicationNotifier e-mails each stored job application (serve runs it).
func (s *Server) ApplicationNotifier() *cms.Notifier { return s.applications }

// ContactNotifier e-mails the company each stored contact message (serve runs it).
func (s *Server) ContactNotifier() *cms.Notifier { return s.contacts }

// formKeyOf derives the key that signs the public forms from the JWT secret.
func formKeyOf(secret []byte) []byte {
	mac := hmac.New(sha256.New, secret)
	mac.Write([]byte("vitrina: public form issue time"))
	return mac.Sum(nil)
}

// Keys returns the platform's keys.
func (s *Server) Keys() *gateway.Keys { return s.keys }

// DB returns the platform database.
func (s *Server) DB() *database.DB { return s.db }

// PlatformClient is the client the CMS and the site use to reach the data platform.
func (s *Server) PlatformClient() *platformclient.Client { return s.client }

// CMS is the CMS web layer (first-run setup link, session cleanup).
func (s *Server) CMS() *shell.App { return s.cms }

// CMSService is the CMS's domain service.
func (s *Server) CMSService() *cms.Service { return cms.NewService(s.client, s.cfg.AdminEmail) }

// Handler returns the whole service as one handler.
func (s *Server) Handler() http.Handler { return s.handler }

// Changes is the feed of change notices shared by the instances on the database: what must reach
// every instance at once (a write's cache invalidation, a scheduled publication) publishes there.
func (s *Server) Changes() *changes.Feed { return s.feed }

// Close stops listening for other instances' notices, waits for the platform's work that outlives
// requests (image renders), and releases the database. Call it once the HTTP server has stopped.
func (s *Server) Close() error {
	if s.stopFeed != nil {
		s.stopFeed()
	}
	if s.plat != nil {
		s.plat.Close()
	}
	return s.db.Close()
}

func (s *Server) routes() (http.Handler, error) {
	var pages *site.Site // the platform's writes drop the site's cached pages
	// With an external platform (DATA_URL) no embedded one is built or mounted: /auth/v1, /rest/v1
	// and /storage/v1 of this process answer 404, and the local database keeps only the CMS's state.
	var plat http.Handler
	m := newMetrics(s.db, s.cfg.DataDir, s.cfg.MinFreeSpace)
	meter := activity.New() // the site's and the CMS's requests are activity too: bcrypt leaves them a core
	if s.cfg.DataURL == "" {
		embedded, err := platform.New(platform.Options{DB: s.db, Keys: s.keys, Logger: s.logger, Config: s.cfg, Now: s.now, Metrics: m.registry, Catalog: catalog.New(),
			Activity: meter,
			OnWrite: func(table string) {
				ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
				defer cancel()
				s.feed.Publish(ctx, topicTable, table)
			}})
		if err != nil {
			return nil, fmt.Errorf("build data platform: %w", err)
		}
		plat, s.plat = embedded, embedded
	}
	s.client = s.newPlatformClient(plat)
	themes, err := s.themeLibrary()
	if err != nil {
		return nil, err
	}
	if pages, err = s.newSite(themes); err != nil {
		return nil, err
	}
	s.feed.Subscribe(topicTable, func(table string) {
		if table == changes.Missed {
			pages.Forget()
			return
		}
		pages.Changed(table)
	})
	sender, err := mail.New(s.cfg.SMTPURL, mail.DefaultSender(s.cfg.BaseURL()), s.db, s.logger)
	if err != nil {
		return nil, fmt.Errorf("build CMS mail: %w", err)
	}
	// The editors' previews render through the site's own code, uncached, apart from the public one.
	preview, err := site.NewPreview(site.Options{Client: s.client, BaseURL: s.cfg.BaseURL(), Logger: s.logger, Themes: themes})
	if err != nil {
		return nil, fmt.Errorf("build site preview: %w", err)
	}
	s.cms, err = shell.New(shell.Options{Service: s.CMSService(), State: cmsstore.New(s.db), Modules: modules.All(), Mailer: cmsMailer{sender},
		Logger: s.logger, BaseURL: s.cfg.BaseURL(), UploadLimit: s.cfg.UploadLimit, Now: s.now,
		IdleTimeout: s.cfg.SessionIdleTimeout, SessionLifetime: s.cfg.SessionLifetime, MinPasswordLength: s.cfg.MinPasswordLength,
		Location: s.cfg.Location, Brand: s.cmsBrand, SitePreview: preview,
		Themes: themecheck.NewInstaller(themes)})
	if err != nil {
		return nil, fmt.Errorf("build CMS: %w", err)
	}
	contactTo := s.cfg.ContactEmail
	if contactTo == "" {
		contactTo = s.cfg.AdminEmail
	}
	s.contacts = contactos.NewNotifier(s.CMSService(), cmsMailer{sender}, contactTo, s.cfg.BaseURL(), time.Now, s.logger)
	jobsTo := s.cfg.JobsEmail
	if jobsTo == "" {
		jobsTo = contactTo
	}
	s.applications = vacantes.NewNotifier(s.CMSService(), cmsMailer{sender}, jobsTo, s.cfg.BaseURL(), s.cfg.Location, time.Now, s.logger)
	mux := http.NewServeMux()
	if plat != nil {
		mux.Handle("/auth/v1/", plat)
		mux.Handle("/rest/v1/", plat)
		mux.Handle("/storage/v1/", plat)
	}
	s.cms.Mount(mux)
	mux.HandleFunc("GET /healthz", s.healthz)
	mux.HandleFunc("GET /readyz", s.readyz)
	mux.Handle("GET /metrics", m.handler())
	mux.Handle("/", pages) // the public site; answers 404 for what it does not own
	// Compression sits inside the request log and metrics, so they count the bytes sent.
	return meter.Track(withRequestLog(s.logger, m.wrap(withSecurityHeaders(httpgzip.New().Wrap(mux)))), platformPath), nil
}

// platformPath reports the embedded platform's requests, which it counts as activity itself.
func platformPath(r *http.Request) bool {
	p := r.URL.Path
	return strings.HasPrefix(p, "/auth/v1/") || strings.HasPrefix(p, "/rest/v1/") || strings.HasPrefix(p, "/storage/v1/")
}

// newPlatformClient reaches the embedded platform in-process, or an external Supabase-compatible
// platform when DATA_URL is set (contract §1).
func (s *Server) newPlatformClient(embedded http.Handler) *platformclient.Client {
	if s.cfg.DataURL != "" {
		return platformclient.New(platformclient.Options{BaseURL: s.cfg.DataURL, AnonKey: s.cfg.APIKey, ServiceRoleKey: s.cfg.ServiceRoleKey})
	}
	return platformclient.New(platformclient.Options{BaseURL: s.cfg.BaseURL(), AnonKey: s.keys.AnonKey(),
		ServiceRoleKey: s.keys.ServiceRoleKey(), Transport: platformclient.InProcess(embedded)})
}

// topicTable is the change feed's topic of committed /rest/v1 writes; the payload is the table.
const topicTable = "table"

// newSite builds the public site. Its pages live until a write drops them: a write through this
// instance or, on PostgreSQL, through any instance on the same database (the change feed). When
// writes may come from elsewhere they also expire after VITRINA_SITE_CACHE_TTL: with an external
// platform, and on PostgreSQL as a safety net for notices lost while reconnecting.
// themeLibrary is the built-in themes and those of <data dir>/themes; a theme of the folder with
// problems is left out, with a warning naming them.
func (s *Server) themeLibrary() (*theme.Library, error) {
	lib, refused, err := site.NewThemeLibrary(filepath.Join(s.cfg.DataDir, "themes"))
	if err != nil {
		return nil, fmt.Errorf("themes: %w", err)
	}
	for _, r := range refused {
		s.logger.Warn("theme left out", slog.String("theme", r.Dir), slog.Any("problems", r.Problems))
	}
	return lib, nil
}

func (s *Server) newSite(themes *theme.Library) (*site.Site, error) {
	opts := site.Options{Client: s.client, Themes: themes, BaseURL: s.cfg.BaseURL(), Name: s.cfg.SiteName, Logger: s.logger, Now: s.now,
		FormKey: s.formKey, ContactReceived: func() {
			if s.contacts != nil {
				s.contacts.Wake()
			}
		}, ApplicationReceived: func() {
			if s.applications != nil {
				s.applications.Wake()
			}
		}}
	if s.cfg.DataURL != "" || s.db.Dialect() == database.Postgres {
		opts.CacheTTL = s.cfg.SiteCacheTTL
	}
	if !s.cfg.SiteCache {
		opts.CacheBytes = -1
	}
	pages, err := site.New(opts)
	if err != nil {
		return nil, fmt.Errorf("build public site: %w", err)
	}
	return pages, nil
}

// health is /healthz's answer: whether the process and its database answer, and which build this
// is (for operators comparing instances; nothing secret).
type health struct {
	Status string `json:"status"`
	version.Info
}

func (s *Server) healthz(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	answer := health{Status: "ok", Info: s.build}
	if err := s.db.Ping(ctx); err != nil {
		s.logger.Warn("health check failed", "error", err)
		w.WriteHeader(http.StatusServiceUnavailable)
		answer.Status = "unavailable"
	}
	_ = json.NewEncoder(w).Encode(answer)
}

// Serve listens on the configured address until ctx is cancelled, then stops accepting connections
// and lets in-flight requests finish (up to 30 s).
func (s *Server) Serve(ctx context.Context, ready func(addr string)) error {
	ln, err := net.Listen("tcp", s.cfg.Addr)
	if err != nil {
		return fmt.Errorf("listen on %s: %w", s.cfg.Addr, err)
	}
	srv := &http.Server{
		Handler:           s.handler,
		ReadHeaderTimeout: s.timeouts.ReadHeader,
		ReadTimeout:       s.timeouts.Read,
		WriteTimeout:      s.timeouts.Write,
		IdleTimeout:       s.timeouts.Idle,
		MaxHeaderBytes:    64 << 10,
		ErrorLog:          slog.NewLogLogger(s.logger.Handler(), slog.LevelWarn),
		BaseContext:       func(net.Listener) context.Context { return context.WithoutCancel(ctx) },
	}
	if ready != nil {
		ready(ln.Addr().String())
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return fmt.Errorf("serve: %w", err)
	case <-ctx.Done():
	}
	s.logger.Info("shutting down: waiting for in-flight requests")
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil {
		return fmt.Errorf("shutdown: %w", err)
	}
	if err := <-errc; err != nil && !errors.Is(err, http.ErrServerClosed) {
		return fmt.Errorf("serve: %w", err)
	}
	return nil
}
