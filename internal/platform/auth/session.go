package auth

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"github.com/google/uuid"
	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/gateway"
)

// tokenResponse is GoTrue's session JSON (§1.4).
type tokenResponse struct {
	AccessToken  string `json:"access_token"`
	TokenType    string `json:"token_type"`
	ExpiresIn    int64  `json:"expires_in"`
	ExpiresAt    int64  `json:"expires_at"`
	RefreshToken string `json:"refresh_token"`
	// User is rendered when the session is issued: a *user would be encoded by its MarshalJSON,
	// whose output encoding/json then scans once more.
	User         userJSON      `json:"user"`
	WeakPassword *weakPassword `json:"weak_password,omitempty"`
}

type weakPassword struct {
	Message string   `json:"message"`
	Reasons []string `json:"reasons"`
}

// session is a row of auth_sessions.
type session struct {
	ID  string
	AAL string
	AMR []gateway.AMR
}

// startSession creates a session for u signed in with method, and its first refresh token; it
// records the sign-in on u.
func (a *API) startSession(ctx context.Context, tx *database.Tx, u *user, method string) (*tokenResponse, error) {
	now := a.now()
	s := &session{ID: uuid.NewString(), AAL: "aal1", AMR: []gateway.AMR{{Method: method, Timestamp: now.Unix()}}}
	amr, err := json.Marshal(s.AMR)
	if err != nil {
		return nil, fmt.Errorf("encode amr: %w", err)
	}
	if _, err := tx.Exec(ctx, `INSERT INTO auth_sessions (id, user_id, aal, amr, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?)`, s.ID, u.ID, s.AAL, string(amr), now, now); err != nil {
		return nil, fmt.Errorf("create session: %w", err)
	}
	refresh, err := insertRefreshToken(ctx, tx, s.ID, u.ID, "", false, now)
	if err != nil {
		return nil, err
	}
	u.LastSignInAt = database.Time{Time: now}
	u.UpdatedAt = database.Time{Time: now}
	if err := saveUser(ctx, tx, u); err != nil {
		return nil, err
	}
	return a.issue(u, s, refresh)
}

func findSession(ctx context.Context, q database.Querier, id string) (*session, error) {
	s := &session{ID: id}
	var amr string
	if err := q.QueryRow(ctx, `SELECT aal, amr FROM auth_sessions WHERE id = ?`, id).Scan(&s.AAL, &amr); err != nil {
		return nil, fmt.Errorf("read session: %w", err)
	}
	if err := s.decodeAMR(amr); err != nil {
		return nil, err
	}
	return s, nil
}

// decodeAMR sets s.AMR from the amr column's JSON.
func (s *session) decodeAMR(amr string) error {
	if err := json.Unmarshal([]byte(amr), &s.AMR); err != nil {
		return fmt.Errorf("read amr of session %s: %w", s.ID, err)
	}
	return nil
}

// issue signs an access token for u in session s and returns the session JSON with refresh.
func (a *API) issue(u *user, s *session, refresh string) (*tokenResponse, error) {
	now := a.now()
	exp := now.Add(a.cfg.AccessTokenTTL)
	claims := &gateway.Claims{
		RegisteredClaims: jwt.RegisteredClaims{
			Issuer:    a.cfg.BaseURL() + "/auth/v1",
			Subject:   u.ID,
			Audience:  jwt.ClaimStrings{u.Aud},
			ExpiresAt: jwt.NewNumericDate(exp),
			IssuedAt:  jwt.NewNumericDate(now),
		},
		Email:        u.Email,
		AppMetadata:  nonNil(u.AppMetadata),
		UserMetadata: nonNil(u.UserMetadata),
		Role:         u.Role,
		AAL:          s.AAL,
		AMR:          s.AMR,
		SessionID:    s.ID,
	}
	token, err := a.keys.Sign(claims)
	if err != nil {
		return nil, err
	}
	return &tokenResponse{
		AccessToken:  token,
		TokenType:    "bearer",
		ExpiresIn:    int64(a.cfg.AccessTokenTTL / time.Second),
		ExpiresAt:    exp.Unix(),
		RefreshToken: refresh,
		User:         u.toJSON(),
	}, nil
}
