-- record_security_event: the CMS's security events (sign-ins, refused sign-ins, recovery codes,
-- ended sessions, re-authentication). The embedded platform audits the call in audit_log
-- (internal/platform/schema/security_event.go); a Supabase project has no audit_log and keeps its
-- own logs, so here the event goes to the PostgreSQL log. Only the service role may call it.
create or replace function public.record_security_event(p_evento text, p_detalle jsonb)
returns void language plpgsql security definer set search_path = '' as $$
begin
    if p_evento is null or p_evento not in ('cms_sign_in', 'cms_sign_in_failed', 'cms_recovery_code_used',
            'cms_session_ended', 'cms_other_sessions_ended', 'cms_user_sessions_ended', 'cms_reauthenticated') then
        raise exception 'p_evento is not a known security event';
    end if;
    if jsonb_typeof(p_detalle) is distinct from 'object' or length(p_detalle::text) > 2048 then
        raise exception 'p_detalle must be a JSON object of at most 2048 bytes';
    end if;
    raise log 'vitrina security event % by %: %', p_evento,
        coalesce(current_setting('request.headers', true)::jsonb->>'x-vitrina-actor', 'service_role'), p_detalle;
end $$;

revoke all on function public.record_security_event(text, jsonb) from public, anon, authenticated;
grant execute on function public.record_security_event(text, jsonb) to service_role;
