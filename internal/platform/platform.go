// Package platform assembles the embedded data platform: the Supabase-compatible /auth/v1 (GoTrue),
// /rest/v1 (PostgREST) and /storage/v1 (Storage) services over one database and one set of keys,
// behind the gateway's API-key check where Supabase's gateway applies it.
package platform

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/vitrina/vitrina/internal/config"
	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/activity"
	"github.com/vitrina/vitrina/internal/platform/auth"
	"github.com/vitrina/vitrina/internal/platform/gateway"
	"github.com/vitrina/vitrina/internal/platform/mail"
	"github.com/vitrina/vitrina/internal/platform/rest"
	"github.com/vitrina/vitrina/internal/platform/schema"
	"github.com/vitrina/vitrina/internal/platform/storage"
	"github.com/vitrina/vitrina/internal/platform/storage/blob"
)

// Options are what the platform's services share.
type Options struct {
	DB     *database.DB
	Keys   *gateway.Keys
	Logger *slog.Logger
	Config config.Config
	// OnWrite, when set, is called after every committed /rest/v1 write with the table's name, and
	// after a storage write that changed the media library with "medios" (the public site drops its
	// cached pages).
	OnWrite func(table string)
	// Now is the clock of the editorial lifecycle's access rule; default time.Now.
	Now func() time.Time
	// Metrics, when set, receives the services' Prometheus series (Storage's image renders).
	Metrics prometheus.Registerer
	// Catalog is the product's tables, functions and permission grid (the CMS's: internal/catalog),
	// which the platform serves through /rest/v1 and Storage.
	Catalog *schema.Catalog
	// Activity, when set, is the process's meter of requests being served, which the platform's own
	// requests join; bcrypt leaves a core to them (auth.Options.Busy). Default: a meter of its own.
	Activity *activity.Meter
}

// Platform serves /auth/v1/, /rest/v1/ and /storage/v1/.
type Platform struct {
	http.Handler
	storage *storage.Service
}

// Close waits for the work the platform does after a request has been answered (image renders)
// and ends it; call it once the HTTP server has stopped, before the database is closed.
func (p *Platform) Close() {
	p.storage.Close()
}

// New returns the platform.
func New(opts Options) (*Platform, error) {
	if opts.Catalog == nil {
		return nil, errors.New("platform: no catalog of tables to serve")
	}
	mux := http.NewServeMux()
	mailer, err := mail.New(opts.Config.SMTPURL, mail.DefaultSender(opts.Config.BaseURL()), opts.DB, opts.Logger)
	if err != nil {
		return nil, err
	}
	if opts.Activity == nil {
		opts.Activity = activity.New()
	}
	authAPI, err := auth.New(auth.Options{DB: opts.DB, Keys: opts.Keys, Logger: opts.Logger, Config: opts.Config, Mailer: mailer,
		Busy: opts.Activity.Busy})
	if err != nil {
		return nil, err
	}
	mux.Handle("/auth/v1/", opts.Keys.RequireAPIKey(http.StripPrefix("/auth/v1", authAPI)))
	mux.Handle("GET /auth/v1/verify", http.StripPrefix("/auth/v1", authAPI)) // e-mailed links carry no apikey
	catalog := opts.Catalog
	restAPI := rest.New(rest.Options{DB: opts.DB, Keys: opts.Keys, Logger: opts.Logger, Catalog: catalog, OnWrite: opts.OnWrite, Now: opts.Now,
		AdminEmail: opts.Config.AdminEmail})
	mux.Handle("/rest/v1/", opts.Keys.RequireAPIKey(http.StripPrefix("/rest/v1", restAPI)))
	storageAPI, err := storage.New(storage.Options{DB: opts.DB, Keys: opts.Keys, Logger: opts.Logger,
		DataDir: opts.Config.DataDir, UploadLimit: opts.Config.UploadLimit, StorageURL: opts.Config.StorageURL,
		ImageMemory: opts.Config.ImageMemory, MaxImagePixels: opts.Config.ImageMaxPixels, ImageRendersPerMinute: opts.Config.ImageRenderRate,
		S3: blob.Credentials{AccessKey: opts.Config.S3AccessKey, SecretKey: opts.Config.S3SecretKey}, Metrics: opts.Metrics,
		OnWrite: opts.OnWrite, MayWrite: func(ctx context.Context, id gateway.Identity, bucket string) (bool, error) {
			if id.Claims == nil {
				return false, nil
			}
			return catalog.BucketWriter(ctx, opts.DB, schema.NewWho(id.Claims.Email, id.Claims.UserMetadata, opts.Config.AdminEmail), bucket)
		}, DropBoxes: catalog.DropBoxes})
	if err != nil {
		return nil, err
	}
	mux.Handle("/storage/v1/", http.StripPrefix("/storage/v1", storageAPI)) // storage checks the JWT itself: no apikey
	return &Platform{Handler: opts.Activity.Track(withCORS(mux), hashesPassword), storage: storageAPI}, nil
}

// hashesPassword reports the requests whose work is mostly a bcrypt hash or comparison (password
// sign-ins and sign-ups): they do not count as activity that bcrypt must leave a core to.
func hashesPassword(r *http.Request) bool {
	if r.Method != http.MethodPost {
		return false
	}
	switch r.URL.Path {
	case "/auth/v1/token":
		return r.URL.Query().Get("grant_type") == "password"
	case "/auth/v1/signup":
		return true
	}
	return false
}
