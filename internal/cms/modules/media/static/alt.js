// The library grid's alternative texts: each file's field is saved as soon as the editor leaves it
// (one request, its own "Guardado" next to it), and the marked files are counted for the text
// applied to all of them. Without JavaScript the grid is one form with a save button.
document.addEventListener("DOMContentLoaded", () => {
  const form = document.querySelector("form[data-media-alts]");
  if (!form) return;
  const marked = form.querySelector("[data-marked]");
  const count = () => {
    const n = form.querySelectorAll("input.media-mark:checked").length;
    marked.textContent = n === 0 ? "" : n === 1 ? "1 marcado" : n + " marcados";
  };
  form.addEventListener("change", async (e) => {
    const field = e.target;
    if (field.matches("input.media-mark")) {
      field.closest("li").classList.toggle("marked", field.checked);
      count();
      return;
    }
    if (!field.matches("input.media-alt")) return;
    const item = field.closest("li");
    const before = form.elements["antes_" + item.dataset.id];
    const status = item.querySelector(".media-alt-status");
    const data = new URLSearchParams(); // a plain form body, as the form without a script sends
    data.append(field.name, field.value);
    data.append(before.name, before.value);
    status.className = "media-alt-status";
    status.textContent = "Guardando…";
    try {
      const res = await fetch(form.action, { method: "POST", body: data, headers: { Accept: "application/json" } });
      const answer = await res.json();
      if (!res.ok) throw new Error(answer.error || String(res.status));
      before.value = field.value.trim();
      status.classList.add("saved");
      status.textContent = "Guardado";
      const missing = item.querySelector(".no-alt");
      if (missing && before.value !== "") missing.hidden = true;
    } catch (err) {
      status.classList.add("failed");
      status.textContent = "No se guardó: " + err.message + " Pulse «Guardar los textos alternativos».";
    }
  });
  count();
});
