-- The inbox of the public contact form (view contactos, docs/spec/modules.md §1): what a visitor
-- sent, its status in the inbox, the reply sent from the CMS, and when the notification e-mail went
-- out (notificado_en NULL = still to send; notificacion_intento_en is the claim of the instance
-- sending it, so several instances never send it twice at once).

-- +goose Up
CREATE TABLE mensajes_contacto (
    id                      INTEGER PRIMARY KEY AUTOINCREMENT,
    nombre                  TEXT NOT NULL,
    email                   TEXT NOT NULL,
    telefono                TEXT,
    empresa                 TEXT,
    asunto                  TEXT NOT NULL,
    mensaje                 TEXT NOT NULL,
    consentimiento          INTEGER NOT NULL DEFAULT 0,
    estado                  TEXT NOT NULL DEFAULT 'nuevo',
    respuesta               TEXT,
    respondido_en           TEXT,
    notificado_en           TEXT,
    notificacion_intento_en TEXT,
    created_at              TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    CONSTRAINT mensajes_contacto_estado_check CHECK (estado IN ('nuevo', 'leído', 'respondido', 'archivado')),
    CONSTRAINT mensajes_contacto_nombre_check CHECK (length(trim(nombre)) > 0),
    CONSTRAINT mensajes_contacto_mensaje_check CHECK (length(trim(mensaje)) > 0)
);
CREATE INDEX mensajes_contacto_created_at_idx ON mensajes_contacto (created_at);
CREATE INDEX mensajes_contacto_estado_created_at_idx ON mensajes_contacto (estado, created_at);
CREATE INDEX mensajes_contacto_notificado_en_idx ON mensajes_contacto (notificado_en, created_at);

-- +goose Down
DROP TABLE mensajes_contacto;
