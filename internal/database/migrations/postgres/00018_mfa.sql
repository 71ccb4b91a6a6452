-- Multi-factor authentication of /auth/v1 (GoTrue's mfa_factors and mfa_challenges, prefixed auth_),
-- in PostgreSQL's dialect; the same columns as the SQLite migration. secret is the TOTP seed sealed
-- with AES-256-GCM under a key derived from the JWT secret. last_used_step is the newest TOTP time
-- step accepted (a code is good once); failed_attempts and locked_until bound guessing per factor.

-- +goose Up
CREATE TABLE auth_mfa_factors (
    id                 text PRIMARY KEY,
    user_id            text NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
    friendly_name      text NOT NULL DEFAULT '',
    factor_type        text NOT NULL DEFAULT 'totp',
    status             text NOT NULL DEFAULT 'unverified',
    secret             text NOT NULL,
    last_used_step     bigint NOT NULL DEFAULT 0,
    failed_attempts    integer NOT NULL DEFAULT 0,
    locked_until       timestamptz,
    last_challenged_at timestamptz,
    created_at         timestamptz NOT NULL DEFAULT now(),
    updated_at         timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT auth_mfa_factors_type_check CHECK (factor_type IN ('totp')),
    CONSTRAINT auth_mfa_factors_status_check CHECK (status IN ('unverified', 'verified'))
);
CREATE INDEX auth_mfa_factors_user_id_idx ON auth_mfa_factors (user_id, created_at);

CREATE TABLE auth_mfa_challenges (
    id          text PRIMARY KEY,
    factor_id   text NOT NULL REFERENCES auth_mfa_factors (id) ON DELETE CASCADE,
    ip_address  text NOT NULL,
    created_at  timestamptz NOT NULL DEFAULT now(),
    verified_at timestamptz
);
CREATE INDEX auth_mfa_challenges_factor_id_idx ON auth_mfa_challenges (factor_id);

-- +goose Down
DROP TABLE auth_mfa_challenges;
DROP TABLE auth_mfa_factors;
