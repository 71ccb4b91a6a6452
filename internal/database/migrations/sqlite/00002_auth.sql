-- The tables of /auth/v1 (GoTrue's auth schema, prefixed auth_) and the mail outbox.
-- Timestamps are fixed-width UTC text as in 00001; booleans 0/1; JSON as text. Refresh tokens and
-- one-time tokens are stored as hashes only, so a copy of the database hands out no session.

-- +goose Up
CREATE TABLE auth_users (
    id                   TEXT PRIMARY KEY,
    aud                  TEXT NOT NULL DEFAULT 'authenticated',
    role                 TEXT NOT NULL DEFAULT 'authenticated',
    email                TEXT NOT NULL,
    encrypted_password   TEXT NOT NULL DEFAULT '',
    email_confirmed_at   TEXT,
    invited_at           TEXT,
    confirmation_sent_at TEXT,
    recovery_sent_at     TEXT,
    last_sign_in_at      TEXT,
    raw_app_meta_data    TEXT NOT NULL DEFAULT '{}',
    raw_user_meta_data   TEXT NOT NULL DEFAULT '{}',
    banned_until         TEXT,
    created_at           TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    updated_at           TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    CONSTRAINT auth_users_app_meta_check CHECK (json_valid(raw_app_meta_data)),
    CONSTRAINT auth_users_user_meta_check CHECK (json_valid(raw_user_meta_data))
);
CREATE UNIQUE INDEX auth_users_email_key ON auth_users (lower(email));
CREATE INDEX auth_users_created_at_idx ON auth_users (created_at);

CREATE TABLE auth_sessions (
    id         TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
    aal        TEXT NOT NULL DEFAULT 'aal1',
    amr        TEXT NOT NULL DEFAULT '[]',
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now'))
);
CREATE INDEX auth_sessions_user_id_idx ON auth_sessions (user_id);

-- token_hash is hex(SHA-256(token)). parent is the parent's token_hash. sealed_token is this token
-- encrypted under a key derived from its parent's plaintext, so that a client presenting the parent
-- again can be handed the active token (GoTrue's rule) without the database holding it in clear.
CREATE TABLE auth_refresh_tokens (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    token_hash   TEXT NOT NULL,
    session_id   TEXT NOT NULL REFERENCES auth_sessions (id) ON DELETE CASCADE,
    user_id      TEXT NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
    parent       TEXT,
    sealed_token TEXT,
    revoked      INTEGER NOT NULL DEFAULT 0,
    created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    updated_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now'))
);
CREATE UNIQUE INDEX auth_refresh_tokens_token_hash_key ON auth_refresh_tokens (token_hash);
CREATE INDEX auth_refresh_tokens_session_id_idx ON auth_refresh_tokens (session_id, revoked);
CREATE INDEX auth_refresh_tokens_parent_idx ON auth_refresh_tokens (parent);

-- token_hash is GoTrue's hashed_token: hex(SHA-224(email + otp)).
CREATE TABLE auth_one_time_tokens (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id    TEXT NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
    token_type TEXT NOT NULL,
    token_hash TEXT NOT NULL,
    relates_to TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    CONSTRAINT auth_one_time_tokens_type_check
        CHECK (token_type IN ('confirmation_token', 'recovery_token', 'magiclink_token', 'invite_token'))
);
CREATE UNIQUE INDEX auth_one_time_tokens_user_type_key ON auth_one_time_tokens (user_id, token_type);
CREATE INDEX auth_one_time_tokens_token_hash_idx ON auth_one_time_tokens (token_hash);

-- E-mails kept when no SMTP server is configured; administrators read them here.
CREATE TABLE mail_outbox (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    recipient  TEXT NOT NULL,
    subject    TEXT NOT NULL,
    body       TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now'))
);
CREATE INDEX mail_outbox_created_at_idx ON mail_outbox (created_at);

-- +goose Down
DROP TABLE mail_outbox;
DROP TABLE auth_one_time_tokens;
DROP TABLE auth_refresh_tokens;
DROP TABLE auth_sessions;
DROP TABLE auth_users;
