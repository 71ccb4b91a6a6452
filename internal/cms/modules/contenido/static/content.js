// Live preview of a content body: <textarea data-preview-url="…" data-preview-target="#box">. The
// server sanitizes the text (the same policy as the site) and answers the HTML that goes in the box,
// so nothing the editor types runs in the page. Without JavaScript the "Vista previa" button does it.
document.addEventListener("DOMContentLoaded", () => {
  document.querySelectorAll("textarea[data-preview-url]").forEach((area) => {
    const box = document.querySelector(area.dataset.previewTarget);
    if (!box) return;
    let timer = 0;
    let seq = 0;
    const refresh = () => {
      const mine = ++seq;
      fetch(area.dataset.previewUrl, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ body: area.value }),
        credentials: "same-origin",
      })
        .then((res) => (res.ok ? res.text() : Promise.reject(res.status)))
        .then((html) => {
          if (mine === seq) box.innerHTML = html; // sanitized by the server
        })
        .catch(() => {});
    };
    area.addEventListener("input", () => {
      clearTimeout(timer);
      timer = setTimeout(refresh, 300);
    });
  });
});

// Edit lock heartbeat: while the form of an item is open, tell the server every minute that its
// editor is still here (a lock without a heartbeat for 5 minutes is stale). When someone else has
// taken the item over, say so.
document.addEventListener("DOMContentLoaded", () => {
  const form = document.querySelector("form[data-lock-url]");
  if (!form) return;
  const lost = document.getElementById("bloqueo-perdido");
  const beat = () => {
    fetch(form.dataset.lockUrl, { method: "POST", credentials: "same-origin" })
      .then((res) => (res.ok ? res.json() : Promise.reject(res.status)))
      .then((state) => {
        if (lost) lost.hidden = state.mine;
      })
      .catch(() => {});
  };
  setInterval(beat, 60000);
});
