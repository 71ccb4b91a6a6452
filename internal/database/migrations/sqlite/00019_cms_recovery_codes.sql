-- One-time recovery codes of the CMS's two-step sign-in: ten per user, shown once, kept as
-- hex(SHA-256(user id + code)) only (80 random bits per code, salted with the user's random id). used_at marks
-- a spent code. They are the CMS's own state, like its sessions, so they live beside them.

-- +goose Up
CREATE TABLE cms_recovery_codes (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id    TEXT NOT NULL,
    code_hash  TEXT NOT NULL,
    used_at    TEXT,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now'))
);
CREATE UNIQUE INDEX cms_recovery_codes_user_code_key ON cms_recovery_codes (user_id, code_hash);

-- +goose Down
DROP TABLE cms_recovery_codes;
