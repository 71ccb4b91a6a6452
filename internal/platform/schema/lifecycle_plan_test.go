package schema_test

import (
	"context"
	"database/sql"
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/catalog"
	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/platformtest"
)

// planReader is the database as a function reads it, noting the plan of every statement first.
type planReader struct {
	*database.DB
	t     *testing.T
	steps []string
}

func (p *planReader) QueryRow(ctx context.Context, query string, args ...any) *sql.Row {
	rows, err := p.DB.Query(ctx, "EXPLAIN QUERY PLAN "+query, args...)
	if err != nil {
		p.t.Fatal(err)
	}
	defer rows.Close()
	for rows.Next() {
		var id, parent, unused int
		var detail string
		if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
			p.t.Fatal(err)
		}
		p.steps = append(p.steps, detail)
	}
	return p.DB.QueryRow(ctx, query, args...)
}

// TestNextPublicationChangeSearchesTimes: next_publication_change looks up each lifecycle table's
// first time after now in that time's index, whose rows after now are the few scheduled ones.
// SQLite keeps no statistics and would rather take the index on the state, whose published rows
// are nearly the whole table: 8 ms a call over 20 000 posts, paid by the first page after every
// write. A plan, not a time: it holds on any machine.
func TestNextPublicationChangeSearchesTimes(t *testing.T) {
	env := platformtest.New(t)
	if env.DB.Dialect() != database.SQLite {
		t.Skip("PostgreSQL plans from its statistics")
	}
	fn := catalog.New().Function("next_publication_change")
	reader := &planReader{DB: env.DB, t: t}
	if _, err := fn.Stable(context.Background(), reader, nil, time.Now()); err != nil {
		t.Fatal(err)
	}
	searched := 0
	for _, step := range reader.steps {
		if !strings.HasPrefix(step, "SEARCH ") && !strings.HasPrefix(step, "SCAN ") || step == "SEARCH changes" {
			continue // the union's own rows ("changes")
		}
		if !strings.Contains(step, "publicar_en_idx (publicar_en>?)") && !strings.Contains(step, "despublicar_en_idx (despublicar_en>?)") {
			t.Errorf("a table is read outside its time's index: %s", step)
		}
		searched++
	}
	if searched == 0 {
		t.Fatalf("no table searched: %v", reader.steps)
	}
}
