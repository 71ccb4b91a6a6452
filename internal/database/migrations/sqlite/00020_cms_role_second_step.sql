-- Roles whose users must sign in in two steps ("requiere verificación en dos pasos" on the roles
-- page). A role without a row does not require it, so a fresh install needs no setup.

-- +goose Up
CREATE TABLE cms_role_second_step (
    rol_nombre TEXT PRIMARY KEY,
    required   INTEGER NOT NULL DEFAULT 0
);

-- +goose Down
DROP TABLE cms_role_second_step;
