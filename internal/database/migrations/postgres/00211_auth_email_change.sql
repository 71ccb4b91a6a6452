-- A pending change of an account's e-mail address (PUT /auth/v1/user {email}), confirmed from both
-- addresses before it takes effect (GoTrue's secure e-mail change): the hashes of the two codes
-- e-mailed and which sides have confirmed. And the re-authentication codes of GET
-- /auth/v1/reauthenticate, which a password change may require. Only hashes are stored.

-- +goose Up
CREATE TABLE auth_email_changes (
    user_id            text PRIMARY KEY REFERENCES auth_users (id) ON DELETE CASCADE,
    new_email          text NOT NULL,
    token_current_hash text NOT NULL,
    token_new_hash     text NOT NULL,
    current_confirmed  boolean NOT NULL DEFAULT false,
    new_confirmed      boolean NOT NULL DEFAULT false,
    sent_at            timestamptz NOT NULL
);
CREATE INDEX auth_email_changes_token_current_hash_idx ON auth_email_changes (token_current_hash);
CREATE INDEX auth_email_changes_token_new_hash_idx ON auth_email_changes (token_new_hash);
CREATE TABLE auth_reauthentications (
    user_id    text PRIMARY KEY REFERENCES auth_users (id) ON DELETE CASCADE,
    token_hash text NOT NULL,
    sent_at    timestamptz NOT NULL
);

-- +goose Down
DROP TABLE auth_reauthentications;
DROP TABLE auth_email_changes;
