package rest

import (
	"context"
	"fmt"
	"net/http"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/audit"
	"github.com/vitrina/vitrina/internal/platform/schema"
)

// recordAudit writes one audit entry per changed row, inside the write's transaction: before holds
// the rows as they were (updates, deletes), after as they are now (inserts, updates), paired by
// primary key.
func recordAudit(ctx context.Context, tx *database.Tx, r *http.Request, req *request, action string, before, after []record) error {
	t := req.table
	who := audit.WhoOf(req.identity, r)
	var entries []audit.Entry
	if t.Personal {
		before, after = keysOnly(t, before), keysOnly(t, after)
	}
	byKey := map[string]record{}
	for _, rec := range before {
		byKey[recordKey(t, rec)] = rec
	}
	seen := map[string]bool{}
	for _, rec := range after {
		key := recordKey(t, rec)
		e := audit.Entry{Action: action, Target: t.Name, RecordID: key, After: rec}
		if old, ok := byKey[key]; ok {
			e.Before = old
			seen[key] = true
		}
		entries = append(entries, e)
	}
	for _, rec := range before {
		if key := recordKey(t, rec); !seen[key] {
			entries = append(entries, audit.Entry{Action: action, Target: t.Name, RecordID: key, Before: rec})
		}
	}
	if err := audit.Record(ctx, tx, who, entries...); err != nil {
		return err
	}
	if action == audit.Insert || action == audit.Update {
		if err := schema.IndexRecords(ctx, tx, t, rows(after)); err != nil {
			return err
		}
		return recordRevisions(ctx, tx, t, who, after)
	}
	if action == audit.Delete {
		keys := make([]string, 0, len(before))
		for _, rec := range before {
			keys = append(keys, recordKey(t, rec))
		}
		return schema.UnindexRecords(ctx, tx, t, keys)
	}
	return nil
}

// rows are records as the catalog's functions read them.
func rows(recs []record) []schema.Row {
	out := make([]schema.Row, len(recs))
	for i, r := range recs {
		out[i] = schema.Row(r)
	}
	return out
}

// keysOnly keeps only the primary key of each record: the trail of a table of personal data says
// who changed which row and when, never what a visitor wrote (signed-in users read the trail).
func keysOnly(t *schema.Table, recs []record) []record {
	out := make([]record, len(recs))
	for i, rec := range recs {
		out[i] = record{t.PrimaryKey: rec[t.PrimaryKey]}
	}
	return out
}

func recordKey(t *schema.Table, rec record) string {
	if t.PrimaryKey == "" || rec[t.PrimaryKey] == nil {
		return ""
	}
	return fmt.Sprint(rec[t.PrimaryKey])
}

// selectForAudit reads the rows an update is about to change, with every column.
func selectForAudit(ctx context.Context, tx *database.Tx, t *schema.Table, where string, args []any) ([]record, error) {
	b := newSQL(tx.Dialect())
	b.write("SELECT ")
	all := allColumns(t)
	b.columnList(all)
	b.write(" FROM ")
	b.ident(t.Name)
	b.write(where)
	b.args = append(b.args, args...)
	return scanRecords(ctx, tx, t, all, b.String(), b.args)
}
