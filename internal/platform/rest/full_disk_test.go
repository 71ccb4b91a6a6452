package rest_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/gateway"
	"github.com/vitrina/vitrina/internal/platform/platformtest"
)

// TestWriteOnFullDisk fills the database (SQLite's max_page_count makes its file refuse to grow,
// as a full disk does; PostgreSQL reports the same condition as SQLSTATE 53100): a table write
// gets PostgREST's 503 with code 53100 and no internals, a multi-row insert stores none of its
// rows, and the same write succeeds once space returns.
func TestWriteOnFullDisk(t *testing.T) {
	e := platformtest.New(t)
	if e.DB.Dialect() == database.Postgres {
		t.Skip("a full disk is simulated with SQLite's max_page_count; PostgreSQL's 53100 takes the same path")
	}
	ctx := t.Context()
	var pages int
	if err := e.DB.QueryRow(ctx, "PRAGMA page_count").Scan(&pages); err != nil {
		t.Fatal(err)
	}
	// The write pool has one connection, so the limit applies to every write.
	if _, err := e.DB.Exec(ctx, fmt.Sprintf("PRAGMA max_page_count = %d", pages)); err != nil {
		t.Fatal(err)
	}
	big := strings.Repeat("x", 64<<10)
	body := fmt.Sprintf(`[{"nombre":"uno"},{"nombre":%q}]`, big)
	res := e.Do("POST", "/rest/v1/categorias").As(gateway.RoleServiceRole).Header("Content-Type", "application/json").
		Body(strings.NewReader(body)).Send()
	if res.Code != http.StatusServiceUnavailable {
		t.Fatalf("write on a full disk: %d %s", res.Code, res.Body)
	}
	var answer map[string]any
	if err := json.Unmarshal(res.Body.Bytes(), &answer); err != nil {
		t.Fatal(err)
	}
	if answer["code"] != "53100" || answer["message"] == "" || strings.Contains(res.Body.String(), "sqlite") {
		t.Fatalf("answer %s, want PostgREST's shape with code 53100 and no internals", res.Body)
	}
	for _, k := range []string{"code", "details", "hint", "message"} {
		if _, ok := answer[k]; !ok {
			t.Fatalf("answer %s lacks %q", res.Body, k)
		}
	}
	var n int
	if err := e.DB.QueryRow(ctx, "SELECT count(*) FROM categorias WHERE nombre = 'uno'").Scan(&n); err != nil || n != 0 {
		t.Fatalf("half-written insert: %d rows (%v)", n, err)
	}

	if _, err := e.DB.Exec(ctx, "PRAGMA max_page_count = 1073741823"); err != nil { // space returns
		t.Fatal(err)
	}
	res = e.Do("POST", "/rest/v1/categorias").As(gateway.RoleServiceRole).Header("Content-Type", "application/json").
		Body(strings.NewReader(body)).Send()
	if res.Code != http.StatusCreated {
		t.Fatalf("write after recovery: %d %s", res.Code, res.Body)
	}
}
