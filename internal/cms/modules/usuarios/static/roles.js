// The list of roles: creates and deletes roles through /api/admin_roles_api.php (JSON), showing the
// API's own messages. Each role's permissions are saved by the plain form of its own page.
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
  const call = async (init) => {
    let res;
    try {
      res = await fetch(api, Object.assign({ credentials: "same-origin", headers: { Accept: "application/json" } }, init));
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
      await post({ action, rol_nombre: rol });
      // The list changes: load the page again, which says what was done.
      window.location.assign(window.location.pathname + "?hecho=" + (action === "create_rol" ? "creado" : "eliminado"));
    } catch (err) {
      show(err.message, false);
    } finally {
      buttons.forEach((b) => { b.disabled = false; });
    }
  });

  app.dataset.loaded = "1";
});
