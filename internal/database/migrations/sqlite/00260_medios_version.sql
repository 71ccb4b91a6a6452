-- The media library keeps each file's stored version (the storage object's), written with the row in
-- the transaction of every upload, replacement and move. The public site adds it to the addresses
-- of the files it shows (?version=…), and the storage service serves an address that names the
-- current version as immutable for a year: a replaced file gets a new address, so browsers never
-- keep a stale picture, and an unchanged one is never fetched twice.

-- +goose Up
ALTER TABLE medios ADD COLUMN version TEXT;
UPDATE medios SET version = (SELECT o.version FROM storage_objects o WHERE o.bucket_id = medios.bucket AND o.name = medios.ruta);

-- +goose Down
ALTER TABLE medios DROP COLUMN version;
