// Uploads with a preview and a progress bar, for any admin form that holds a file input:
//
//   <form method="post" enctype="multipart/form-data" data-upload>
//     <input type="file" name="imagen" data-preview="#vista-imagen">
//     <img id="vista-imagen" alt="" hidden>
//     <progress hidden></progress>
//
// Choosing a file shows it in the referenced <img>. Submitting with a file chosen sends the form
// with XMLHttpRequest so the <progress> can follow the upload. A saved form is answered
// {success, location} (shell.App.Saved) and the browser opens that page; a refused one is sent again
// by the browser itself, so the form comes back as a page of its own with its messages. The page is
// never written over with document.write: that runs its scripts a second time in the same window
// (and breaks them: "Identifier … has already been declared"). Without a file, or without
// JavaScript, the form posts as usual.
document.addEventListener("DOMContentLoaded", () => {
  document.querySelectorAll("input[type=file][data-preview]").forEach((input) => {
    input.addEventListener("change", () => {
      const img = document.querySelector(input.dataset.preview);
      if (!img) return;
      if (img.dataset.objectUrl) URL.revokeObjectURL(img.dataset.objectUrl);
      const file = input.files && input.files[0];
      if (!file) return;
      const url = URL.createObjectURL(file);
      img.dataset.objectUrl = url;
      img.src = url;
      img.hidden = false;
    });
  });

  document.querySelectorAll("form[data-upload]").forEach((form) => {
    form.addEventListener("submit", (e) => {
      // admin.js runs first: a declined confirmation has already cancelled the submit.
      if (e.defaultPrevented || form.dataset.native === "1") return;
      // A preview in another tab is posted by the browser: the editor stays on the form.
      if (e.submitter && e.submitter.formTarget) return;
      const chosen = [...form.querySelectorAll("input[type=file]")].some((f) => f.files && f.files.length);
      if (!chosen) return; // nothing to follow: the browser posts the form
      e.preventDefault();
      const submitter = e.submitter || null;
      const progress = form.querySelector("progress");
      const buttons = form.querySelectorAll("button, input[type=submit]");
      const data = new FormData(form);
      if (submitter && submitter.name) data.append(submitter.name, submitter.value);
      const xhr = new XMLHttpRequest();
      xhr.open((form.getAttribute("method") || "post").toUpperCase(), form.action);
      xhr.setRequestHeader("X-Requested-With", "XMLHttpRequest");
      xhr.setRequestHeader("Accept", "application/json, text/html;q=0.5");
      if (progress) {
        progress.hidden = false;
        progress.removeAttribute("value"); // indeterminate until the first progress event
        progress.max = 100;
        xhr.upload.addEventListener("progress", (ev) => {
          if (ev.lengthComputable) progress.value = Math.round((ev.loaded / ev.total) * 100);
        });
      }
      buttons.forEach((b) => { b.disabled = true; });
      const fail = (message) => {
        buttons.forEach((b) => { b.disabled = false; });
        if (progress) progress.hidden = true;
        let box = form.querySelector(".upload-error");
        if (!box) {
          box = document.createElement("p");
          box.className = "error upload-error";
          box.setAttribute("role", "alert");
          form.prepend(box);
        }
        box.textContent = message;
      };
      xhr.addEventListener("load", () => {
        const type = xhr.getResponseHeader("Content-Type") || "";
        if (type.startsWith("application/json")) {
          let body = null;
          try { body = JSON.parse(xhr.responseText); } catch (_) { /* not JSON */ }
          if (body && body.success && typeof body.location === "string" && body.location.startsWith("/")) {
            form.dispatchEvent(new CustomEvent("vitrina:saved", { bubbles: true }));
            window.location.assign(body.location);
            return;
          }
          fail((body && body.error) || "No se pudo guardar (" + xhr.status + "). Intente de nuevo.");
          return;
        }
        if (!type.startsWith("text/html")) {
          fail("No se pudo guardar (" + xhr.status + "). Intente de nuevo.");
          return;
        }
        // Refused: let the browser send it again, to show the form with its messages as a new page.
        buttons.forEach((b) => { b.disabled = false; });
        form.dataset.native = "1";
        if (form.requestSubmit) form.requestSubmit(submitter && submitter.form === form ? submitter : undefined);
        else form.submit();
      });
      xhr.addEventListener("error", () => fail("No se pudo enviar el formulario: revise la conexión e intente de nuevo."));
      xhr.send(data);
    });
  });
});
