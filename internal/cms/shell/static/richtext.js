// Rich-text editing for every <textarea data-richtext> of the admin, with Quill (vendor/quill,
// loaded only on pages that have such a field). The textarea stays the form field: the editor
// writes its HTML there on every change, so the form posts as before and works without
// JavaScript; the server sanitizes whatever arrives (bluemonday), the editor is only a convenience.
// Headings, bold, italic, links, quotes, lists, tables (Quill's table module: insert, add and
// remove rows and columns), images (uploaded or from the media library, with alt text) and an HTML
// source view; Quill's keyboard shortcuts (Ctrl+B, Ctrl+I, Ctrl+K…); pasted text from word processors
// keeps only the formats above.
document.addEventListener("DOMContentLoaded", () => {
  const areas = document.querySelectorAll("textarea[data-richtext]");
  if (!areas.length) return;
  const css = document.createElement("link");
  css.rel = "stylesheet";
  css.href = "/cms-static/vendor/quill/quill.snow.css";
  document.head.append(css);
  const script = document.createElement("script");
  script.src = "/cms-static/vendor/quill/quill.js";
  script.addEventListener("load", () => {
    registerImage();
    areas.forEach(attach);
  });
  document.head.append(script);
});

// Toolbar buttons' names for screen readers (Quill's are bare icons).
const toolbarLabels = {
  "ql-header-2": "Título", "ql-header-3": "Subtítulo", "ql-bold": "Negrita", "ql-italic": "Cursiva",
  "ql-link": "Enlace", "ql-blockquote": "Cita", "ql-list-ordered": "Lista numerada",
  "ql-list-bullet": "Lista con viñetas", "ql-image": "Imagen", "ql-clean": "Quitar formato",
  "ql-tabla": "Insertar tabla", "ql-tabla-fila": "Añadir fila debajo", "ql-tabla-columna": "Añadir columna a la derecha",
  "ql-tabla-quitar-fila": "Quitar fila", "ql-tabla-quitar-columna": "Quitar columna", "ql-tabla-quitar": "Quitar tabla",
};

// The table buttons' faces (Quill has no icons for them): short signs, named by toolbarLabels.
const tableFaces = {
  "ql-tabla": "▦", "ql-tabla-fila": "+≡", "ql-tabla-columna": "+⦀",
  "ql-tabla-quitar-fila": "−≡", "ql-tabla-quitar-columna": "−⦀", "ql-tabla-quitar": "×▦",
};

// An image keeps its alt text: its value is {url, alt} instead of Quill's bare address.
function registerImage() {
  const BaseImage = Quill.import("formats/image");
  class AltImage extends BaseImage {
    static create(value) {
      const node = super.create(typeof value === "string" ? value : value.url);
      if (value && value.alt) node.setAttribute("alt", value.alt);
      return node;
    }
    static value(node) {
      return { url: node.getAttribute("src"), alt: node.getAttribute("alt") || "" };
    }
  }
  Quill.register(AltImage, true);
}

function attach(area) {
  const label = area.closest("label");
  const name = label ? labelText(label, area) : "Texto";
  const box = document.createElement("div");
  box.className = "richtext";
  const editorHost = document.createElement("div");
  box.append(editorHost);
  (label || area).after(box);

  const table = () => quill.getModule("table");
  const quill = new Quill(editorHost, {
    theme: "snow",
    modules: {
      table: true,
      toolbar: {
        container: [[{ header: 2 }, { header: 3 }], ["bold", "italic", "link", "blockquote"],
          [{ list: "ordered" }, { list: "bullet" }], ["image"],
          ["tabla", "tabla-fila", "tabla-columna", "tabla-quitar-fila", "tabla-quitar-columna", "tabla-quitar"], ["clean"]],
        handlers: {
          image: () => imageDialog(quill, area),
          "tabla": () => insertTable(quill),
          "tabla-fila": () => table().insertRowBelow(),
          "tabla-columna": () => table().insertColumnRight(),
          "tabla-quitar-fila": () => table().deleteRow(),
          "tabla-quitar-columna": () => table().deleteColumn(),
          "tabla-quitar": () => table().deleteTable(),
        },
      },
    },
  });
  quill.clipboard.dangerouslyPasteHTML(area.value, "silent"); // client-side only: the server sanitizes
  const editor = box.querySelector(".ql-editor");
  editor.setAttribute("role", "textbox");
  editor.setAttribute("aria-multiline", "true");
  editor.setAttribute("aria-label", name);
  const toolbar = box.querySelector(".ql-toolbar");
  toolbar.setAttribute("role", "toolbar");
  toolbar.setAttribute("aria-label", "Formato de " + name);
  toolbar.querySelectorAll("button").forEach((b) => {
    const key = [...b.classList].find((c) => c.startsWith("ql-")) + (b.value ? "-" + b.value : "");
    if (toolbarLabels[key]) {
      b.setAttribute("aria-label", toolbarLabels[key]);
      b.title = toolbarLabels[key];
    }
    if (tableFaces[key]) {
      b.textContent = tableFaces[key];
      b.classList.add("richtext-table-button");
    }
  });

  const sync = () => {
    // Quill marks table cells with their row's id and the table with an inline border: the site's
    // stylesheet draws tables, and the ids mean nothing outside the editor.
    area.value = quill.getLength() > 1 ? quill.getSemanticHTML().replace(/&nbsp;/g, " ")
      .replace(/ data-row="[^"]*"/g, "").replace(/<table style="[^"]*">/g, "<table>") : "";
    area.dispatchEvent(new Event("input", { bubbles: true })); // the live preview listens
  };
  quill.on("text-change", sync);

  // The HTML source view: the textarea itself, shown in place of the editor.
  const source = document.createElement("button");
  source.type = "button";
  source.className = "secondary richtext-source";
  source.textContent = "Ver código HTML";
  source.setAttribute("aria-pressed", "false");
  toolbar.append(source);
  area.hidden = true;
  source.addEventListener("click", () => {
    const showing = area.hidden;
    if (showing) {
      sync();
    } else {
      quill.setContents([], "silent");
      quill.clipboard.dangerouslyPasteHTML(area.value, "silent");
    }
    area.hidden = !showing;
    editor.parentElement.hidden = showing;
    toolbar.querySelectorAll("button:not(.richtext-source)").forEach((b) => { b.disabled = showing; });
    source.setAttribute("aria-pressed", String(showing));
    source.textContent = showing ? "Volver al editor" : "Ver código HTML";
    (showing ? area : editor).focus();
  });
}

// insertTable puts a three-by-three table on a line of its own: Quill's module turns the current
// line into the first cell, so text before the cursor would end up inside the table.
function insertTable(quill) {
  const at = quill.getSelection(true);
  const [line] = quill.getLine(at.index);
  if (line && line.length() > 1) {
    quill.insertText(at.index, "\n", "user");
    quill.setSelection(at.index + 1, 0, "silent");
  }
  quill.getModule("table").insertTable(3, 3);
}

// labelText is the label's own words, without the field inside it.
function labelText(label, area) {
  const copy = label.cloneNode(true);
  copy.querySelectorAll("textarea, input, select").forEach((el) => el.remove());
  return copy.textContent.trim() || "Texto";
}

// imageDialog asks for a picture — uploaded to the server, which stores it, or chosen from the
// media library when its picker is on the page — and its alt text (the library's, if it has one,
// offered to start from), then inserts it where the cursor was.
function imageDialog(quill, area) {
  const range = quill.getSelection(true);
  const dialog = document.createElement("dialog");
  dialog.className = "richtext-dialog";
  dialog.setAttribute("aria-labelledby", "richtext-dialog-title");
  dialog.innerHTML =
    '<form method="dialog" class="form">' +
    '<h2 id="richtext-dialog-title">Insertar imagen</h2>' +
    '<label>Imagen (JPG, PNG, WebP o GIF)<input type="file" name="file" accept="image/jpeg,image/png,image/webp,image/gif" required></label>' +
    (window.vitrinaPickImage ? '<button type="button" class="secondary" value="library">Elegir de la biblioteca</button>' +
      '<p class="hint" data-chosen aria-live="polite"></p>' : "") +
    '<label>Texto alternativo<input type="text" name="alt" required maxlength="200"></label>' +
    '<p class="hint">Describa la imagen para quien no puede verla.</p>' +
    '<p class="error" role="alert" hidden></p>' +
    '<div class="actions"><button type="submit" value="insert">Insertar</button>' +
    '<button type="button" class="secondary" value="cancel">Cancelar</button></div></form>';
  document.body.append(dialog);
  const form = dialog.querySelector("form");
  const error = dialog.querySelector(".error");
  dialog.querySelector("button[value=cancel]").addEventListener("click", () => dialog.close());
  dialog.addEventListener("close", () => { dialog.remove(); quill.focus(); });
  const insert = (url) => {
    quill.insertEmbed(range.index, "image", { url, alt: form.alt.value.trim() }, "user");
    quill.setSelection(range.index + 1, 0, "silent");
    dialog.close();
  };
  let chosen = ""; // the address of a picture chosen from the library
  const library = dialog.querySelector("button[value=library]");
  if (library) {
    library.addEventListener("click", () => window.vitrinaPickImage("contenido", (file) => {
      chosen = file.url;
      form.file.value = "";
      form.file.required = false;
      dialog.querySelector("[data-chosen]").textContent = "Elegida de la biblioteca: " + file.nombre;
      if (!form.alt.value.trim() && file.texto_alternativo) form.alt.value = file.texto_alternativo;
    }, form.alt));
    form.file.addEventListener("change", () => {
      chosen = "";
      form.file.required = true;
      dialog.querySelector("[data-chosen]").textContent = "";
    });
  }
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    if (chosen && !form.file.files.length) {
      insert(chosen);
      return;
    }
    const data = new FormData();
    data.append("file", form.file.files[0]);
    error.hidden = true;
    fetch("/admin/editor/imagen", { method: "POST", body: data, credentials: "same-origin" })
      .then((res) => res.json().then((body) => (res.ok ? body : Promise.reject(body.error || "Error"))))
      .then((body) => insert(body.url))
      .catch((message) => {
        error.textContent = typeof message === "string" ? message : "No se pudo subir la imagen.";
        error.hidden = false;
      });
  });
  dialog.showModal();
}
