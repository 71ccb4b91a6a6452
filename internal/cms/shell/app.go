package shell

import (
	"context"
	"embed"
	"fmt"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/alexedwards/scs/v2"

	"github.com/vitrina/vitrina/internal/cms"
)

//go:embed templates static
var assets embed.FS

// Options configure the CMS.
type Options struct {
	Service *cms.Service
	State   cms.State // sessions, failed sign-ins and first-run links (internal/cmsstore)
	// Modules build the admin views, in navigation order (internal/cms/modules.All).
	Modules []NewModule
	Logger  *slog.Logger
	BaseURL string // where the CMS is reached; https:// makes cookies Secure
	Now     func() time.Time
	// LoginMaxFailures failed sign-ins per client address or e-mail within LoginWindow block further
	// attempts (contract §4: 10 in 15 minutes).
	LoginMaxFailures int
	LoginWindow      time.Duration
	// SessionLifetime is the absolute lifetime of a CMS session (default 12 h); IdleTimeout ends one
	// unused for that long (default 30 min).
	SessionLifetime time.Duration
	IdleTimeout     time.Duration
	UploadLimit     int64 // largest accepted file; default 10 MiB
	// MinPasswordLength is the shortest new password (default 12), as the platform is configured.
	MinPasswordLength int
	// Mailer sends the notice of a sign-in from a new browser (the platform's mail path: SMTP or the
	// outbox); nil sends none.
	Mailer Mailer
	// Brand names the company in the admin's header and page titles (its name and, when set, the
	// address of its logo), read on every admin page: the appearance settings plug in here. Nil,
	// or an empty name, shows "Vitrina".
	Brand func(ctx context.Context) Brand
	// Location is the site's time zone (VITRINA_TIMEZONE), in which the admin shows dates; nil is
	// UTC.
	Location *time.Location
	// SitePreview renders the public site's pages for the editors' previews (internal/site's
	// Preview); required.
	SitePreview SitePreview
	// Themes are the public site's themes (Apariencia); nil offers the base theme only.
	Themes SiteThemes
}

// Brand is the company's identity in the admin's header.
type Brand struct {
	Name    string
	LogoURL string // "" shows the name alone
}

// Mailer sends one plain-text e-mail (the kernel's, which the inbound notices use too).
type Mailer = cms.Mailer

// App is the CMS's HTTP handler: the shell and the modules mounted in it.
type App struct {
	svc         *cms.Service
	state       cms.State
	logger      *slog.Logger
	baseURL     string
	now         func() time.Time
	sessions    *scs.SessionManager
	limiter     *loginLimiter
	pages       *Pages
	modules     []Module
	handler     http.Handler
	prefixes    []string // the first path segments the CMS serves, collected as routes are added
	uploadLimit int64
	idleTimeout time.Duration
	lifetime    time.Duration
	minPassword int
	mailer      Mailer
	brand       func(ctx context.Context) Brand
	location    *time.Location
	sitePreview SitePreview
	themes      SiteThemes
	records     map[string]cms.RecordKind // the modules' record kinds by table
	exports     chan struct{}             // the places of the data downloads under way (BeginExport)
}

// New builds the CMS: the shell, then each module, then the routes of both.
func New(opts Options) (*App, error) {
	if opts.SitePreview == nil {
		return nil, fmt.Errorf("shell: a site preview is required")
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.LoginMaxFailures == 0 {
		opts.LoginMaxFailures = 10
	}
	if opts.LoginWindow == 0 {
		opts.LoginWindow = 15 * time.Minute
	}
	if opts.SessionLifetime == 0 {
		opts.SessionLifetime = 12 * time.Hour
	}
	if opts.MinPasswordLength <= 0 {
		opts.MinPasswordLength = 12
	}
	if opts.IdleTimeout == 0 {
		opts.IdleTimeout = 30 * time.Minute
	}
	if opts.Location == nil {
		opts.Location = time.UTC
	}
	if opts.UploadLimit <= 0 {
		opts.UploadLimit = 10 << 20
	}
	sm := scs.New()
	sm.Store = scsStore{opts.State.Sessions}
	sm.Lifetime = opts.SessionLifetime
	sm.IdleTimeout = opts.IdleTimeout
	sm.Cookie.Name = "vitrina_session"
	sm.Cookie.HttpOnly = true
	sm.Cookie.SameSite = http.SameSiteLaxMode
	sm.Cookie.Secure = strings.HasPrefix(opts.BaseURL, "https://")
	if sm.Cookie.Secure {
		// Over HTTPS the __Host- prefix makes the browser refuse the cookie unless it is Secure,
		// host-only and for path / (ASVS 3.4.4): no subdomain can plant or shadow it.
		sm.Cookie.Name = "__Host-vitrina_session"
	}
	sm.Cookie.Path = "/"
	sm.ErrorFunc = sessionErrorFunc(opts.Logger)
	a := &App{
		svc: opts.Service, state: opts.State, logger: opts.Logger, baseURL: strings.TrimRight(opts.BaseURL, "/"), now: opts.Now,
		sessions: sm, limiter: &loginLimiter{max: opts.LoginMaxFailures, window: opts.LoginWindow, now: opts.Now, failures: opts.State.SignInFailures},
		uploadLimit: opts.UploadLimit, idleTimeout: opts.IdleTimeout, lifetime: opts.SessionLifetime,
		minPassword: opts.MinPasswordLength, mailer: opts.Mailer, brand: opts.Brand, location: opts.Location,
		sitePreview: opts.SitePreview, themes: opts.Themes, records: map[string]cms.RecordKind{}, exports: make(chan struct{}, exportsAtOnce),
	}
	var err error
	if a.pages, err = a.ParsePages(assets); err != nil {
		return nil, err
	}
	for _, build := range opts.Modules {
		m, err := build(a)
		if err != nil {
			return nil, fmt.Errorf("module: %w", err)
		}
		a.modules = append(a.modules, m)
		for _, k := range m.Records {
			a.records[k.Table] = k
		}
	}
	a.handler = a.routes()
	return a, nil
}

func (a *App) ServeHTTP(w http.ResponseWriter, r *http.Request) { a.handler.ServeHTTP(w, r) }

// Mount registers the CMS on the server's mux under every path it serves.
func (a *App) Mount(mux *http.ServeMux) {
	for _, p := range a.prefixes {
		mux.Handle(p, a)
	}
}

// Service is the CMS kernel the modules act through.
func (a *App) Service() *cms.Service { return a.svc }

// Mailer is the CMS's mail path (SMTP or the outbox), nil when none is configured.
func (a *App) Mailer() Mailer { return a.mailer }

// SitePreview is the public site as the editors' previews render it.
func (a *App) SitePreview() SitePreview { return a.sitePreview }

// Logger is the CMS's logger.
func (a *App) Logger() *slog.Logger { return a.logger }

// Location is the site's time zone, in which the admin shows dates.
func (a *App) Location() *time.Location { return a.location }

// RecordKind is how the activity trail reads rows of table, as the module editing it described
// them; false when no module describes the table.
func (a *App) RecordKind(table string) (cms.RecordKind, bool) {
	k, ok := a.records[table]
	return k, ok
}

// Now is the CMS's clock.
func (a *App) Now() time.Time { return a.now() }

// router registers CMS routes and records the paths the server must send to the CMS.
type router struct {
	mux *http.ServeMux
	a   *App
}

func (rt router) handle(pattern string, h http.Handler) {
	rt.mux.Handle(pattern, h)
	path := pattern[strings.IndexByte(pattern, ' ')+1:] // "GET /admin/x" → "/admin/x"
	prefix := path
	if i := strings.IndexByte(path[1:], '/'); i >= 0 {
		prefix = path[:i+2] // "/admin/x" → "/admin/"
	}
	for _, p := range rt.a.prefixes {
		if p == prefix {
			return
		}
	}
	rt.a.prefixes = append(rt.a.prefixes, prefix)
}

func (a *App) routes() http.Handler {
	mux := http.NewServeMux()
	rt := router{mux: mux, a: a}
	rt.handle("GET /cms-static/", http.StripPrefix("/cms-static", staticHandler(a.modules)))

	rt.handle("GET /login", http.HandlerFunc(a.loginPage))
	rt.handle("POST /login", http.HandlerFunc(a.login))
	rt.handle("POST /logout", http.HandlerFunc(a.logout))
	rt.handle("GET /login/codigo", http.HandlerFunc(a.codePage))
	rt.handle("POST /login/codigo", http.HandlerFunc(a.code))
	rt.handle("GET /setup", http.HandlerFunc(a.setupPage))
	rt.handle("POST /setup", http.HandlerFunc(a.setup))
	rt.handle("GET /recuperar", http.HandlerFunc(a.forgotPage))
	rt.handle("POST /recuperar", http.HandlerFunc(a.forgot))
	rt.handle("GET /restablecer", http.HandlerFunc(a.resetPage))
	rt.handle("POST /restablecer", http.HandlerFunc(a.reset))

	admin := http.NewServeMux()
	for _, m := range a.modules {
		m.Routes(Routes{view: m.View, path: m.path(), admin: admin, api: rt, a: a})
	}
	rt.handle("/api/", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		WriteJSON(w, http.StatusNotFound, APIFailure(cms.MsgResourceNotFound))
	}))
	admin.HandleFunc("POST "+EditorImagePath, a.editorImage)
	admin.HandleFunc("GET /admin/buscar", a.searchPage)
	admin.HandleFunc("GET /admin/cuenta/clave", a.passwordPage)
	admin.HandleFunc("POST /admin/cuenta/clave", a.changePassword)
	admin.HandleFunc("GET "+ReauthPath, a.reauthPage)
	admin.HandleFunc("POST "+ReauthPath, a.reauth)
	admin.HandleFunc("GET /admin/cuenta/sesiones", a.sessionsPage)
	admin.HandleFunc("POST /admin/cuenta/sesiones/cerrar", a.endSession)
	admin.HandleFunc("POST /admin/cuenta/sesiones/cerrar-otras", a.endOtherSessions)
	admin.HandleFunc("GET /admin/cuenta/seguridad", a.securityPage)
	admin.HandleFunc("GET "+enrollPath, a.securityPage)
	admin.HandleFunc("POST "+enrollPath, a.enroll)
	admin.HandleFunc("POST /admin/cuenta/seguridad/verificar", a.confirmEnroll)
	admin.HandleFunc("POST /admin/cuenta/seguridad/codigos", a.renewCodes)
	admin.HandleFunc("POST /admin/cuenta/seguridad/desactivar", a.disableFactor)
	admin.Handle("GET /admin/cuenta/enlaces", a.requireAdmin(http.HandlerFunc(a.linksPage)))
	admin.Handle("POST /admin/cuenta/enlaces", a.requireAdmin(http.HandlerFunc(a.links)))
	admin.HandleFunc("/admin/", func(w http.ResponseWriter, r *http.Request) {
		a.RenderError(w, r, http.StatusNotFound, cms.MsgPageNotFound)
	})
	rt.handle("/admin/", a.requirePageSession(admin))

	cop := http.NewCrossOriginProtection()
	cop.SetDenyHandler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if WantsJSON(r) || strings.HasPrefix(r.URL.Path, "/api/") {
			WriteJSON(w, http.StatusForbidden, APIFailure(cms.MsgCrossOrigin))
			return
		}
		http.Error(w, cms.MsgCrossOrigin, http.StatusForbidden)
	}))
	return cop.Handler(a.sessions.LoadAndSave(withPageHeaders(mux)))
}

// withPageHeaders keeps CMS answers out of caches and framing, and scripts to our own files.
func withPageHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !strings.HasPrefix(r.URL.Path, "/cms-static/") {
			w.Header().Set("Cache-Control", "no-store")
			w.Header().Set("Content-Security-Policy",
				"default-src 'self'; img-src 'self' data: blob: http: https:; style-src 'self'; script-src 'self'; frame-ancestors 'none'; form-action 'self'")
		}
		next.ServeHTTP(w, r)
	})
}

// RunCleanup deletes expired sessions every interval until ctx ends.
func (a *App) RunCleanup(ctx context.Context, interval time.Duration) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if err := a.state.Sessions.DeleteExpired(ctx); err != nil && ctx.Err() == nil {
				a.logger.Warn("delete expired sessions", "error", err)
			}
		}
	}
}

// URL is the absolute address of a CMS path.
func (a *App) URL(path string) string { return a.baseURL + path }
