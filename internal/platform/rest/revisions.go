package rest

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/audit"
	"github.com/vitrina/vitrina/internal/platform/schema"
)

// recordRevisions keeps every inserted or updated row of a lifecycle table in revisiones, inside the
// write's transaction (the Supabase SQL does it with a trigger). The author is the audit trail's.
func recordRevisions(ctx context.Context, tx *database.Tx, t *schema.Table, who audit.Who, recs []record) error {
	if !t.Lifecycle {
		return nil
	}
	for _, rec := range recs {
		datos, err := json.Marshal(rec)
		if err != nil {
			return fmt.Errorf("revision of %s: %w", t.Name, err)
		}
		if _, err := tx.Exec(ctx, `INSERT INTO `+quoteIdent(schema.RevisionsTable)+` (tabla, registro, datos, autor) VALUES (?, ?, ?, ?)`,
			t.Name, recordKey(t, rec), string(datos), who.Actor); err != nil {
			return fmt.Errorf("revision of %s: %w", t.Name, err)
		}
	}
	return nil
}
