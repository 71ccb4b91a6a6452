-- The CMS's own state: server-side sessions (alexedwards/scs) and one-time setup links.

-- +goose Up
CREATE TABLE cms_sessions (
    token  TEXT PRIMARY KEY,
    data   BLOB NOT NULL,
    expiry TEXT NOT NULL
);
CREATE INDEX cms_sessions_expiry_idx ON cms_sessions (expiry);

-- token_hash is hex(SHA-256(token)): the database never holds a usable link.
CREATE TABLE cms_setup_tokens (
    token_hash TEXT PRIMARY KEY,
    expires_at TEXT NOT NULL,
    used_at    TEXT,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now'))
);

-- +goose Down
DROP TABLE cms_setup_tokens;
DROP TABLE cms_sessions;
