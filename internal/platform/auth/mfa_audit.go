package auth

import (
	"context"
	"net/http"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/audit"
	"github.com/vitrina/vitrina/internal/platform/gateway"
)

// Audit actions of the second factor; the target is auditFactors and the record the factor's id.
const (
	auditFactors         = "auth:mfa_factors"
	auditEnroll          = "mfa_enroll"
	auditVerify          = "mfa_verify"
	auditVerifyFailed    = "mfa_verify_failed"
	auditUnenroll        = "mfa_unenroll"
	auditAdminDelete     = "mfa_admin_delete"
	auditFactorLockedOut = "mfa_locked"
)

// factorAudit is what an audit entry of a factor event keeps: whose factor, from where. Never the
// code or the seed.
type factorAudit struct {
	UserID     string `json:"user_id"`
	Email      string `json:"email"`
	FactorType string `json:"factor_type"`
	Status     string `json:"status"`
	IP         string `json:"ip"`
	Failures   int    `json:"failed_attempts,omitempty"`
}

// auditFactor records a factor event in tx, the transaction of the change, as the caller (the
// user's token, or the service role naming the user it acts for).
func (a *API) auditFactor(ctx context.Context, tx *database.Tx, r *http.Request, c *caller, action string, f *factor, email string) error {
	id := gateway.Identity{Role: gateway.RoleServiceRole}
	if c != nil {
		id = gateway.Identity{Role: gateway.RoleAuthenticated, Claims: c.claims}
	}
	return audit.Record(ctx, tx, audit.WhoOf(id, r), audit.Entry{Action: action, Target: auditFactors, RecordID: f.ID,
		After: factorAudit{UserID: f.UserID, Email: email, FactorType: f.Type, Status: f.Status, IP: clientIP(r), Failures: f.FailedAttempts}})
}
