-- The job openings' publication and withdrawal times get the indexes the other lifecycle tables
-- have: the site asks for the next moment an item appears or leaves after every write
-- (next_publication_change), a range of each of these indexes, which the openings lacked.
create index if not exists vacantes_publicar_en_idx on public.vacantes (publicar_en);
create index if not exists vacantes_despublicar_en_idx on public.vacantes (despublicar_en);
