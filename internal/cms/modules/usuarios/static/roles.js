// Roles and permissions page: reads and writes through /api/admin_roles_api.php (JSON), showing the
// API's own messages. The server renders the initial state; this script refreshes it from the API.
document.addEventListener("DOMContentLoaded", () => {
  const app = document.getElementById("roles-app");
  if (!app) return;
  const api = app.dataset.api;
  const status = document.getElementById("roles-status");
  const show = (message, ok) => {
    status.textContent = message;
    status.className = ok ? "flash" : "error";
    status.hidden = false;
  };

  // call sends one API request and returns its body, or throws with the API's error text.
  const call = async (init, query) => {
    let res;
    try {
      res = await fetch(api + (query ? "?action=" + encodeURIComponent(query) : ""),
        Object.assign({ credentials: "same-origin", headers: { Accept: "application/json" } }, init));
    } catch (_) {
      throw new Error("No se pudo conectar con el servidor. Intente de nuevo.");
    }
    let body = null;
    try { body = await res.json(); } catch (_) { /* not JSON */ }
    // A sensitive action without a recent password or code: confirm, then come back here.
    if (body && body.reauth && body.reauth.startsWith("/admin/")) {
      window.location.assign(body.reauth);
      throw new Error(body.error);
    }
    if (!body || !body.success) {
      throw new Error((body && body.error) || "Error inesperado (" + res.status + "). Intente de nuevo.");
    }
    return body;
  };
  const post = (payload) => call({
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(payload),
  });

  const refresh = async () => {
    const [roles, permisos] = await Promise.all([call({}, "get_roles"), call({}, "get_permisos")]);
    roles.roles.forEach((r) => {
      const row = app.querySelector('#roles tr[data-rol="' + CSS.escape(r.nombre) + '"] .total');
      if (row) row.textContent = r.total;
    });
    const allowed = new Set(permisos.permisos.filter((p) => p.puede_ver).map((p) => p.rol_nombre + "\n" + p.vista_slug));
    app.querySelectorAll("input[type=checkbox][data-rol]").forEach((cb) => {
      cb.checked = allowed.has(cb.dataset.rol + "\n" + cb.dataset.vista);
    });
    app.dataset.loaded = "1";
  };

  app.addEventListener("submit", async (e) => {
    const form = e.target.closest("form[data-roles-action]");
    // admin.js has already cancelled the submit when a confirmation was declined.
    if (!form || e.defaultPrevented) return;
    e.preventDefault();
    const action = form.dataset.rolesAction;
    const rol = form.elements.rol_nombre.value;
    const buttons = form.querySelectorAll("button");
    buttons.forEach((b) => { b.disabled = true; });
    try {
      if (action === "save_permisos") {
        const permisos = Array.from(form.elements)
          .filter((el) => el.type === "checkbox")
          .map((el) => ({ vista_slug: el.dataset.vista, puede_ver: el.checked }));
        await post({ action, rol_nombre: rol, permisos });
        await refresh();
        show("Permisos de «" + rol + "» guardados.", true);
      } else {
        await post({ action, rol_nombre: rol });
        // The columns change: load the page again, which says what was done.
        window.location.assign(window.location.pathname + "?hecho=" + (action === "create_rol" ? "creado" : "eliminado"));
      }
    } catch (err) {
      show(err.message, false);
    } finally {
      buttons.forEach((b) => { b.disabled = false; });
    }
  });

  refresh().catch((err) => show(err.message, false));
});
