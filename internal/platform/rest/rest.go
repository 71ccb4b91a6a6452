// Package rest implements the data platform's PostgREST-compatible /rest/v1: reads with select,
// filters, ordering, pagination and embedding; inserts, upserts, updates and deletes; RPC functions;
// the OpenAPI description; and PostgREST's error codes, statuses and headers. Every identifier in the
// SQL it generates comes from the schema catalog; every value is a bound parameter.
package rest

import (
	"errors"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/gateway"
	"github.com/vitrina/vitrina/internal/platform/ratelimit"
	"github.com/vitrina/vitrina/internal/platform/schema"
)

// maxBodyBytes bounds a write's JSON body.
const maxBodyBytes = 8 << 20

// Options configure the API.
type Options struct {
	DB      *database.DB
	Keys    *gateway.Keys
	Logger  *slog.Logger
	Catalog *schema.Catalog
	// OnWrite, when set, is called after every committed write with the table's name (the public
	// site uses it to drop cached pages).
	OnWrite func(table string)
	// Now is the clock of the lifecycle rule (what anon reads is what is published now); default
	// time.Now. Tests inject one to see a scheduled row appear and disappear.
	Now func() time.Time
	// AdminEmail is the designated administrator's e-mail (ADMIN_EMAIL): it holds every view.
	AdminEmail string
	// ReadTimeouts bound one read's statements by role (readTimeouts when nil); tests shorten them.
	ReadTimeouts map[string]time.Duration
}

// API is the /rest/v1 handler; mount it with the /rest/v1 prefix stripped.
type API struct {
	db      *database.DB
	keys    *gateway.Keys
	logger  *slog.Logger
	catalog *schema.Catalog
	onWrite func(string)
	now     func() time.Time
	// adminEmail holds every view of the permission grid; limits bound insert-only callers per
	// client address, by table.
	adminEmail   string
	limits       map[string]ratelimit.Limiter
	readTimeouts map[string]time.Duration
}

// New returns the API.
func New(opts Options) *API {
	onWrite := opts.OnWrite
	if onWrite == nil {
		onWrite = func(string) {}
	}
	now := opts.Now
	if now == nil {
		now = time.Now
	}
	limits := map[string]ratelimit.Limiter{}
	for _, t := range opts.Catalog.Tables() {
		if l := t.InsertLimit; l != nil {
			limits[t.Name] = ratelimit.New(opts.DB, opts.Logger, "rest_insert:"+t.Name, l.Max, l.Window, l.Max)
		}
	}
	if opts.ReadTimeouts == nil {
		opts.ReadTimeouts = readTimeouts
	}
	return &API{db: opts.DB, keys: opts.Keys, logger: opts.Logger, catalog: opts.Catalog, onWrite: onWrite, now: now,
		adminEmail: opts.AdminEmail, limits: limits, readTimeouts: opts.ReadTimeouts}
}

// request is what every handler needs to know about the caller and the target.
type request struct {
	identity gateway.Identity
	table    *schema.Table
	query    *query
	prefer   preferences
	singular bool
	caller   *caller
	// rowTables, on a table whose rows follow other tables' views, are the tables the caller may use
	// (nil: all); implicitWhere counts the conditions the platform added to the query's filters.
	rowTables     []string
	implicitWhere int
}

func (a *API) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	path := strings.TrimPrefix(r.URL.Path, "/")
	switch {
	case path == "":
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			a.writeError(w, r, newError(http.StatusMethodNotAllowed, "PGRST117", "Unsupported HTTP method: "+r.Method), "")
			return
		}
		a.openAPI(w, r)
		return
	case strings.HasPrefix(path, "rpc/"):
		a.rpc(w, r, strings.TrimPrefix(path, "rpc/"))
		return
	case strings.Contains(path, "/"):
		a.writeError(w, r, errNoTable(path), "")
		return
	}
	req, err := a.prepare(r, path)
	if err != nil {
		a.writeError(w, r, err, path)
		return
	}
	switch r.Method {
	case http.MethodGet, http.MethodHead:
		err = a.timedRead(w, r, req)
	case http.MethodPost:
		err = a.insert(w, r, req)
	case http.MethodPatch:
		err = a.update(w, r, req)
	case http.MethodDelete:
		err = a.delete(w, r, req)
	default:
		err = newError(http.StatusMethodNotAllowed, "PGRST117", "Unsupported HTTP method: "+r.Method)
	}
	if err != nil {
		a.writeError(w, r, err, path)
	}
}

// prepare resolves the caller, the table, the profile, the preferences and the query.
func (a *API) prepare(r *http.Request, tableName string) (*request, error) {
	id, err := a.identify(r)
	if err != nil {
		return nil, err
	}
	if err := checkProfile(r); err != nil {
		return nil, err
	}
	t := a.catalog.Table(tableName)
	if t == nil {
		return nil, a.tableNotFound(tableName)
	}
	read := r.Method == http.MethodGet || r.Method == http.MethodHead
	insertOnly := r.Method == http.MethodPost && !t.CanWrite(id.Role) && t.CanInsert(id.Role)
	if read && !t.CanRead(id.Role) || !read && !insertOnly && !t.CanWrite(id.Role) {
		return nil, errPermission(id.Role, "permission denied for table "+t.Name)
	}
	singular, err := negotiate(r.Header.Get("Accept"))
	if err != nil {
		return nil, err
	}
	q, err := parseQuery(r.URL.Query())
	if err != nil {
		return nil, err
	}
	prefer := parsePrefer(r.Header.Values("Prefer"))
	if err := prefer.checkStrict(); err != nil {
		return nil, err
	}
	if insertOnly && (prefer.returning == "representation" || prefer.returning == "headers-only" || prefer.resolution != "") {
		// PostgreSQL's row-level security: reading the new row back (or updating an existing one)
		// needs a policy this role does not have.
		return nil, errPermission(id.Role, `new row violates row-level security policy for table "`+t.Name+`"`)
	}
	req := &request{identity: id, table: t, query: q, prefer: prefer, singular: singular, caller: a.callerOf(id)}
	if err := a.authorize(r.Context(), req.caller, req, r, insertOnly); err != nil {
		return nil, err
	}
	return req, nil
}

// identify resolves the request's role; a bad token is PostgREST's JWT error.
func (a *API) identify(r *http.Request) (gateway.Identity, error) {
	id, err := a.keys.Identify(r)
	if errors.Is(err, gateway.ErrNoCredentials) {
		return gateway.Identity{Role: gateway.RoleAnon}, nil
	}
	if err != nil {
		return id, errJWT(err)
	}
	return id, nil
}

// tableNotFound answers PGRST205, suggesting a table whose name differs only in case.
func (a *API) tableNotFound(name string) error {
	e := errNoTable(name)
	for _, t := range a.catalog.Tables() {
		if strings.EqualFold(t.Name, name) {
			e.withHint("Perhaps you meant the table 'public." + t.Name + "'")
		}
	}
	return e
}

// checkProfile accepts only the public schema in Accept-Profile (reads) and Content-Profile (writes).
func checkProfile(r *http.Request) error {
	header := "Content-Profile"
	if r.Method == http.MethodGet || r.Method == http.MethodHead {
		header = "Accept-Profile"
	}
	if p := r.Header.Get(header); p != "" && p != "public" {
		return errSchema(p)
	}
	return nil
}

// negotiate reads Accept: JSON arrays by default, a single object for vnd.pgrst.object.
func negotiate(accept string) (singular bool, err error) {
	mt, err := mediaType(accept)
	return mt == mediaObject, err
}

// The response formats a client can negotiate with Accept.
const (
	mediaArray  = "array"
	mediaObject = "object"
	mediaCSV    = "csv"
)

// mediaType is the first format of Accept the API can answer.
func mediaType(accept string) (string, error) {
	if strings.TrimSpace(accept) == "" {
		return mediaArray, nil
	}
	for _, part := range strings.Split(accept, ",") {
		mt, _, _ := strings.Cut(part, ";")
		switch strings.ToLower(strings.TrimSpace(mt)) {
		case "application/vnd.pgrst.object+json", "application/vnd.pgrst.object":
			return mediaObject, nil
		case "application/json", "application/*", "*/*", "application/vnd.pgrst.array+json", "application/vnd.pgrst.array":
			return mediaArray, nil
		case "text/csv":
			return mediaCSV, nil
		}
	}
	return "", errMediaType(accept)
}

// echoProfile repeats the profile header when the client negotiated one, as PostgREST does.
func echoProfile(w http.ResponseWriter, r *http.Request) {
	if r.Header.Get("Accept-Profile") != "" || r.Header.Get("Content-Profile") != "" {
		w.Header().Set("Content-Profile", "public")
	}
}
