-- The public tables of contract §3. Timestamps are stored as fixed-width UTC text
-- (YYYY-MM-DDTHH:MM:SS.ffffffZ) so that text order is time order; booleans as 0/1; JSON as text.
-- Constraint names follow PostgreSQL's defaults so both backends report the same names.

-- +goose Up
CREATE TABLE "categoria-servicios" (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    name       TEXT NOT NULL,
    slug       TEXT NOT NULL,
    id_padre   INTEGER REFERENCES "categoria-servicios" (id),
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    CONSTRAINT "categoria-servicios_name_check" CHECK (length(trim(name)) > 0),
    CONSTRAINT "categoria-servicios_id_padre_check" CHECK (id_padre IS NULL OR id_padre <> id)
);
CREATE UNIQUE INDEX "categoria-servicios_slug_key" ON "categoria-servicios" (slug);
CREATE INDEX "categoria-servicios_id_padre_idx" ON "categoria-servicios" (id_padre);
CREATE INDEX "categoria-servicios_name_idx" ON "categoria-servicios" (name);
CREATE INDEX "categoria-servicios_created_at_idx" ON "categoria-servicios" (created_at);

CREATE TABLE categorias (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    nombre     TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    CONSTRAINT categorias_nombre_check CHECK (length(trim(nombre)) > 0)
);

CREATE TABLE contenido (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    titulo           TEXT NOT NULL,
    descripcion      TEXT NOT NULL DEFAULT '{"body":"","layout":1}',
    categoria        INTEGER NOT NULL REFERENCES "categoria-servicios" (id),
    imagen_principal TEXT,
    created_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    CONSTRAINT contenido_titulo_check CHECK (length(trim(titulo)) > 0),
    CONSTRAINT contenido_descripcion_check CHECK (json_valid(descripcion) AND json_type(descripcion) = 'object')
);
CREATE INDEX contenido_created_at_idx ON contenido (created_at);
CREATE INDEX contenido_categoria_created_at_idx ON contenido (categoria, created_at);

CREATE TABLE testimoniales (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    categoria  INTEGER NOT NULL REFERENCES "categoria-servicios" (id),
    testimonio TEXT NOT NULL,
    persona    TEXT,
    empresa    TEXT NOT NULL,
    cargo      TEXT,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    CONSTRAINT testimoniales_categoria_check CHECK (categoria > 0),
    CONSTRAINT testimoniales_testimonio_check CHECK (length(trim(testimonio)) > 0),
    CONSTRAINT testimoniales_empresa_check CHECK (length(trim(empresa)) > 0)
);
CREATE INDEX testimoniales_created_at_idx ON testimoniales (created_at);
CREATE INDEX testimoniales_categoria_created_at_idx ON testimoniales (categoria, created_at);

CREATE TABLE clientes (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    nombre     TEXT NOT NULL,
    categoria  INTEGER NOT NULL REFERENCES categorias (id),
    logo_url   TEXT,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    CONSTRAINT clientes_nombre_check CHECK (length(trim(nombre)) > 0),
    CONSTRAINT clientes_categoria_check CHECK (categoria > 0)
);
CREATE INDEX clientes_created_at_idx ON clientes (created_at);
CREATE INDEX clientes_categoria_created_at_idx ON clientes (categoria, created_at);

CREATE TABLE "Empleados" (
    id              TEXT PRIMARY KEY,
    nombre          TEXT,
    email           TEXT,
    rol             TEXT,
    chat_role       TEXT,
    departamento    TEXT,
    activo          INTEGER NOT NULL DEFAULT 1,
    sistemas_acceso TEXT NOT NULL DEFAULT '[]',
    created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    CONSTRAINT "Empleados_sistemas_acceso_check" CHECK (json_valid(sistemas_acceso) AND json_type(sistemas_acceso) = 'array')
);
CREATE UNIQUE INDEX "Empleados_email_key" ON "Empleados" (lower(email));
CREATE INDEX "Empleados_rol_idx" ON "Empleados" (rol);
CREATE INDEX "Empleados_created_at_idx" ON "Empleados" (created_at);

CREATE TABLE roles_permisos (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    rol_nombre TEXT NOT NULL,
    vista_slug TEXT NOT NULL,
    puede_ver  INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT roles_permisos_vista_slug_check CHECK (vista_slug IN (
        'dashboard', 'usuarios', 'categorias', 'clientes', 'proyectos', 'empleados', 'departamentos',
        'testimoniales', 'preguntas', 'contenido', 'templates', 'menus', 'pages', 'media', 'seo',
        'blog', 'vacantes', 'contactos'))
);
CREATE UNIQUE INDEX roles_permisos_rol_nombre_vista_slug_key ON roles_permisos (rol_nombre, vista_slug);

-- +goose Down
DROP TABLE roles_permisos;
DROP TABLE "Empleados";
DROP TABLE clientes;
DROP TABLE testimoniales;
DROP TABLE contenido;
DROP TABLE categorias;
DROP TABLE "categoria-servicios";
