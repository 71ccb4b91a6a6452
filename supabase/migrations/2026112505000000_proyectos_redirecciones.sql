-- A published project's new slug redirects its old address (/proyectos/<slug>): the SEO view's
-- trigger redireccion_por_slug, on the projects table that arrived after it.
create trigger redireccion_por_slug before update on public.proyectos
    for each row execute function public.redireccion_por_slug('/proyectos/');
