package catalog

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/redirects"

	"github.com/vitrina/vitrina/internal/platform/schema"
)

// logNotFound is registrar_404(p_ruta text, p_referente text, p_agente text): the public site
// reports an address that answered 404. Anyone may call it, so it bounds what it writes itself: a
// known entry only counts one more; bots and probes count in one entry per kind
// (redirects.Classify); a new path gets an entry of its own only while the log has fewer than
// redirects.MaxLogRows paths and fewer than redirects.MaxNewPerMinute arrived in the last minute —
// otherwise it counts in "[otras rutas]". Texts are cut to their bounds. The call is Quiet (neither
// audited nor announced). The Supabase SQL's registrar_404 is its twin.
func logNotFound() *schema.Function {
	return &schema.Function{
		Name: "registrar_404",
		Params: []schema.Param{
			{Name: "p_ruta", Type: schema.Text, Required: true},
			{Name: "p_referente", Type: schema.Text},
			{Name: "p_agente", Type: schema.Text},
		},
		Roles: schema.Everyone(),
		Quiet: true,
		Call: func(ctx context.Context, tx *database.Tx, args schema.Row) (any, error) {
			path, _ := args["p_ruta"].(string)
			if !strings.HasPrefix(path, "/") {
				return nil, &database.Error{Code: schema.CodeRaise, Message: "p_ruta must be a path starting with /"}
			}
			agent, _ := args["p_agente"].(string)
			key, kind := redirects.Classify(path, agent)
			var referrer any
			if ref, _ := args["p_referente"].(string); ref != "" {
				if len(ref) > redirects.MaxReferrer {
					ref = strings.ToValidUTF8(ref[:redirects.MaxReferrer], "")
				}
				referrer = ref
			}
			now := schema.CallerOf(ctx).Now.UTC()
			counted, err := countNotFound(ctx, tx, key, referrer, now)
			if err != nil || counted {
				return nil, err
			}
			if kind == redirects.KindPage {
				var total, recent int
				err := tx.QueryRow(ctx, `SELECT count(*), count(CASE WHEN created_at > ? THEN 1 END) FROM registro_404 WHERE tipo = ?`,
					now.Add(-time.Minute), redirects.KindPage).Scan(&total, &recent)
				if err != nil {
					return nil, fmt.Errorf("count the 404 log: %w", err)
				}
				if total >= redirects.MaxLogRows || recent >= redirects.MaxNewPerMinute {
					key, kind = redirects.KeyOther, redirects.KindOther
				}
			}
			_, err = tx.Exec(ctx, `INSERT INTO registro_404 (ruta, tipo, veces, ultima_vez, referente, created_at) VALUES (?, ?, 1, ?, ?, ?)
				ON CONFLICT (ruta) DO UPDATE SET veces = registro_404.veces + 1, ultima_vez = excluded.ultima_vez,
					referente = COALESCE(excluded.referente, registro_404.referente)`, key, kind, now, referrer, now)
			if err != nil {
				return nil, fmt.Errorf("log 404 %s: %w", key, err)
			}
			return nil, nil
		},
	}
}

// countNotFound counts one more hit of an entry already in the log; false when there is none.
func countNotFound(ctx context.Context, tx *database.Tx, key string, referrer any, now time.Time) (bool, error) {
	res, err := tx.Exec(ctx, `UPDATE registro_404 SET veces = veces + 1, ultima_vez = ?, referente = COALESCE(?, referente) WHERE ruta = ?`,
		now, referrer, key)
	if err != nil {
		return false, fmt.Errorf("count 404 %s: %w", key, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, fmt.Errorf("count 404 %s: %w", key, err)
	}
	return n > 0, nil
}

// countRedirectVisit is registrar_visita(p_origen text): the public site counts a visit of the
// redirect from p_origen (visitas, ultima_visita). It writes nothing else, so anyone may call it;
// it is Quiet. The Supabase SQL's registrar_visita is its twin.
func countRedirectVisit() *schema.Function {
	return &schema.Function{
		Name:   "registrar_visita",
		Params: []schema.Param{{Name: "p_origen", Type: schema.Text, Required: true}},
		Roles:  schema.Everyone(),
		Quiet:  true,
		Call: func(ctx context.Context, tx *database.Tx, args schema.Row) (any, error) {
			origin, _ := args["p_origen"].(string)
			_, err := tx.Exec(ctx, `UPDATE redirecciones SET visitas = visitas + 1, ultima_visita = ? WHERE origen = ?`,
				schema.CallerOf(ctx).Now.UTC(), origin)
			if err != nil {
				return nil, fmt.Errorf("count a visit of redirect %s: %w", origin, err)
			}
			return nil, nil
		},
	}
}
