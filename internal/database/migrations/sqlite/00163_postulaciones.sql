-- Applications to job openings (view vacantes): personal data, insert-only for visitors. cv is the
-- object's path in the private bucket postulaciones (created here: no public read, 5 MiB, PDF or
-- DOCX checked from the bytes); notificado_en / notificacion_intento_en are the notice queue, as in
-- mensajes_contacto.

-- +goose Up
CREATE TABLE postulaciones (
    id                      INTEGER PRIMARY KEY AUTOINCREMENT,
    vacante                 INTEGER NOT NULL REFERENCES vacantes (id) ON DELETE CASCADE,
    nombre                  TEXT NOT NULL,
    email                   TEXT NOT NULL,
    telefono                TEXT,
    mensaje                 TEXT,
    consentimiento          INTEGER NOT NULL DEFAULT 0,
    cv                      TEXT NOT NULL,
    estado                  TEXT NOT NULL DEFAULT 'nueva',
    notas                   TEXT,
    notificado_en           TEXT,
    notificacion_intento_en TEXT,
    created_at              TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%f000Z', 'now')),
    CONSTRAINT postulaciones_estado_check CHECK (estado IN ('nueva', 'revisada', 'entrevista', 'descartada', 'contratada')),
    CONSTRAINT postulaciones_nombre_check CHECK (length(trim(nombre)) > 0)
);
CREATE INDEX postulaciones_vacante_created_at_idx ON postulaciones (vacante, created_at);
CREATE INDEX postulaciones_created_at_idx ON postulaciones (created_at);
CREATE INDEX postulaciones_notificado_en_idx ON postulaciones (notificado_en, created_at);

INSERT INTO storage_buckets (id, name, public, file_size_limit, allowed_mime_types) VALUES
    ('postulaciones', 'postulaciones', 0, 5242880,
     '["application/pdf","application/vnd.openxmlformats-officedocument.wordprocessingml.document"]');

-- +goose Down
DELETE FROM storage_buckets WHERE id = 'postulaciones';
DROP TABLE postulaciones;
