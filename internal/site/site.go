package site

import (
	"context"
	"crypto/rand"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/microcosm-cc/bluemonday"

	"github.com/vitrina/vitrina/internal/pageblocks"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
	"github.com/vitrina/vitrina/internal/theme"
)

// Options configure the site.
type Options struct {
	Client  *platformclient.Client // the data platform; the site only ever uses its publishable key
	BaseURL string                 // the site's public origin (canonical links, Open Graph, sitemap)
	Name    string                 // the company's name in titles and the header; default "Vitrina"
	Logger  *slog.Logger
	// CacheTTL bounds how long a rendered page is reused. Zero keeps pages until a write through
	// this instance invalidates them (embedded platform); a remote platform or a database shared by
	// several instances needs a short lifetime, since their writes are not seen here.
	CacheTTL time.Duration
	// CacheBytes bounds the page cache; 0 means the default (32 MiB), negative disables caching.
	CacheBytes int64
	// Pinned, for previews only, replaces the stored settings (view templates): the site renders
	// with them and links a theme stylesheet made from them.
	Pinned *records.Settings
	Now    func() time.Time // the clock of the cache and of the contact form; default time.Now
	// FormKey signs the contact form's issue time; instances behind one address need the same key.
	// Default: a random key of this process.
	FormKey []byte
	// ContactLimits are the contact form's abuse limits (defaults in ContactLimits).
	ContactLimits ContactLimits
	// ContactData, when set, reads the company's contact data shown on /contacto; by default the
	// site's appearance settings (view templates) give it.
	ContactData func(ctx context.Context) (Contact, error)
	// ContactReceived, when set, is called after a contact message was stored (it wakes the
	// notifier that e-mails it).
	ContactReceived func()
	// ApplicationReceived, when set, is called after a job application was stored (it wakes the
	// notifier that e-mails it).
	ApplicationReceived func()
	// Themes are the themes the settings may choose (default: the built-in ones).
	Themes *theme.Library
	// OnThemeFailure, when set, is told of every theme template that failed (the theme check).
	OnThemeFailure ThemeFailure
}

// Site is the public website's handler.
type Site struct {
	client         *platformclient.Client
	baseURL        string
	name           string
	logger         *slog.Logger
	cache          *pageCache
	schedule       *schedule
	flight         *flightGroup
	sitemaps       *siteMapMemo       // the site map's entries, shared by its pages
	policy         *bluemonday.Policy // UGC: what bodies may keep
	strict         *bluemonday.Policy // no markup at all: excerpts and descriptions
	views          *views             // the base theme's
	themes         *theme.Library
	themed         *themeSets
	onThemeFailure ThemeFailure
	nav            *siteNav // the navigation built from the menus
	static         *staticFiles
	csp            string
	mux            *http.ServeMux
	dataLocal      string // prefix of platform URLs that are this site's own origin (made relative)
	pinned         *records.Settings
	now            func() time.Time
	redirects      *redirectMap     // the redirects, answered before the 404 page
	versions       fileVersionCache // the versions of the stored files pages link (file_versions.go)
	reports        *reportLimiter   // bounds the counters sent to the platform (404 log, redirect visits)

	formKey          []byte
	contactLimits    ContactLimits
	contactByAddress *submissionLimiter
	search           *searchGate // the bounds of /buscar
	applications     *slotGate   // the applications read at once (jobs_limit.go)
	contactByEmail   *submissionLimiter
	contactData      contactDataFunc
	contactReceived  func()

	applicationReceived func()
}

// New returns the site.
func New(opts Options) (*Site, error) {
	if opts.Client == nil {
		return nil, fmt.Errorf("site: a platform client is required")
	}
	if opts.Name == "" {
		opts.Name = "Vitrina"
	}
	if opts.Logger == nil {
		opts.Logger = slog.New(slog.DiscardHandler)
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.CacheBytes == 0 {
		opts.CacheBytes = 32 << 20
	}
	if len(opts.FormKey) == 0 {
		opts.FormKey = make([]byte, 32)
		if _, err := rand.Read(opts.FormKey); err != nil {
			return nil, fmt.Errorf("site: form key: %w", err)
		}
	}
	limits := opts.ContactLimits.withDefaults()
	static, err := loadStatic()
	if err != nil {
		return nil, err
	}
	if opts.Themes == nil {
		if opts.Themes, _, err = NewThemeLibrary(""); err != nil {
			return nil, err
		}
	}
	s := &Site{
		client:   opts.Client,
		baseURL:  strings.TrimRight(opts.BaseURL, "/"),
		name:     opts.Name,
		logger:   opts.Logger,
		cache:    newPageCache(opts.CacheBytes, opts.CacheTTL, opts.Now),
		flight:   &flightGroup{calls: map[string]*flightCall{}},
		sitemaps: &siteMapMemo{},
		policy:   bluemonday.UGCPolicy(),
		strict:   bluemonday.StrictPolicy(),
		static:   static,
		nav:      &siteNav{},
		pinned:   opts.Pinned,
		themes:   opts.Themes,
		themed:   &themeSets{sets: map[string]*themeSet{}, logged: map[string]bool{}},

		onThemeFailure: opts.OnThemeFailure,
		now:            opts.Now,

		formKey: opts.FormKey, contactLimits: limits, contactData: opts.ContactData, contactReceived: opts.ContactReceived,
		applicationReceived: opts.ApplicationReceived,
		contactByAddress:    newSubmissionLimiter(limits.PerAddress, limits.Window),
		contactByEmail:      newSubmissionLimiter(limits.PerEmail, limits.Window),
		search:              newSearchGate(),
		applications:        newSlotGate(applicationsAtOnce, applicationWait, applicationBusyRetry),
	}
	if s.contactData == nil {
		s.contactData = s.settingsContact // the appearance settings' contact data (view templates)
	}
	s.redirects = &redirectMap{ttl: opts.CacheTTL, now: opts.Now, read: s.readRedirects}
	s.reports = newReportLimiter(maxReportsInFlight)
	s.schedule = &schedule{ttl: opts.CacheTTL, now: opts.Now, fetch: s.nextPublicationChange}
	s.csp, s.dataLocal = contentPolicy(s.baseURL, opts.Client.BaseURL())
	if s.views, err = parseViews(s.funcs()); err != nil {
		return nil, err
	}
	s.routes()
	return s, nil
}

// contentPolicy returns the Content-Security-Policy of the site's pages and the platform origin
// whose file URLs can be written relative (same origin as the site). Images from a remote platform
// are allowed by its origin.
func contentPolicy(siteBase, dataBase string) (csp, local string) {
	img := "'self' data:"
	if origin(dataBase) == origin(siteBase) {
		local = origin(dataBase)
	} else if o := origin(dataBase); o != "" {
		img += " " + o
	}
	csp = "default-src 'self'; img-src " + img + "; style-src 'self'; script-src 'self'; object-src 'none'; " +
		"frame-src " + pageblocks.EmbedOrigins + "; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
	return csp, local
}

func origin(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme == "" || u.Host == "" {
		return ""
	}
	return u.Scheme + "://" + u.Host
}

func (s *Site) routes() {
	mux := http.NewServeMux()
	mux.Handle("GET /{$}", s.cached(s.homePage))
	mux.Handle("GET /servicios/{slug}", s.cached(s.categoryPage))
	mux.Handle("GET /contenido/{ref}", s.cached(s.contentPage))
	mux.Handle("GET /testimonios", s.cached(s.testimonialsPage))
	mux.Handle("GET /clientes", s.cached(s.clientsPage))
	mux.HandleFunc("GET /vista-previa/{token}", s.previewPage)
	mux.Handle("GET /blog", s.cached(s.blogPage))
	mux.Handle("GET /blog/feed.xml", s.cachedWhole(s.blogFeed))
	mux.Handle("GET /blog/etiqueta/{tag}", s.cached(s.blogTagPage))
	mux.Handle("GET /blog/autor/{id}", s.cached(s.blogAuthorPage))
	mux.Handle("GET /blog/{slug}", s.cached(s.blogPostPage))
	mux.Handle("GET /proyectos", s.cached(s.projectsPage))
	mux.Handle("GET /proyectos/{slug}", s.cached(s.projectPage))
	mux.HandleFunc("GET /buscar", s.searchPage)
	mux.Handle("GET /preguntas-frecuentes", s.cached(s.faqPage))
	mux.Handle("GET /equipo", s.cached(s.teamPage))
	mux.HandleFunc("GET /contacto", s.contactPage)
	mux.HandleFunc("POST /contacto", s.contactSubmit)
	mux.HandleFunc("GET /empleo", s.jobsPage)
	mux.HandleFunc("GET /empleo/{slug}", s.jobPage)
	mux.HandleFunc("POST /empleo/{slug}", s.jobApply)
	mux.Handle("GET /sitemap.xml", s.cachedWhole(s.sitemap))
	mux.Handle("GET /sitemaps/{file}", s.cachedWhole(s.sitemapPart))
	mux.Handle("GET "+siteMapPath, s.cachedWhole(s.siteMapPage))
	mux.Handle("GET /robots.txt", s.cachedWhole(s.robots))
	mux.Handle("GET /tema.css", s.cachedWhole(s.themePage))
	mux.HandleFunc("GET /tema-vista-previa.css", s.themePreview)
	mux.HandleFunc("GET /temas/{theme}/{file}", s.themeFile)
	mux.HandleFunc("GET /static/{file}", func(w http.ResponseWriter, r *http.Request) {
		if !s.static.serve(w, r) {
			s.fail(w, r, errNotFound)
		}
	})
	// Free pages (table paginas): every other one- or two-segment path. The patterns above are more
	// specific, so they win; pageblocks refuses their first segments as page slugs.
	mux.Handle("GET /{slug}", s.cached(s.freePage))
	mux.Handle("GET /{parent}/{slug}", s.cached(s.freePage))
	// Anything else is the site's 404 page (or a redirect from that address).
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) { s.fail(w, r, errNotFound) })
	s.mux = mux
}

func (s *Site) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	// The languages say which paths are in a language; the rest of the request reads them (and the
	// settings) again only if a publication time passes meanwhile.
	gen := s.nav.generation()
	ctx := r.Context()
	if lang := s.languageOfPath(r.URL.Path); lang != "" {
		ctx = withLang(ctx, lang)
	}
	if err := s.ensureNav(ctx); err != nil {
		s.logger.WarnContext(ctx, "read the languages and settings", "error", err)
	} else {
		ctx = withNavRead(ctx, gen)
	}
	if s.serveLanguage(ctx, w, r) {
		return
	}
	if langOf(ctx) != "" {
		ctx = withLang(ctx, "") // the languages were read again, and the path's is no longer offered
	}
	s.mux.ServeHTTP(w, r.WithContext(ctx))
}

// Changed tells the site that a table was written, so the pages that show it are rendered again.
// It is the platform's OnWrite hook; it may be called on a nil *Site (before the site exists).
func (s *Site) Changed(table string) {
	if s == nil {
		return
	}
	if redirectChanged(table) {
		s.redirects.forget()
	}
	if table == "medios" {
		s.versions.forget()
	}
	if navChanged(table) {
		s.nav.forget()
	}
	if strings.HasSuffix(table, records.TranslationTable("")) {
		// Any table's translations show on the pages of their language, and may be scheduled.
		s.cache.clear()
		s.schedule.forget()
	}
	switch table {
	case "contenido", "categoria-servicios", "testimoniales", "clientes", "categorias", "paginas", "menus", "ajustes_sitio", "ajustes_seo",
		"blog_entradas", "etiquetas", "blog_entradas_etiquetas", "preguntas", "proyectos", "proyecto_imagenes",
		"idiomas", "blog_entradas_traducciones", // the site's languages and the posts' translations
		"set_blog_tags", "ordenar_preguntas", // the functions that write those tables
		"Empleados", "departamentos", "update_department", // the public team page (/equipo)
		"medios",   // the media library's alternative texts
		"vacantes": // the site map lists the open job openings
		// Every page shows the category menu, so any change to the site's tables drops every page;
		// a write may also have scheduled an item.
		s.cache.clear()
		s.schedule.forget()
	}
}

// Forget drops every cached page: changes may have happened that this instance did not hear of
// (another instance's notices were missed while the listening connection was down).
func (s *Site) Forget() {
	if s != nil {
		s.cache.clear()
		s.nav.forget()
		s.redirects.forget()
		s.versions.forget()
	}
}

// ctxTimeout bounds the platform calls of one page.
func ctxTimeout(ctx context.Context) (context.Context, context.CancelFunc) {
	return context.WithTimeout(ctx, 10*time.Second)
}
