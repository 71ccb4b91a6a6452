-- The CMS's sessions as their users see them ("Sesiones activas"): one row per signed-in browser,
-- keyed by an id kept inside the session (not the cookie's token, which changes at every renewal).
-- A session whose row is gone is over: that is how one is revoked. last_seen_at drives the idle
-- timeout, started_at the absolute lifetime.

-- +goose Up
CREATE TABLE cms_user_sessions (
    id           TEXT PRIMARY KEY,
    user_id      TEXT NOT NULL,
    user_agent   TEXT NOT NULL DEFAULT '',
    ip_address   TEXT NOT NULL DEFAULT '',
    started_at   TEXT NOT NULL,
    last_seen_at TEXT NOT NULL
);
CREATE INDEX cms_user_sessions_user_id_idx ON cms_user_sessions (user_id, started_at);

-- +goose Down
DROP TABLE cms_user_sessions;
