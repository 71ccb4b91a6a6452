package cms

import (
	"context"
	"encoding/json"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// AuditEntry is one row of the platform's audit trail (audit_log): who changed what, when, and the
// values before and after.
type AuditEntry struct {
	ID        int64           `json:"id"`
	CreatedAt string          `json:"created_at"`
	Actor     string          `json:"actor"`
	Action    string          `json:"action"` // insert, update, delete, rpc, upload, remove
	Target    string          `json:"target"` // table, function or storage:<bucket>
	RecordID  *string         `json:"record_id"`
	Before    json.RawMessage `json:"before"`
	After     json.RawMessage `json:"after"`
}

// LatestAudit reads the n most recent entries of the audit trail with the user's token.
func (s *Service) LatestAudit(ctx context.Context, token string, n int) ([]AuditEntry, error) {
	var out []AuditEntry
	_, err := s.client.From("audit_log", platformclient.AsUser(token)).
		Select("id,created_at,actor,action,target,record_id,before,after").Order("id", true).Limit(n).Get(ctx, &out)
	if err != nil {
		return nil, platformFailure(err)
	}
	return out, nil
}
