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

