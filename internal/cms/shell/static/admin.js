// Small progressive enhancements for the admin; every page works without them, except reading the
// recovery link, whose token arrives in the URL fragment (never sent to the server).
document.addEventListener("DOMContentLoaded", () => {
  // Confirm destructive actions: <form data-confirm="¿Eliminar…?">.
  document.querySelectorAll("form[data-confirm]").forEach((form) => {
    form.addEventListener("submit", (e) => {
      if (!window.confirm(form.dataset.confirm)) e.preventDefault();
    });
  });

  // The recovery link lands on /restablecer#access_token=…&type=recovery.
  const tokenInput = document.getElementById("access_token");
  if (tokenInput) {
    const params = new URLSearchParams(window.location.hash.slice(1));
    const error = params.get("error_description");
    if (params.get("access_token")) {
      tokenInput.value = params.get("access_token");
      history.replaceState(null, "", window.location.pathname);
    } else if (!tokenInput.value) {
      const box = document.getElementById("link-error");
      box.textContent = error ? "El enlace no es válido o ha caducado." : "Abra esta página desde el enlace que recibió por correo.";
      box.hidden = false;
    }
  }
});
