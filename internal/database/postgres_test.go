package database

import (
	"testing"
	"time"
)

// TestParsePostgresURL: pool parameters leave the URL (PostgreSQL would reject them) and set the
// pool; server-side timeouts get defaults unless the URL sets them, including through options.
func TestParsePostgresURL(t *testing.T) {
	cfg, pool, err := parsePostgresURL("postgres://u@127.0.0.1:5432/db?sslmode=disable&pool_max_conns=3&pool_max_conn_lifetime=90s&pool_max_conn_idle_time=10s")
	if err != nil {
		t.Fatal(err)
	}
	if pool.maxConns != 3 || pool.maxLifetime != 90*time.Second || pool.maxIdleTime != 10*time.Second {
		t.Errorf("pool = %+v", pool)
	}
	if _, ok := cfg.RuntimeParams["pool_max_conns"]; ok {
		t.Error("pool_max_conns reached the server's run-time parameters")
	}
	if cfg.ConnectTimeout != defaultConnectTimeout || cfg.RuntimeParams["statement_timeout"] != defaultStatementTimeout ||
		cfg.RuntimeParams["lock_timeout"] != defaultLockTimeout {
		t.Errorf("defaults: connect %v, params %v", cfg.ConnectTimeout, cfg.RuntimeParams)
	}

	cfg, _, err = parsePostgresURL("postgres://u@127.0.0.1/db?connect_timeout=2&options=-c%20statement_timeout%3D5s&lock_timeout=1s")
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := cfg.RuntimeParams["statement_timeout"]; ok {
		t.Error("a default statement_timeout would override the URL's options")
	}
	if cfg.ConnectTimeout != 2*time.Second || cfg.RuntimeParams["lock_timeout"] != "1s" {
		t.Errorf("URL settings lost: connect %v, params %v", cfg.ConnectTimeout, cfg.RuntimeParams)
	}

	for _, bad := range []string{"postgres://h/db?pool_max_conns=0", "postgres://h/db?pool_max_conn_lifetime=soon"} {
		if _, _, err := parsePostgresURL(bad); err == nil {
			t.Errorf("%s: want an error", bad)
		}
	}
}
