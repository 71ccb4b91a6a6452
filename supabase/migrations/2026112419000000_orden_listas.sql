-- The admin's lists sort by the columns they show (issue 19): an index per sortable text column,
-- ending in id (the tie-breaker), as the embedded platform's migration 00190.
create index if not exists testimoniales_empresa_idx on public.testimoniales (empresa, id);
create index if not exists testimoniales_persona_idx on public.testimoniales (persona, id);
create index if not exists clientes_nombre_idx on public.clientes (nombre, id);
create index if not exists contenido_titulo_idx on public.contenido (titulo, id);
