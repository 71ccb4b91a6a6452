package catalog

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/vitrina/vitrina/internal/database"

	"github.com/vitrina/vitrina/internal/platform/schema"
)

// The insert-only tables' WITH CHECK rules, as their Supabase policies state them: a visitor sends a
// new row as a visitor would — the first status, nothing the CMS fills later, consent given — so it
// cannot file a message as answered, an application as hired, or skip the notice e-mail.

// onlyDefaults reports whether row leaves every named column unset (or null), and gives state,
// when set, the value want.
func onlyDefaults(row schema.Row, state, want string, unset ...string) bool {
	if v, ok := row[state]; ok && v != want {
		return false
	}
	for _, c := range unset {
		if v, ok := row[c]; ok && v != nil {
			return false
		}
	}
	return row["consentimiento"] == true
}

// contactInsertCheck is mensajes_contacto's "formulario: solo enviar".
func contactInsertCheck(_ context.Context, _ *database.Tx, row schema.Row, _ time.Time) (bool, error) {
	return onlyDefaults(row, "estado", "nuevo", "respuesta", "respondido_en", "notificado_en", "notificacion_intento_en"), nil
}

// applicationInsertCheck is postulaciones' "empleo: solo enviar": also, the opening is published
// and open at now.
func applicationInsertCheck(ctx context.Context, tx *database.Tx, row schema.Row, now time.Time) (bool, error) {
	if !onlyDefaults(row, "estado", "nueva", "notas", "notificado_en", "notificacion_intento_en") {
		return false, nil
	}
	published, args := schema.PublishedNow(tx.Dialect(), "", now)
	var one int
	err := tx.QueryRow(ctx, `SELECT 1 FROM vacantes WHERE id = ? AND eliminado_en IS NULL AND `+published+
		` AND cerrada = ? AND (fecha_cierre IS NULL OR fecha_cierre > ?)`,
		append(append([]any{row["vacante"]}, args...), false, now.UTC())...).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("check the opening of an application: %w", err)
	}
	return true, nil
}
