-- Failed CMS sign-ins, per client address or e-mail (key "ip:…" or "email:…"), so that every
-- instance on the same database counts the same failures (contract §4: 10 in 15 minutes → 429).

-- +goose Up
CREATE TABLE cms_login_attempts (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    key          TEXT NOT NULL,
    attempted_at TEXT NOT NULL
);
CREATE INDEX cms_login_attempts_key_idx ON cms_login_attempts (key, attempted_at);
CREATE INDEX cms_login_attempts_at_idx ON cms_login_attempts (attempted_at);

-- +goose Down
DROP TABLE cms_login_attempts;
