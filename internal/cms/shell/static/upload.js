// Uploads with a preview and a progress bar, for any admin form that holds a file input:
//
//   <form method="post" enctype="multipart/form-data" data-upload>
//     <input type="file" name="imagen" data-preview="#vista-imagen">
//     <img id="vista-imagen" alt="" hidden>
//     <progress hidden></progress>
//
// Choosing a file shows it in the referenced <img>. Submitting sends the form with XMLHttpRequest so
// the <progress> can follow the upload; the answer (the page the server redirected to, with its flash
// message, or the form again with its validation messages) then replaces the document, and the
// address bar follows a redirect. Without JavaScript the form posts as usual.
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
      if (e.defaultPrevented) return;
      e.preventDefault();
      const progress = form.querySelector("progress");
      const buttons = form.querySelectorAll("button, input[type=submit]");
      const data = new FormData(form);
      if (e.submitter && e.submitter.name) data.append(e.submitter.name, e.submitter.value);
      const xhr = new XMLHttpRequest();
      xhr.open((form.getAttribute("method") || "post").toUpperCase(), form.action);
      xhr.setRequestHeader("X-Requested-With", "XMLHttpRequest");
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
        if (!type.startsWith("text/html")) {
          fail("No se pudo guardar (" + xhr.status + "). Intente de nuevo.");
          return;
        }
        // The request followed the redirect itself; show the answer at its address.
        if (xhr.responseURL && xhr.responseURL !== form.action) {
          history.pushState(null, "", xhr.responseURL);
        }
        document.open();
        document.write(xhr.responseText);
        document.close();
      });
      xhr.addEventListener("error", () => fail("No se pudo enviar el formulario: revise la conexión e intente de nuevo."));
      xhr.send(data);
    });
  });
});
