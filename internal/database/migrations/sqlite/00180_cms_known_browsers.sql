-- Browsers each user has signed in to the CMS from, to e-mail a notice on a sign-in from a new one
-- (ASVS 2.2.3). A browser carries a random id in a long-lived HttpOnly cookie; only
-- hex(SHA-256(user id + ":" + id)) is kept, so the table cannot be used to recognise a browser.

-- +goose Up
CREATE TABLE cms_known_browsers (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id       TEXT NOT NULL,
    browser_hash  TEXT NOT NULL,
    first_seen_at TEXT NOT NULL
);
CREATE UNIQUE INDEX cms_known_browsers_user_browser_key ON cms_known_browsers (user_id, browser_hash);

-- +goose Down
DROP TABLE cms_known_browsers;
