// The media library's picker for image fields:
//
//   <input type="file" name="imagen" data-preview="#vista-imagen"
//          data-media-picker="contenido" data-media-field="imagen_biblioteca">
//   <input type="hidden" name="imagen_biblioteca">
//
// adds an «Elegir de la biblioteca» button next to the file input. It opens a dialog with the
// images of the bucket named by data-media-picker (GET /admin/media/elegir, searchable, paged);
// choosing one puts its path in the hidden field, shows it in the preview and clears the file
// input; choosing a file to upload clears the hidden field again. A user without the library's
// view gets a short message instead of the dialog; without JavaScript the upload works as before.
// The dialog also uploads: a file chosen in it goes to the library and is picked. The dialog itself
// is window.vitrinaPickImage(bucket, onChoose, focusAfter), which the rich-text editor's image
// dialog opens too.
window.vitrinaPickImage = (bucket, onChoose, focusAfter) => {
  const dialog = document.createElement("dialog");
  dialog.className = "media-picker";
  dialog.setAttribute("aria-labelledby", "picker-title");
  dialog.innerHTML = '<h2 id="picker-title">Elegir una imagen de la biblioteca</h2>' +
    '<form method="dialog" class="filters"><label>Buscar <input type="search" name="buscar"></label>' +
    '<button type="submit" class="secondary" value="buscar">Buscar</button></form>' +
    '<div class="picker-upload"><label>Subir una imagen nueva <small>(JPG, PNG, WebP o GIF)</small>' +
    '<input type="file" name="archivos" accept="image/jpeg,image/png,image/webp,image/gif"></label></div>' +
    '<p class="hint" role="status"></p><ul class="picker-grid"></ul>' +
    '<div class="actions"><button type="button" class="secondary" data-more hidden>Más imágenes</button>' +
    '<button type="button" data-close>Cerrar</button></div>';
  document.body.append(dialog);
  const grid = dialog.querySelector(".picker-grid");
  const status = dialog.querySelector("[role=status]");
  const more = dialog.querySelector("[data-more]");
  const search = dialog.querySelector("input[type=search]");
  const upload = dialog.querySelector(".picker-upload input");
  let page = 1;

  // A file chosen here goes to the library (its «biblioteca» folder) and is picked at once.
  upload.addEventListener("change", async () => {
    const file = upload.files && upload.files[0];
    if (!file) return;
    const data = new FormData();
    data.append("bucket", bucket || "contenido");
    data.append("carpeta", "biblioteca");
    data.append("archivos", file, file.name);
    status.textContent = "Subiendo «" + file.name + "»…";
    let stored;
    try {
      const res = await fetch("/admin/media/subir", { method: "POST", body: data, headers: { Accept: "application/json" } });
      const answer = await res.json();
      stored = answer.archivos && answer.archivos[0];
      if (!stored || stored.error || !stored.ruta) throw new Error((stored && stored.error) || answer.error || "No se pudo subir (" + res.status + ").");
    } catch (err) {
      status.textContent = err.message;
      upload.value = "";
      return;
    }
    dialog.close();
    onChoose({ bucket: stored.bucket, ruta: stored.ruta, nombre: stored.nombre, url: stored.url, texto_alternativo: "" });
  });

  const load = async (reset) => {
    page = reset ? 1 : page + 1;
    if (reset) grid.textContent = "";
    status.textContent = "Cargando…";
    const q = new URLSearchParams({ bucket, buscar: search.value, pagina: String(page) });
    let answer;
    try {
      const res = await fetch("/admin/media/elegir?" + q.toString(), { headers: { Accept: "application/json" } });
      if (!res.ok) throw new Error(String(res.status));
      answer = await res.json();
    } catch (_) {
      status.textContent = "La biblioteca no está disponible: suba un archivo en su lugar.";
      more.hidden = true;
      return;
    }
    answer.archivos.forEach((file) => {
      const item = document.createElement("li");
      const pick = document.createElement("button");
      pick.type = "button";
      pick.className = "picker-item";
      const img = document.createElement("img");
      img.src = file.url;
      img.alt = "";
      img.loading = "lazy";
      img.width = 160;
      img.height = 120;
      const name = document.createElement("span");
      name.textContent = file.nombre;
      pick.append(img, name);
      if (file.texto_alternativo) pick.title = file.texto_alternativo;
      pick.addEventListener("click", () => {
        dialog.close();
        onChoose(file);
      });
      item.append(pick);
      grid.append(item);
    });
    const shown = (page - 1) * answer.por_pagina + answer.archivos.length;
    status.textContent = answer.total === 0 ? "No hay imágenes." : shown + " de " + answer.total + " imágenes.";
    more.hidden = page * answer.por_pagina >= answer.total;
  };

  dialog.addEventListener("close", () => {
    dialog.remove();
    if (focusAfter) focusAfter.focus();
  });
  dialog.querySelector("form").addEventListener("submit", (e) => {
    e.preventDefault();
    load(true);
  });
  more.addEventListener("click", () => load(false));
  dialog.querySelector("[data-close]").addEventListener("click", () => dialog.close());
  dialog.showModal();
  load(true);
};

document.addEventListener("DOMContentLoaded", () => {
  document.querySelectorAll("input[type=file][data-media-picker]").forEach((input) => {
    const hidden = input.form && input.form.elements[input.dataset.mediaField];
    if (!hidden) return;
    const button = document.createElement("button");
    button.type = "button";
    button.className = "secondary media-pick";
    button.textContent = "Elegir de la biblioteca";
    const note = document.createElement("p");
    note.className = "hint media-picked";
    note.setAttribute("aria-live", "polite");
    if (hidden.value) note.textContent = "Elegida de la biblioteca: " + hidden.value;
    (input.closest("label") || input).after(button, note);
    input.addEventListener("change", () => {
      if (input.files && input.files.length > 0) {
        hidden.value = "";
        note.textContent = "";
      }
    });
    const choose = (file) => {
      hidden.value = file.ruta;
      input.value = "";
      note.textContent = "Elegida de la biblioteca: " + file.ruta;
      const preview = input.dataset.preview && document.querySelector(input.dataset.preview);
      if (preview) {
        preview.src = file.url;
        preview.hidden = false;
      }
    };
    button.addEventListener("click", () => window.vitrinaPickImage(input.dataset.mediaPicker, choose, button));
  });
});
