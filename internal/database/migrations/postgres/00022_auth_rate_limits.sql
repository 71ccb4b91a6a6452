-- GoTrue's per-address and per-e-mail rate limits as token buckets in the database, so that every
-- instance on the same PostgreSQL draws from the same bucket: a client cannot multiply its
-- allowance by the number of instances. updated_at is in Unix seconds (fractional).

-- +goose Up
CREATE TABLE auth_rate_limits (
    bucket     text PRIMARY KEY,
    tokens     double precision NOT NULL,
    allowed    boolean NOT NULL,
    updated_at double precision NOT NULL
);
CREATE INDEX auth_rate_limits_updated_at_idx ON auth_rate_limits (updated_at);

-- +goose Down
DROP TABLE auth_rate_limits;
