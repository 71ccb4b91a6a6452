package server_test

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/vitrina/vitrina/internal/server"
)

// battery counts hostile attempts and the ones not refused as they should be.
type battery struct {
	t        *testing.T
	mu       sync.Mutex
	attempts map[string]int
	failures map[string]int
}

func newBattery(t *testing.T) *battery {
	return &battery{t: t, attempts: map[string]int{}, failures: map[string]int{}}
}

// expect records one attempt of a kind; ok says whether the answer was the refusal wanted.
func (b *battery) expect(kind string, ok bool, format string, args ...any) {
	b.t.Helper()
	b.mu.Lock()
	b.attempts[kind]++
	if !ok {
		b.failures[kind]++
	}
	b.mu.Unlock()
	if !ok {
		b.t.Errorf("%s: "+format, append([]any{kind}, args...)...)
	}
}

// expect4xx records an attempt whose answer must be a client error.
func (b *battery) expect4xx(kind string, code int, what string) {
	b.t.Helper()
	b.expect(kind, code >= 400 && code < 500, "%s answered %d, want a 4xx", what, code)
}

// summary logs the count of attempts and failures, by kind and in total.
func (b *battery) summary() {
	b.mu.Lock()
	defer b.mu.Unlock()
	kinds := make([]string, 0, len(b.attempts))
	total, failed := 0, 0
	for k := range b.attempts {
		kinds = append(kinds, k)
		total += b.attempts[k]
		failed += b.failures[k]
	}
	sort.Strings(kinds)
	for _, k := range kinds {
		b.t.Logf("hostile input: %-28s %5d attempts, %d failures", k, b.attempts[k], b.failures[k])
	}
	b.t.Logf("hostile input: TOTAL %d attempts, %d failures", total, failed)
}

// watchedTables are the tables no hostile request may change.
var watchedTables = []string{`"categoria-servicios"`, "categorias", "contenido", "testimoniales", "clientes",
	`"Empleados"`, "roles_permisos", "auth_users", "storage_buckets", "storage_objects", "audit_log"}

// snapshot renders the watched tables and the stored files as text, to compare before and after.
func snapshot(t *testing.T, srv *server.Server, dataDir string) string {
	t.Helper()
	var b strings.Builder
	for _, table := range watchedTables {
		rows, err := srv.DB().Query(context.Background(), "SELECT * FROM "+table+" ORDER BY 1")
		if err != nil {
			t.Fatalf("snapshot %s: %v", table, err)
		}
		cols, _ := rows.Columns()
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		for rows.Next() {
			if err := rows.Scan(ptrs...); err != nil {
				t.Fatal(err)
			}
			fmt.Fprintf(&b, "%s %v\n", table, printable(vals))
		}
		if err := rows.Err(); err != nil {
			t.Fatal(err)
		}
		rows.Close()
	}
	_ = filepath.WalkDir(filepath.Join(dataDir, "storage"), func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && !strings.Contains(path, string(filepath.Separator)+".tmp") {
			fmt.Fprintln(&b, "file", path)
		}
		return nil
	})
	return b.String()
}

func printable(vals []any) []string {
	out := make([]string, len(vals))
	for i, v := range vals {
		switch x := v.(type) {
		case []byte:
			out[i] = string(x)
		case sql.RawBytes:
			out[i] = string(x)
		default:
			out[i] = fmt.Sprint(x)
		}
	}
	return out
}

// noRedirect is a client that reports redirects instead of following them.
func noRedirect() *http.Client {
	return &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
}

func errorsAs(err error, target any) bool { return errors.As(err, target) }
