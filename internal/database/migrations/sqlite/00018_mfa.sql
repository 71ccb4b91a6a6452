-- Multi-factor authentication of /auth/v1 (GoTrue's mfa_factors and mfa_challenges, prefixed auth_).
-- secret is the TOTP seed sealed with AES-256-GCM under a key derived from the JWT secret, so a copy
-- of the database alone hands out no second factor. last_used_step is the newest TOTP time step
-- accepted (a code is good once); failed_attempts and locked_until bound code guessing per factor.

-- +goose Up
CREATE TABLE auth_mfa_factors (
    id                 TEXT PRIMARY KEY,
    user_id            TEXT NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
    friendly_name      TEXT NOT NULL DEFAULT '',
    factor_type        TEXT NOT NULL DEFAULT 'totp',
    status             TEXT NOT NULL DEFAULT 'unverified',
    secret             TEXT NOT NULL,
    last_used_step     INTEGER NOT NULL DEFAULT 0,
    failed_attempts    INTEGER NOT NULL DEFAULT 0,
    locked_until       TEXT,
    last_challenged_at TEXT,
    created_at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    updated_at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    CONSTRAINT auth_mfa_factors_type_check CHECK (factor_type IN ('totp')),
    CONSTRAINT auth_mfa_factors_status_check CHECK (status IN ('unverified', 'verified'))
);
CREATE INDEX auth_mfa_factors_user_id_idx ON auth_mfa_factors (user_id, created_at);

CREATE TABLE auth_mfa_challenges (
    id          TEXT PRIMARY KEY,
    factor_id   TEXT NOT NULL REFERENCES auth_mfa_factors (id) ON DELETE CASCADE,
    ip_address  TEXT NOT NULL,
    created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    verified_at TEXT
);
CREATE INDEX auth_mfa_challenges_factor_id_idx ON auth_mfa_challenges (factor_id);

-- +goose Down
DROP TABLE auth_mfa_challenges;
DROP TABLE auth_mfa_factors;
