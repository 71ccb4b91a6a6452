-- A refresh token's rotation writes one row, its child: a token with a rotation child is revoked
-- (internal/platform/auth/refresh_store.go). A rotation child is unique per parent, so two racing
-- refreshes of one token cannot both rotate it; the second child a reuse within the interval gets
-- is marked reissued and exempt. The session's newest token is read by (session_id, id).

-- +goose Up
ALTER TABLE auth_refresh_tokens ADD COLUMN reissued INTEGER NOT NULL DEFAULT 0;
UPDATE auth_refresh_tokens SET reissued = 1
WHERE parent IS NOT NULL
  AND id > (SELECT min(c.id) FROM auth_refresh_tokens c WHERE c.parent = auth_refresh_tokens.parent);
DROP INDEX auth_refresh_tokens_parent_idx;
CREATE UNIQUE INDEX auth_refresh_tokens_child_key ON auth_refresh_tokens (parent) WHERE NOT reissued;
DROP INDEX auth_refresh_tokens_session_id_idx;
CREATE INDEX auth_refresh_tokens_session_id_idx ON auth_refresh_tokens (session_id, id);

-- +goose Down
DROP INDEX auth_refresh_tokens_session_id_idx;
CREATE INDEX auth_refresh_tokens_session_id_idx ON auth_refresh_tokens (session_id, revoked);
DROP INDEX auth_refresh_tokens_child_key;
CREATE INDEX auth_refresh_tokens_parent_idx ON auth_refresh_tokens (parent);
UPDATE auth_refresh_tokens SET revoked = 1
WHERE revoked = 0 AND EXISTS (SELECT 1 FROM auth_refresh_tokens c WHERE c.parent = auth_refresh_tokens.token_hash);
ALTER TABLE auth_refresh_tokens DROP COLUMN reissued;
