package auth

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/vitrina/vitrina/internal/database"
)

// Factor states.
const (
	factorUnverified = "unverified"
	factorVerified   = "verified"
)

// factor is a row of auth_mfa_factors; Secret is the sealed seed.
type factor struct {
	ID               string
	UserID           string
	FriendlyName     string
	Type             string
	Status           string
	Secret           string
	LastUsedStep     int64
	FailedAttempts   int
	LockedUntil      database.Time
	LastChallengedAt database.Time
	CreatedAt        database.Time
	UpdatedAt        database.Time
}

func (f *factor) verified() bool { return f.Status == factorVerified }

// factorJSON is GoTrue's factor object, as in the user object's factors and the admin listing.
type factorJSON struct {
	ID               string     `json:"id"`
	FriendlyName     string     `json:"friendly_name,omitempty"`
	FactorType       string     `json:"factor_type"`
	Status           string     `json:"status"`
	CreatedAt        time.Time  `json:"created_at"`
	UpdatedAt        time.Time  `json:"updated_at"`
	LastChallengedAt *time.Time `json:"last_challenged_at,omitempty"`
}

func (f *factor) toJSON() factorJSON {
	return factorJSON{ID: f.ID, FriendlyName: f.FriendlyName, FactorType: f.Type, Status: f.Status,
		CreatedAt: f.CreatedAt.Time, UpdatedAt: f.UpdatedAt.Time, LastChallengedAt: optTime(f.LastChallengedAt)}
}

const factorColumns = `id, user_id, friendly_name, factor_type, status, secret, last_used_step, failed_attempts,
	locked_until, last_challenged_at, created_at, updated_at`

var errNoFactor = errors.New("factor not found")

func scanFactor(row rowScanner) (*factor, error) {
	var f factor
	err := row.Scan(&f.ID, &f.UserID, &f.FriendlyName, &f.Type, &f.Status, &f.Secret, &f.LastUsedStep,
		&f.FailedAttempts, &f.LockedUntil, &f.LastChallengedAt, &f.CreatedAt, &f.UpdatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errNoFactor
	}
	if err != nil {
		return nil, fmt.Errorf("read factor: %w", err)
	}
	return &f, nil
}

// findFactor reads the factor id of user userID; another user's factor is errNoFactor. In a
// transaction on PostgreSQL the row is locked, so that concurrent verifications of one factor
// count their failures and spend their time steps one after the other.
func findFactor(ctx context.Context, q database.Querier, userID, id string, forUpdate bool) (*factor, error) {
	query := `SELECT ` + factorColumns + ` FROM auth_mfa_factors WHERE id = ? AND user_id = ?`
	if forUpdate && q.Dialect() == database.Postgres {
		query += ` FOR UPDATE`
	}
	return scanFactor(q.QueryRow(ctx, query, id, userID))
}

// listFactors reads the factors of a user, oldest first.
func listFactors(ctx context.Context, q database.Querier, userID string) ([]*factor, error) {
	rows, err := q.Query(ctx, `SELECT `+factorColumns+` FROM auth_mfa_factors WHERE user_id = ?
		ORDER BY created_at, id`, userID)
	if err != nil {
		return nil, fmt.Errorf("list factors: %w", err)
	}
	defer rows.Close()
	var out []*factor
	for rows.Next() {
		f, err := scanFactor(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, f)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("list factors: %w", err)
	}
	return out, nil
}

func insertFactor(ctx context.Context, q database.Querier, f *factor) error {
	_, err := q.Exec(ctx, `INSERT INTO auth_mfa_factors (id, user_id, friendly_name, factor_type, status, secret,
		last_used_step, failed_attempts, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		f.ID, f.UserID, f.FriendlyName, f.Type, f.Status, f.Secret, f.LastUsedStep, f.FailedAttempts, f.CreatedAt, f.UpdatedAt)
	if err != nil {
		return fmt.Errorf("insert factor: %w", err)
	}
	return nil
}

// saveFactorState writes what verification changes: status, spent step, failure count and lock.
func saveFactorState(ctx context.Context, q database.Querier, f *factor) error {
	_, err := q.Exec(ctx, `UPDATE auth_mfa_factors SET status = ?, last_used_step = ?, failed_attempts = ?,
		locked_until = ?, updated_at = ? WHERE id = ?`,
		f.Status, f.LastUsedStep, f.FailedAttempts, f.LockedUntil, f.UpdatedAt, f.ID)
	if err != nil {
		return fmt.Errorf("update factor %s: %w", f.ID, err)
	}
	return nil
}

// deleteExpiredFactors removes the user's unverified factors created before cutoff, as GoTrue does
// before every enrolment.
func deleteExpiredFactors(ctx context.Context, q database.Querier, userID string, cutoff time.Time) error {
	_, err := q.Exec(ctx, `DELETE FROM auth_mfa_factors WHERE user_id = ? AND status = ? AND created_at < ?`,
		userID, factorUnverified, database.Time{Time: cutoff})
	if err != nil {
		return fmt.Errorf("delete expired factors: %w", err)
	}
	return nil
}

// loadFactors attaches the user's factors, for the user object's factors field.
func loadFactors(ctx context.Context, q database.Querier, u *user) error {
	fs, err := listFactors(ctx, q, u.ID)
	if err != nil {
		return err
	}
	u.Factors = fs
	return nil
}
