-- GoTrue's rate limits as token buckets in the database (see the PostgreSQL migration: there they
-- are shared by every instance; SQLite has one process, which may count in memory instead).
-- updated_at is in Unix seconds (fractional).

-- +goose Up
CREATE TABLE auth_rate_limits (
    bucket     TEXT PRIMARY KEY,
    tokens     REAL NOT NULL,
    allowed    INTEGER NOT NULL,
    updated_at REAL NOT NULL
);
CREATE INDEX auth_rate_limits_updated_at_idx ON auth_rate_limits (updated_at);

-- +goose Down
DROP TABLE auth_rate_limits;
