-- The job openings' publication and withdrawal times get the indexes the other lifecycle tables
-- have: the site asks for the next moment an item appears or leaves after every write
-- (next_publication_change), a range of each of these indexes, which the openings lacked.

-- +goose Up
CREATE INDEX vacantes_publicar_en_idx ON vacantes (publicar_en);
CREATE INDEX vacantes_despublicar_en_idx ON vacantes (despublicar_en);

-- +goose Down
DROP INDEX vacantes_despublicar_en_idx;
DROP INDEX vacantes_publicar_en_idx;
