package rest

import (
	"context"
	"fmt"
	"net/http"
	"strings"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/schema"
)

// Foreign keys are enforced by the database alone; only a write it refused is explained, after the
// fact, with PostgreSQL's message and detail on both dialects (SQLite reports only "FOREIGN KEY
// constraint failed"). A probe before every write would cost each insert a query on SQLite's only
// writer for the rare request that names a missing row.

// explainReferences turns err, when it is a foreign-key violation of a write of rows into t, into
// PostgreSQL's answer naming the first missing key; any other error, or a violation whose missing
// key has appeared since, is returned as it is. The probe reads on the read pool: the write has
// been rolled back, so what it could not find is what was committed.
func (a *API) explainReferences(ctx context.Context, t *schema.Table, rows []schema.Row, err error) error {
	if dbErr := database.Classify(err); dbErr == nil || dbErr.Code != database.CodeForeignKeyViolation {
		return err
	}
	for _, fk := range t.ForeignKeys {
		seen := map[any]bool{}
		var values []any
		for _, row := range rows {
			if v, ok := row[fk.Column]; ok && v != nil && !seen[v] {
				seen[v] = true
				values = append(values, v)
			}
		}
		target := a.catalog.Table(fk.Target)
		for start := 0; start < len(values); start += embedBatch {
			batch := values[start:min(start+embedBatch, len(values))]
			found, perr := existingKeys(ctx, a.db, target, batch)
			if perr != nil {
				return err
			}
			for _, v := range batch {
				if !found[v] {
					return newError(http.StatusConflict, database.CodeForeignKeyViolation,
						fmt.Sprintf("insert or update on table %q violates foreign key constraint %q", t.Name, fk.Name)).
						withDetails(fmt.Sprintf("Key (%s)=(%v) is not present in table %q.", fk.Column, v, target.Name))
				}
			}
		}
	}
	return err
}

func existingKeys(ctx context.Context, db *database.DB, t *schema.Table, values []any) (map[any]bool, error) {
	b := newSQL(db.Dialect())
	b.write("SELECT ")
	b.ident(t.PrimaryKey)
	b.write(" FROM ")
	b.ident(t.Name)
	b.write(" WHERE ")
	b.in(t.PrimaryKey, values)
	recs, err := scanRecords(ctx, db, t, []string{t.PrimaryKey}, b.String(), b.args)
	if err != nil {
		return nil, err
	}
	found := make(map[any]bool, len(recs))
	for _, r := range recs {
		found[r[t.PrimaryKey]] = true
	}
	return found, nil
}

// checkNotReferenced refuses to delete rows (selected by where) that rows of other tables still
// point at, naming the referencing table as PostgreSQL does.
func (a *API) checkNotReferenced(ctx context.Context, tx *database.Tx, t *schema.Table, where string, args []any) error {
	for _, fk := range a.catalog.ReferencesTo(t.Name) {
		child := a.catalog.Table(fk.Table)
		if child.TranslationOf == t.Name && fk.Column == schema.ColumnTranslationOf {
			continue // an item's translations go with it (ON DELETE CASCADE in every backend)
		}
		doomed := "SELECT " + quoteIdent(t.PrimaryKey) + " FROM " + quoteIdent(t.Name) + where
		q := "SELECT vitrina_child." + quoteIdent(fk.Column) + " FROM " + quoteIdent(child.Name) +
			" AS vitrina_child WHERE vitrina_child." + quoteIdent(fk.Column) + " IN (" + doomed + ")"
		qargs := append([]any(nil), args...)
		if child == t {
			// Children deleted by the same statement do not count.
			q += " AND vitrina_child." + quoteIdent(child.PrimaryKey) + " NOT IN (" + doomed + ")"
			qargs = append(qargs, args...)
		}
		recs, err := scanRecords(ctx, tx, child, []string{fk.Column}, q+" LIMIT 1", qargs)
		if err != nil {
			return err
		}
		if len(recs) > 0 {
			return newError(http.StatusConflict, database.CodeForeignKeyViolation,
				fmt.Sprintf("update or delete on table %q violates foreign key constraint %q on table %q", t.Name, fk.Name, child.Name)).
				withDetails(fmt.Sprintf("Key (%s)=(%v) is still referenced from table %q.", t.PrimaryKey, recs[0][fk.Column], child.Name))
		}
	}
	return nil
}

// uniqueDetail completes a unique violation reported without detail (SQLite) from the row's values.
func uniqueDetail(err error, row schema.Row) error {
	dbErr := database.Classify(err)
	if dbErr == nil || dbErr.Code != database.CodeUniqueViolation || dbErr.Detail != "" || len(dbErr.Columns) == 0 {
		return err
	}
	vals := make([]string, len(dbErr.Columns))
	for i, c := range dbErr.Columns {
		vals[i] = fmt.Sprint(row[c])
	}
	dbErr.Detail = fmt.Sprintf("Key (%s)=(%s) already exists.", strings.Join(dbErr.Columns, ", "), strings.Join(vals, ", "))
	return dbErr
}
