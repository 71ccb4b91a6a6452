-- The site search in every language (internal/platform/schema/search_translations.go): the index
-- holds a row per published or scheduled translation of a searchable item too, with its language
-- (idioma; '' on the default language's rows) and its item's index row (origen; null on an item's
-- own row), through which a search in that language checks that the item is visible as well.
-- A translation's documento holds the stems of its language's text search configuration
-- (busqueda_configuracion: the configurations PostgreSQL has built in, 'simple' for the others, as
-- Catalan before PostgreSQL 16), taken and unaccented as the Spanish ones are. The index is emptied
-- so that `vitrina serve` rebuilds it at start, translations included (the index is empty, the
-- tables are not).

-- +goose Up
DELETE FROM busqueda;
ALTER TABLE busqueda ADD COLUMN idioma text NOT NULL DEFAULT '',
    ADD COLUMN origen integer REFERENCES busqueda (id) ON DELETE CASCADE;
CREATE INDEX busqueda_origen_idx ON busqueda (origen);
-- +goose StatementBegin
CREATE FUNCTION busqueda_configuracion(idioma text) RETURNS regconfig LANGUAGE sql STABLE AS $$
    SELECT (CASE split_part(lower(coalesce(idioma, '')), '-', 1)
        WHEN '' THEN 'spanish' WHEN 'es' THEN 'spanish' WHEN 'en' THEN 'english' WHEN 'fr' THEN 'french'
        WHEN 'pt' THEN 'portuguese' WHEN 'it' THEN 'italian' WHEN 'de' THEN 'german' WHEN 'nl' THEN 'dutch'
        WHEN 'da' THEN 'danish' WHEN 'sv' THEN 'swedish' WHEN 'nb' THEN 'norwegian' WHEN 'no' THEN 'norwegian'
        WHEN 'fi' THEN 'finnish' WHEN 'ro' THEN 'romanian' WHEN 'hu' THEN 'hungarian' WHEN 'tr' THEN 'turkish'
        WHEN 'ru' THEN 'russian' ELSE 'simple' END)::regconfig
$$;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE FUNCTION busqueda_lexemas_idioma(cfg regconfig, t text) RETURNS text LANGUAGE sql STABLE AS $$
    SELECT coalesce(string_agg(busqueda_sin_acentos(lex), ' '), '') FROM unnest(tsvector_to_array(to_tsvector(cfg, coalesce(t, '')))) AS lex
$$;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE FUNCTION busqueda_documento_idioma(idioma text, titulo text, texto text) RETURNS tsvector LANGUAGE sql STABLE AS $$
    SELECT setweight(to_tsvector('simple', busqueda_lexemas_idioma(busqueda_configuracion(idioma), titulo) || ' '
            || busqueda_lexemas_idioma(busqueda_configuracion(idioma), busqueda_sin_acentos(titulo))), 'A')
        || setweight(to_tsvector('simple', busqueda_lexemas_idioma(busqueda_configuracion(idioma), texto) || ' '
            || busqueda_lexemas_idioma(busqueda_configuracion(idioma), busqueda_sin_acentos(texto))), 'B')
$$;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE FUNCTION busqueda_consulta_idioma(idioma text, q text) RETURNS tsquery LANGUAGE sql STABLE AS $$
    SELECT to_tsquery('simple', coalesce(nullif(replace(busqueda_lexemas_idioma(busqueda_configuracion(idioma),
        regexp_replace(q, '[^[:alnum:]]+', ' ', 'g')), ' ', ' & '), ''), 'ø'))
$$;
-- +goose StatementEnd

-- +goose Down
DROP FUNCTION busqueda_consulta_idioma(text, text);
DROP FUNCTION busqueda_documento_idioma(text, text, text);
DROP FUNCTION busqueda_lexemas_idioma(regconfig, text);
DROP FUNCTION busqueda_configuracion(text);
DELETE FROM busqueda;
DROP INDEX busqueda_origen_idx;
ALTER TABLE busqueda DROP COLUMN origen, DROP COLUMN idioma;
