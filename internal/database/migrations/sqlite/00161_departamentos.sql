-- The company's departments (view departamentos): a name unique whatever its case, a description,
-- a head (an employee) and the order they are listed in. Empleados.departamento keeps holding the
-- department's name as text; rename_department renames it there too, in one transaction.

-- +goose Up
CREATE TABLE departamentos (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    nombre      TEXT NOT NULL,
    descripcion TEXT,
    responsable TEXT REFERENCES "Empleados" (id) ON DELETE SET NULL,
    orden       INTEGER NOT NULL DEFAULT 0,
    created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    CONSTRAINT departamentos_nombre_check CHECK (length(trim(nombre)) > 0 AND length(nombre) <= 120)
);
CREATE UNIQUE INDEX departamentos_nombre_key ON departamentos (lower(nombre));
CREATE INDEX departamentos_orden_idx ON departamentos (orden, nombre);
CREATE INDEX departamentos_created_at_idx ON departamentos (created_at);

-- +goose Down
DROP TABLE departamentos;
