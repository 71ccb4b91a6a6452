// Employee edit page: posts the form (form-encoded) to /api/update_employee_role.php and shows the
// API's answer — its Spanish error, or the saved state — without leaving the page.
document.addEventListener("DOMContentLoaded", () => {
  const form = document.querySelector("form[data-employee]");
  if (!form) return;
  const status = document.getElementById("employee-status");
  const show = (message, ok) => {
    status.textContent = message;
    status.className = ok ? "flash" : "error";
    status.hidden = false;
  };
  form.addEventListener("submit", async (e) => {
    if (e.defaultPrevented) return;
    e.preventDefault();
    const button = form.querySelector("button[type=submit]");
    button.disabled = true;
    try {
      let res;
      try {
        res = await fetch(form.action, {
          method: "POST",
          credentials: "same-origin",
          headers: { Accept: "application/json" },
          body: new URLSearchParams(new FormData(form)),
        });
      } catch (_) {
        show("No se pudo conectar con el servidor. Intente de nuevo.", false);
        return;
      }
      let body = null;
      try { body = await res.json(); } catch (_) { /* not JSON */ }
      // A sensitive change without a recent password or code: confirm, then come back here.
      if (body && body.reauth && body.reauth.startsWith("/admin/")) {
        window.location.assign(body.reauth);
        return;
      }
      if (!body || !body.success) {
        show((body && body.error) || "Error inesperado (" + res.status + "). Intente de nuevo.", false);
        return;
      }
      const sent = (body.debug && body.debug.payload) || {};
      if (Array.isArray(sent.sistemas_acceso)) {
        document.getElementById("sistemas").textContent = sent.sistemas_acceso.length ? sent.sistemas_acceso.join(", ") : "ninguno";
      }
      show("Cambios guardados.", true);
    } finally {
      button.disabled = false;
    }
  });
});
