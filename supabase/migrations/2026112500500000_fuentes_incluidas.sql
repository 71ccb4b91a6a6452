-- Self-hosted fonts (issue 14): the appearance may choose inter, source-sans or merriweather, whose
-- files Vitrina's site serves itself.
alter table public.ajustes_sitio drop constraint ajustes_sitio_fuente_check;
alter table public.ajustes_sitio add constraint ajustes_sitio_fuente_check
    check (fuente in ('sistema', 'humanista', 'geometrica', 'serif', 'monoespaciada', 'inter', 'source-sans', 'merriweather'));
