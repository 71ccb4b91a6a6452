-- The CMS's own state: server-side sessions (alexedwards/scs) and one-time setup links.

-- +goose Up
CREATE TABLE cms_sessions (
    token  text PRIMARY KEY,
    data   bytea NOT NULL,
    expiry timestamptz NOT NULL
);
CREATE INDEX cms_sessions_expiry_idx ON cms_sessions (expiry);

-- token_hash is hex(SHA-256(token)): the database never holds a usable link.
CREATE TABLE cms_setup_tokens (
    token_hash text PRIMARY KEY,
    expires_at timestamptz NOT NULL,
    used_at    timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
);

-- +goose Down
DROP TABLE cms_setup_tokens;
DROP TABLE cms_sessions;
