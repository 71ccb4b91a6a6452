-- Self-hosted fonts: the appearance may choose inter, source-sans or merriweather, whose
-- files the site serves itself (internal/site/static, SIL Open Font License).

-- +goose Up
ALTER TABLE ajustes_sitio DROP CONSTRAINT ajustes_sitio_fuente_check;
ALTER TABLE ajustes_sitio ADD CONSTRAINT ajustes_sitio_fuente_check
    CHECK (fuente IN ('sistema', 'humanista', 'geometrica', 'serif', 'monoespaciada', 'inter', 'source-sans', 'merriweather'));

-- +goose Down
UPDATE ajustes_sitio SET fuente = 'sistema' WHERE fuente IN ('inter', 'source-sans', 'merriweather');
ALTER TABLE ajustes_sitio DROP CONSTRAINT ajustes_sitio_fuente_check;
ALTER TABLE ajustes_sitio ADD CONSTRAINT ajustes_sitio_fuente_check
    CHECK (fuente IN ('sistema', 'humanista', 'geometrica', 'serif', 'monoespaciada'));
