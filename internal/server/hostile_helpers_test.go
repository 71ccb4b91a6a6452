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

// snapshot renders the watched tables and the stored files as text, to compare before and after;
// of audit_log, the rows up to auditUpTo (the battery's own rows are checked by refusedSignIns).
func snapshot(t *testing.T, srv *server.Server, dataDir string, auditUpTo int64) string {
	t.Helper()
	var b strings.Builder
	for _, table := range watchedTables {
		query := "SELECT * FROM " + table + " ORDER BY 1"
		if table == "audit_log" {
			query = fmt.Sprintf("SELECT * FROM audit_log WHERE id <= %d ORDER BY 1", auditUpTo)
		}
		rows, err := srv.DB().Query(context.Background(), query)
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

// lastAuditID is the id of the newest audit_log row.
func lastAuditID(t *testing.T, srv *server.Server) int64 {
	t.Helper()
	var id int64
	if err := srv.DB().QueryRow(context.Background(), "SELECT coalesce(max(id), 0) FROM audit_log").Scan(&id); err != nil {
		t.Fatal(err)
	}
	return id
}

// refusedSignIns checks the audit rows written after id: a refused CMS sign-in is a security event
// the trail must keep (ASVS 7.2.1), so the battery's wrong e-mail and password attempts add exactly
// one cms_sign_in_failed row each, in the tried e-mail's name, and nothing else may be there.
func refusedSignIns(t *testing.T, srv *server.Server, after int64, wantActors []string) {
	t.Helper()
	rows, err := srv.DB().Query(context.Background(), `SELECT actor, action, target, coalesce(record_id, '') FROM audit_log
		WHERE id > ? ORDER BY id`, after)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var actors []string
	for rows.Next() {
		var actor, action, target, record string
		if err := rows.Scan(&actor, &action, &target, &record); err != nil {
			t.Fatal(err)
		}
		if action != "rpc" || target != "record_security_event" || record != "cms_sign_in_failed" {
			t.Errorf("hostile input added an audit row other than a refused sign-in: %s %s %s %s", actor, action, target, record)
		}
		actors = append(actors, actor)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	sort.Strings(actors)
	sort.Strings(wantActors)
	if fmt.Sprint(actors) != fmt.Sprint(wantActors) {
		t.Errorf("refused sign-ins audited for %q, want %q", actors, wantActors)
	}
}
