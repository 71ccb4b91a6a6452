package auth

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/vitrina/vitrina/internal/database"
)

// userColumns name their table, so that a query joining others to auth_users can read them too.
const userColumns = `auth_users.id, auth_users.aud, auth_users.role, auth_users.email,
	auth_users.encrypted_password, auth_users.email_confirmed_at, auth_users.invited_at,
	auth_users.confirmation_sent_at, auth_users.recovery_sent_at, auth_users.last_sign_in_at,
	auth_users.banned_until, auth_users.created_at, auth_users.updated_at, auth_users.raw_app_meta_data,
	auth_users.raw_user_meta_data`

// errNoUser means the user row does not exist.
var errNoUser = errors.New("user not found")

type rowScanner interface{ Scan(dest ...any) error }

// scanUser reads userColumns, after the columns a query puts before them into before.
func scanUser(row rowScanner, before ...any) (*user, error) {
	u, appMeta, userMeta, err := scanUserRaw(row, before...)
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal([]byte(appMeta), &u.AppMetadata); err != nil {
		return nil, fmt.Errorf("read app_metadata of user %s: %w", u.ID, err)
	}
	if err := json.Unmarshal([]byte(userMeta), &u.UserMetadata); err != nil {
		return nil, fmt.Errorf("read user_metadata of user %s: %w", u.ID, err)
	}
	return u, nil
}

// scanUserRaw reads userColumns but leaves the metadata as their stored JSON text, for answers that
// only render them (the admin list): decoding a thousand maps to encode them again is most of its
// time.
func scanUserRaw(row rowScanner, before ...any) (u *user, appMeta, userMeta string, err error) {
	u = &user{}
	err = row.Scan(append(before, &u.ID, &u.Aud, &u.Role, &u.Email, &u.EncryptedPassword, &u.EmailConfirmedAt,
		&u.InvitedAt, &u.ConfirmationSentAt, &u.RecoverySentAt, &u.LastSignInAt, &u.BannedUntil, &u.CreatedAt,
		&u.UpdatedAt, &appMeta, &userMeta)...)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, "", "", errNoUser
	}
	if err != nil {
		return nil, "", "", fmt.Errorf("read user: %w", err)
	}
	return u, appMeta, userMeta, nil
}

func findUserByID(ctx context.Context, q database.Querier, id string) (*user, error) {
	return scanUser(q.QueryRow(ctx, `SELECT `+userColumns+` FROM auth_users WHERE id = ?`, id))
}

func findUserByEmail(ctx context.Context, q database.Querier, email string) (*user, error) {
	return scanUser(q.QueryRow(ctx, `SELECT `+userColumns+` FROM auth_users WHERE lower(email) = lower(?)`,
		strings.TrimSpace(email)))
}

// insertUser stores a new user; a taken e-mail is errEmailExists.
func insertUser(ctx context.Context, q database.Querier, u *user) error {
	appMeta, userMeta, err := metadataJSON(u)
	if err != nil {
		return err
	}
	_, err = q.Exec(ctx, `INSERT INTO auth_users (id, aud, role, email, encrypted_password, email_confirmed_at,
		invited_at, confirmation_sent_at, recovery_sent_at, last_sign_in_at, banned_until, created_at, updated_at,
		raw_app_meta_data, raw_user_meta_data) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		u.ID, u.Aud, u.Role, u.Email, u.EncryptedPassword, u.EmailConfirmedAt, u.InvitedAt, u.ConfirmationSentAt,
		u.RecoverySentAt, u.LastSignInAt, u.BannedUntil, u.CreatedAt, u.UpdatedAt, appMeta, userMeta)
	if e := database.Classify(err); e != nil && e.Code == database.CodeUniqueViolation {
		return errEmailExists
	}
	if err != nil {
		return fmt.Errorf("insert user: %w", err)
	}
	return nil
}

// saveUser writes every mutable column of u.
func saveUser(ctx context.Context, q database.Querier, u *user) error {
	appMeta, userMeta, err := metadataJSON(u)
	if err != nil {
		return err
	}
	_, err = q.Exec(ctx, `UPDATE auth_users SET aud = ?, role = ?, email = ?, encrypted_password = ?,
		email_confirmed_at = ?, invited_at = ?, confirmation_sent_at = ?, recovery_sent_at = ?, last_sign_in_at = ?,
		banned_until = ?, updated_at = ?, raw_app_meta_data = ?, raw_user_meta_data = ? WHERE id = ?`,
		u.Aud, u.Role, u.Email, u.EncryptedPassword, u.EmailConfirmedAt, u.InvitedAt, u.ConfirmationSentAt,
		u.RecoverySentAt, u.LastSignInAt, u.BannedUntil, u.UpdatedAt, appMeta, userMeta, u.ID)
	if e := database.Classify(err); e != nil && e.Code == database.CodeUniqueViolation {
		return errEmailExists
	}
	if err != nil {
		return fmt.Errorf("update user %s: %w", u.ID, err)
	}
	return nil
}

func metadataJSON(u *user) (string, string, error) {
	appMeta, err := json.Marshal(nonNil(u.AppMetadata))
	if err != nil {
		return "", "", fmt.Errorf("encode app_metadata: %w", err)
	}
	userMeta, err := json.Marshal(nonNil(u.UserMetadata))
	if err != nil {
		return "", "", fmt.Errorf("encode user_metadata: %w", err)
	}
	return string(appMeta), string(userMeta), nil
}

// mergeMetadata applies GoTrue's metadata update: keys are set, a null value removes the key.
func mergeMetadata(dst, updates map[string]any) map[string]any {
	dst = nonNil(dst)
	for k, v := range updates {
		if v == nil {
			delete(dst, k)
		} else {
			dst[k] = v
		}
	}
	return dst
}
