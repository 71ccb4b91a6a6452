package schema

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/vitrina/vitrina/internal/database"
)

// Preview links (docs/spec/modules.md §2, "Preview"): a signed-in editor asks for a link to an
// editorial row; whoever holds it — with no account — sees the row, with its pending draft, through
// the public renderer until the link expires or is revoked (deleted). The link's token is a random
// secret the platform makes and hands out once; only its SHA-256 is stored, so neither the table nor
// the audit trail can give a working link back. The Supabase SQL has the same two functions.

// PreviewLinksTable holds the preview links: the row they show, the token's hash, who asked and
// until when. Signed-in users list and revoke (delete) them; links are made only by
// crear_vista_previa, and anon never reads the table.
const PreviewLinksTable = "vistas_previas"

// MaxPreviewLife is the longest a preview link may live: the admin screen's shared links live a week;
// a minute more allows for the caller's clock.
const MaxPreviewLife = 7*24*time.Hour + time.Minute

func previewLinks() *Table {
	return &Table{
		Name: PreviewLinksTable,
		Columns: []Column{
			SerialID(),
			{Name: "tabla", Type: Text, NotNull: true},
			{Name: "registro", Type: Text, NotNull: true},
			{Name: "token_hash", Type: Text, NotNull: true},
			{Name: "autor", Type: Text, NotNull: true},
			CreatedAt(),
			{Name: "expira_en", Type: Timestamptz, NotNull: true},
		},
		PrimaryKey: "id",
		ReadRoles:  SignedIn(),
		WriteRoles: SignedIn(),
	}
}

// previewTokenHash is what the table keeps of a token: its SHA-256 in hex (the Supabase SQL:
// encode(sha256(convert_to(token, 'UTF8')), 'hex')).
func previewTokenHash(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// createPreview is crear_vista_previa(p_tabla text, p_registro text, p_expira_en timestamptz) →
// text: a new link to row p_registro of the editorial table p_tabla, valid until p_expira_en, and its
// token (the only time it is seen). The caller is recorded as its author; the item's expired links
// are deleted on the way. The audit trail keeps the link without its token (Snapshot).
func createPreview(tables func() []*Table) *Function {
	return &Function{
		Name:  "crear_vista_previa",
		Roles: SignedIn(),
		Params: []Param{
			{Name: "p_tabla", Type: Text, Required: true},
			{Name: "p_registro", Type: Text, Required: true},
			{Name: "p_expira_en", Type: Timestamptz, Required: true},
		},
		Call: func(ctx context.Context, tx *database.Tx, args Row) (any, error) {
			table, key := args["p_tabla"].(string), args["p_registro"].(string)
			expires := args["p_expira_en"].(time.Time)
			if !isLifecycleTable(tables(), table) {
				return nil, &database.Error{Code: CodeRaise, Message: "p_tabla is not an editorial table: " + table}
			}
			caller := CallerOf(ctx)
			now := caller.Now.UTC()
			if !expires.After(now) {
				return nil, &database.Error{Code: CodeRaise, Message: "p_expira_en must be in the future"}
			}
			if expires.After(now.Add(MaxPreviewLife)) {
				return nil, &database.Error{Code: CodeRaise, Message: "p_expira_en must be at most 7 days away"}
			}
			if _, err := tx.Exec(ctx, `DELETE FROM `+PreviewLinksTable+` WHERE tabla = ? AND registro = ? AND expira_en <= ?`, table, key, now); err != nil {
				return nil, fmt.Errorf("delete expired preview links: %w", err)
			}
			token := strings.ToLower(rand.Text()) + strings.ToLower(rand.Text()) // 2×128 random bits
			if _, err := tx.Exec(ctx, `INSERT INTO `+PreviewLinksTable+` (tabla, registro, token_hash, autor, expira_en) VALUES (?, ?, ?, ?, ?)`,
				table, key, previewTokenHash(token), caller.Actor, expires.UTC()); err != nil {
				return nil, fmt.Errorf("insert preview link: %w", err)
			}
			return token, nil
		},
		Snapshot: func(_ context.Context, _ *database.Tx, args Row) (any, error) {
			return map[string]any{"tabla": args["p_tabla"], "registro": args["p_registro"], "expira_en": args["p_expira_en"]}, nil
		},
	}
}

func isLifecycleTable(tables []*Table, name string) bool {
	for _, t := range tables {
		if t.Lifecycle && t.Name == name {
			return true
		}
	}
	return false
}

// Preview is what vista_previa answers for a valid token: the row the link shows, as its latest
// revision holds it (every column) with the pending draft's fields over it. Datos is null for a row
// that has no revision yet — a row from before the lifecycle, never edited since, hence published:
// the public read shows it.
type Preview struct {
	Tabla    string                     `json:"tabla"`
	Registro string                     `json:"registro"`
	Datos    map[string]json.RawMessage `json:"datos"`
}

// preview is vista_previa(p_token text) → json: the Preview of a live link, or null for a token that
// names no link, an expired or a revoked one. Anyone may call it: the token is the permission.
func preview() *Function {
	return &Function{
		Name:   "vista_previa",
		Roles:  Everyone(),
		Params: []Param{{Name: "p_token", Type: Text, Required: true}},
		Stable: func(ctx context.Context, db Reader, args Row, now time.Time) (any, error) {
			var p Preview
			err := db.QueryRow(ctx, `SELECT tabla, registro FROM `+PreviewLinksTable+` WHERE token_hash = ? AND expira_en > ?`,
				previewTokenHash(args["p_token"].(string)), now.UTC()).Scan(&p.Tabla, &p.Registro)
			if errors.Is(err, sql.ErrNoRows) {
				return nil, nil
			}
			if err != nil {
				return nil, fmt.Errorf("read preview link: %w", err)
			}
			latest, err := jsonColumn(ctx, db, `SELECT datos FROM `+RevisionsTable+` WHERE tabla = ? AND registro = ? ORDER BY id DESC LIMIT 1`, p.Tabla, p.Registro)
			if err != nil || latest == nil {
				return p, err
			}
			draft, err := jsonColumn(ctx, db, `SELECT datos FROM `+DraftsTable+` WHERE tabla = ? AND registro = ?`, p.Tabla, p.Registro)
			if err != nil {
				return nil, err
			}
			for k, v := range draft {
				latest[k] = v
			}
			p.Datos = latest
			return p, nil
		},
	}
}

// jsonColumn reads one JSON object column of the first row of query; nil when there is no row.
func jsonColumn(ctx context.Context, db Reader, query string, args ...any) (map[string]json.RawMessage, error) {
	var raw []byte
	err := db.QueryRow(ctx, query, args...).Scan(&raw)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read preview data: %w", err)
	}
	var out map[string]json.RawMessage
	if err := json.Unmarshal(raw, &out); err != nil {
		return nil, fmt.Errorf("decode preview data: %w", err)
	}
	return out, nil
}

// Caller is who calls a function and the platform's clock at the call: what a Call needs that its
// arguments do not carry (the Supabase SQL reads them from auth.jwt() and now()).
type Caller struct {
	Actor string // as the audit trail records it
	Now   time.Time
}

type callerKey struct{}

// WithCaller gives a function's Call its caller.
func WithCaller(ctx context.Context, c Caller) context.Context {
	return context.WithValue(ctx, callerKey{}, c)
}

// CallerOf is the caller WithCaller named; outside a call, nobody at the wall clock.
func CallerOf(ctx context.Context) Caller {
	if c, ok := ctx.Value(callerKey{}).(Caller); ok {
		return c
	}
	return Caller{Now: time.Now()}
}
