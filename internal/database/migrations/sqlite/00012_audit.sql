-- The audit trail: one row per audited change, written by the platform inside the transaction of the
-- change (internal/platform/audit). before/after hold JSON text; created_at has the public tables' shape.

-- +goose Up
CREATE TABLE audit_log (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    actor      TEXT NOT NULL,
    actor_role TEXT NOT NULL,
    action     TEXT NOT NULL,
    target     TEXT NOT NULL,
    record_id  TEXT,
    before     TEXT,
    after      TEXT,
    request_id TEXT
);
CREATE INDEX audit_log_created_at_idx ON audit_log (created_at);
CREATE INDEX audit_log_target_record_idx ON audit_log (target, record_id);

-- +goose Down
DROP TABLE audit_log;
