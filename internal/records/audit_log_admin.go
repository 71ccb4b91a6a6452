package records

import (
	"context"
	"encoding/json"
	"time"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// AuditEntry is one row of the platform's audit trail (audit_log): who changed what, when, and the
// values before and after.
type AuditEntry struct {
	ID        int64           `json:"id"`
	CreatedAt time.Time       `json:"created_at"`
	Actor     string          `json:"actor"`
	ActorRole string          `json:"actor_role"` // anon, authenticated or service_role
	Action    string          `json:"action"`     // insert, update, delete, rpc, upload, remove
	Target    string          `json:"target"`     // table, function or storage:<bucket>
	RecordID  *string         `json:"record_id"`
	Before    json.RawMessage `json:"before"`
	After     json.RawMessage `json:"after"`
}

// LatestAudit reads the n most recent audit entries the credential may see, leaving out those whose
// target is one of excluded (a PostgREST list, "(a,\"b:c\")"; "" leaves out none).
func LatestAudit(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, n int, excluded string) ([]AuditEntry, error) {
	q := c.From("audit_log", cred).Select("id,created_at,actor,actor_role,action,target,record_id,before,after").
		Order("id", true).Limit(n)
	if excluded != "" {
		q = q.Filter("target", "not.in", excluded)
	}
	var rows []AuditEntry
	_, err := q.Get(ctx, &rows)
	return rows, wrap("read the audit trail", err)
}
