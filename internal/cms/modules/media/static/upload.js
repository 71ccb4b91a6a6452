// Several uploads at once for the media library: files dropped on the zone, or chosen in the
// picker and sent with the button, go one request per file (at most two at a time) to the form's
// action, each with its own row and <progress> in the list under the zone and the server's answer
// (stored, or why not) next to it. Without JavaScript the form posts every chosen file at once.
document.addEventListener("DOMContentLoaded", () => {
  const form = document.querySelector("form[data-media-upload]");
  if (!form) return;
  const zone = form.querySelector("[data-drop-zone]");
  const input = form.querySelector("input[type=file]");
  const list = form.querySelector(".upload-list");
  const parallel = 2;
  const queue = [];
  let running = 0;
  let stored = 0;

  const done = () => {
    if (running > 0 || queue.length > 0 || stored === 0) return;
    let note = form.querySelector(".upload-done");
    if (!note) {
      note = document.createElement("p");
      note.className = "flash upload-done";
      note.setAttribute("role", "status");
      list.after(note);
    }
    note.textContent = "";
    const link = document.createElement("a");
    const folder = new URLSearchParams({ bucket: form.elements.bucket.value, carpeta: form.elements.carpeta.value });
    link.href = "/admin/media/?" + folder.toString();
    link.textContent = "Ver los archivos subidos";
    note.append((stored === 1 ? "Se subió 1 archivo. " : "Se subieron " + stored + " archivos. "), link);
  };

  const next = () => {
    while (running < parallel && queue.length > 0) {
      running++;
      send(queue.shift());
    }
    done();
  };

  const send = (job) => {
    const data = new FormData();
    data.append("bucket", form.elements.bucket.value);
    data.append("carpeta", form.elements.carpeta.value);
    data.append("archivos", job.file, job.file.name);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", form.action);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.addEventListener("progress", (ev) => {
      if (ev.lengthComputable) job.progress.value = Math.round((ev.loaded / ev.total) * 100);
    });
    const finish = (ok, text) => {
      job.progress.value = ok ? 100 : job.progress.value;
      job.row.classList.add(ok ? "stored" : "refused");
      job.status.textContent = text;
      if (ok) stored++;
      running--;
      next();
    };
    xhr.addEventListener("load", () => {
      let answer = {};
      try { answer = JSON.parse(xhr.responseText); } catch (_) { /* not JSON: the status says it */ }
      const file = answer.archivos && answer.archivos[0];
      if (file && !file.error) finish(true, "Subido: " + file.ruta);
      else finish(false, (file && file.error) || answer.error || "No se pudo subir (" + xhr.status + ").");
    });
    xhr.addEventListener("error", () => finish(false, "No se pudo enviar: revise la conexión."));
    xhr.send(data);
  };

  const add = (files) => {
    Array.from(files).forEach((file) => {
      const row = document.createElement("li");
      const name = document.createElement("span");
      name.className = "name";
      name.textContent = file.name;
      const progress = document.createElement("progress");
      progress.max = 100;
      progress.value = 0;
      progress.setAttribute("aria-label", "Progreso de " + file.name);
      const status = document.createElement("span");
      status.className = "status";
      status.textContent = "En cola";
      row.append(name, progress, status);
      list.append(row);
      queue.push({ file, row, progress, status });
    });
    next();
  };

  form.addEventListener("submit", (e) => {
    e.preventDefault();
    if (!input.files || input.files.length === 0) {
      input.focus();
      return;
    }
    add(input.files);
    input.value = "";
    input.dispatchEvent(new Event("change")); // the name shown beside the button follows
  });
  ["dragenter", "dragover"].forEach((type) => zone.addEventListener(type, (e) => {
    e.preventDefault();
    zone.classList.add("over");
  }));
  ["dragleave", "drop"].forEach((type) => zone.addEventListener(type, () => zone.classList.remove("over")));
  zone.addEventListener("drop", (e) => {
    e.preventDefault();
    if (e.dataTransfer && e.dataTransfer.files.length > 0) add(e.dataTransfer.files);
  });
});
