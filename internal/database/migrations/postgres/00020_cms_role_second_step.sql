-- Roles whose users must sign in in two steps ("requiere verificación en dos pasos" on the roles
-- page). A role without a row does not require it, so a fresh install needs no setup.

-- +goose Up
CREATE TABLE cms_role_second_step (
    rol_nombre text PRIMARY KEY,
    required   boolean NOT NULL DEFAULT false
);

-- +goose Down
DROP TABLE cms_role_second_step;
