-- The home page's hero: its image and alternative text, headline, text and up to two buttons, chosen
-- in Apariencia. The bounds of their lengths are in the generated access migration; a button's link
-- is a path of the site or an http(s) address (internal/catalog/hero_rules.go), held by a trigger here.
alter table public.ajustes_sitio add column portada_titulo text;
alter table public.ajustes_sitio add column portada_texto text;
alter table public.ajustes_sitio add column portada_imagen text;
alter table public.ajustes_sitio add column portada_imagen_alt text;
alter table public.ajustes_sitio add column portada_boton1_texto text;
alter table public.ajustes_sitio add column portada_boton1_enlace text;
alter table public.ajustes_sitio add column portada_boton2_texto text;
alter table public.ajustes_sitio add column portada_boton2_enlace text;

create function public.ajustes_sitio_portada() returns trigger
language plpgsql security definer set search_path = public as $$
begin
    if coalesce(new.portada_boton1_enlace, '') !~ '^($|/($|[^/\\\s][^\\\s]*$)|https?://[^/\\\s@?#]+([/?#][^\\\s]*)?$)'
       or coalesce(new.portada_boton2_enlace, '') !~ '^($|/($|[^/\\\s][^\\\s]*$)|https?://[^/\\\s@?#]+([/?#][^\\\s]*)?$)' then
        raise exception 'El enlace de un botón de la portada debe ser una ruta del sitio (/contacto) o una dirección http:// o https:// completa.';
    end if;
    return new;
end $$;
revoke all on function public.ajustes_sitio_portada() from public;
create trigger ajustes_sitio_portada before insert or update on public.ajustes_sitio
    for each row execute function public.ajustes_sitio_portada();
