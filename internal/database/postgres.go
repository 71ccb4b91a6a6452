package database

import (
	"fmt"
	"net"
	"net/url"
	"runtime"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"
)

// Pool defaults for PostgreSQL. A URL may override each with the pgxpool-style query parameters
// pool_max_conns, pool_max_conn_lifetime, pool_max_conn_idle_time, and the server-side timeouts
// with connect_timeout or options=-c statement_timeout=….
const (
	defaultConnectTimeout   = 5 * time.Second
	defaultStatementTimeout = "30s" // a runaway query cannot hold a connection for ever
	defaultLockTimeout      = "10s"
	defaultMaxConnLifetime  = 30 * time.Minute
	defaultMaxConnIdleTime  = 5 * time.Minute
)

// poolSettings are the database/sql pool limits taken from the URL.
type poolSettings struct {
	maxConns    int
	maxLifetime time.Duration
	maxIdleTime time.Duration
}

// parsePostgresURL splits the pool parameters (which PostgreSQL itself would reject as unknown
// run-time parameters) off the URL and returns the pgx connection config with Vitrina's defaults.
func parsePostgresURL(dsn string) (*pgx.ConnConfig, poolSettings, error) {
	pool := poolSettings{maxConns: max(8, runtime.NumCPU()*4), maxLifetime: defaultMaxConnLifetime,
		maxIdleTime: defaultMaxConnIdleTime}
	u, err := url.Parse(dsn)
	if err != nil {
		return nil, pool, fmt.Errorf("parse database URL: %w", err)
	}
	q := u.Query()
	if v := q.Get("pool_max_conns"); v != "" {
		if _, err := fmt.Sscan(v, &pool.maxConns); err != nil || pool.maxConns < 1 {
			return nil, pool, fmt.Errorf("database URL: pool_max_conns %q is not a positive number", v)
		}
	}
	for name, target := range map[string]*time.Duration{
		"pool_max_conn_lifetime":  &pool.maxLifetime,
		"pool_max_conn_idle_time": &pool.maxIdleTime,
	} {
		if v := q.Get(name); v != "" {
			d, err := time.ParseDuration(v)
			if err != nil || d < 0 {
				return nil, pool, fmt.Errorf("database URL: %s %q is not a duration: %w", name, v, err)
			}
			*target = d
		}
	}
	connectTimeoutSet := q.Has("connect_timeout")
	for _, name := range []string{"pool_max_conns", "pool_max_conn_lifetime", "pool_max_conn_idle_time",
		"pool_min_conns", "pool_health_check_period", "pool_max_conn_lifetime_jitter"} {
		q.Del(name)
	}
	u.RawQuery = q.Encode()
	cfg, err := pgx.ParseConfig(u.String())
	if err != nil {
		return nil, pool, fmt.Errorf("parse database URL: %w", err)
	}
	if !connectTimeoutSet {
		cfg.ConnectTimeout = defaultConnectTimeout
	}
	// Idle pooled connections to a host that vanished without closing them (a failover, a dropped
	// route) are found dead in about a minute instead of pgx's default of several.
	dialer := &net.Dialer{KeepAliveConfig: net.KeepAliveConfig{Enable: true, Idle: 30 * time.Second,
		Interval: 10 * time.Second, Count: 3}}
	cfg.DialFunc = dialer.DialContext
	// Server-side limits, unless the URL sets them as parameters or in options=-c name=… (PostgreSQL
	// applies startup parameters after options, so a default here would override the URL's).
	for name, value := range map[string]string{
		"statement_timeout": defaultStatementTimeout,
		"lock_timeout":      defaultLockTimeout,
		// A connection left idle inside a transaction (a crashed client) gives its locks back.
		"idle_in_transaction_session_timeout": "60s",
	} {
		_, set := cfg.RuntimeParams[name]
		if !set && !strings.Contains(cfg.RuntimeParams["options"], name) {
			cfg.RuntimeParams[name] = value
		}
	}
	return cfg, pool, nil
}

func openPostgres(dsn string) (*DB, error) {
	cfg, settings, err := parsePostgresURL(dsn)
	if err != nil {
		return nil, err
	}
	pool := stdlib.OpenDB(*cfg)
	pool.SetMaxOpenConns(settings.maxConns)
	pool.SetMaxIdleConns(settings.maxConns)
	pool.SetConnMaxIdleTime(settings.maxIdleTime)
	pool.SetConnMaxLifetime(settings.maxLifetime)
	return &DB{read: pool, write: pool, dialect: Postgres}, nil
}
