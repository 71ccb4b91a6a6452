-- PKCE (RFC 7636) flow states of /auth/v1, as GoTrue's auth.flow_state: a sign-in started with a
-- code_challenge (magic link, recovery, signup confirmation) ends, after its e-mail link, with an
-- auth code the client exchanges once, with the code_verifier, at /token?grant_type=pkce.

-- +goose Up
CREATE TABLE auth_flow_state (
    id                     TEXT PRIMARY KEY,
    user_id                TEXT NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
    auth_code              TEXT NOT NULL,
    code_challenge         TEXT NOT NULL,
    code_challenge_method  TEXT NOT NULL,
    authentication_method  TEXT NOT NULL,
    created_at             TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    auth_code_issued_at    TEXT,
    CONSTRAINT auth_flow_state_code_challenge_method_check CHECK (code_challenge_method IN ('s256', 'plain'))
);
CREATE UNIQUE INDEX auth_flow_state_auth_code_key ON auth_flow_state (auth_code);
CREATE INDEX auth_flow_state_user_id_idx ON auth_flow_state (user_id, authentication_method, created_at);

-- +goose Down
DROP TABLE auth_flow_state;
