// The rich-text editor of every <textarea data-richtext>: Quill (vendor/quill, loaded only when the
// page has such a field), in Spanish. The textarea stays the form field: the editor writes its HTML
// there on every change, so the form posts as before and works without JavaScript; the server
// sanitizes whatever arrives, the editor is only a convenience. Pasted text (Word, Google Docs)
// keeps only the formats of the toolbar. Tab leaves the editor, as in any other field.
// Loading this file twice is harmless: everything lives in this function, and a second load only
// attaches the editor to fields that have none. Fields added later (the page builder's blocks) get
// theirs through window.vitrinaRichText.attach(container).
(function () {
  "use strict";
  if (window.vitrinaRichText) {
    window.vitrinaRichText.attach(document);
    return;
  }

  var FORMATS = ["header", "bold", "italic", "link", "blockquote", "list", "indent", "image",
    "table", "table-row", "table-body", "table-container"];
  var LABELS = {
    "ql-header-2": "Título", "ql-header-3": "Subtítulo", "ql-bold": "Negrita (Ctrl+B)",
    "ql-italic": "Cursiva (Ctrl+I)", "ql-link": "Enlace (Ctrl+K)", "ql-blockquote": "Cita",
    "ql-list-ordered": "Lista numerada", "ql-list-bullet": "Lista con viñetas",
    "ql-image": "Imagen", "ql-tabla": "Tabla", "ql-clean": "Quitar formato",
  };
  // The table's actions, shown as labelled buttons while the cursor is in a table.
  var TABLE_ACTIONS = [["insertRowBelow", "Añadir fila"], ["insertColumnRight", "Añadir columna"],
    ["deleteRow", "Quitar fila"], ["deleteColumn", "Quitar columna"], ["deleteTable", "Quitar tabla"]];
  var loading = null; // the promise of Quill's script, once asked for

  function loadQuill() {
    if (window.Quill) return Promise.resolve();
    if (loading) return loading;
    ["/cms-static/vendor/quill/quill.snow.css", "/cms-static/richtext.css"].forEach(function (href) {
      var css = document.createElement("link");
      css.rel = "stylesheet";
      css.href = href;
      document.head.append(css);
    });
    loading = new Promise(function (resolve, reject) {
      var script = document.createElement("script");
      script.src = "/cms-static/vendor/quill/quill.js";
      script.onload = function () { registerImage(); resolve(); };
      script.onerror = reject;
      document.head.append(script);
    });
    return loading;
  }

  // attach gives every rich field inside root that has no editor yet its editor.
  function attach(root) {
    var areas = Array.prototype.filter.call((root || document).querySelectorAll("textarea[data-richtext]"),
      function (a) { return !a.dataset.richtextReady; });
    if (!areas.length) return Promise.resolve();
    areas.forEach(function (a) { a.dataset.richtextReady = "1"; });
    return loadQuill().then(function () { areas.forEach(editorFor); });
  }
  window.vitrinaRichText = { attach: attach };

  // An image keeps its alt text: its value is {url, alt} instead of Quill's bare address.
  function registerImage() {
    var BaseImage = window.Quill.import("formats/image");
    class AltImage extends BaseImage {
      static create(value) {
        var node = super.create(typeof value === "string" ? value : value.url);
        if (value && value.alt) node.setAttribute("alt", value.alt);
        return node;
      }
      static value(node) { return { url: node.getAttribute("src"), alt: node.getAttribute("alt") || "" }; }
    }
    window.Quill.register(AltImage, true);
  }

  function editorFor(area) {
    var label = area.closest("label");
    var name = label ? labelText(label) : "Texto";
    var box = document.createElement("div");
    box.className = "richtext";
    var host = document.createElement("div");
    box.append(host);
    (label || area).after(box);
    var quill = new window.Quill(host, {
      theme: "snow",
      formats: FORMATS,
      modules: {
        table: true,
        keyboard: { bindings: { tab: false, indent: false, outdent: false, "table tab": false, "table shift+tab": false } },
        toolbar: {
          container: [[{ header: 2 }, { header: 3 }], ["bold", "italic", "link", "blockquote"],
            [{ list: "ordered" }, { list: "bullet" }], ["image", "tabla"], ["clean"]],
          handlers: {
            link: function () { linkDialog(quill); },
            image: function () { imageDialog(quill); },
            tabla: function () { insertTable(quill); },
          },
        },
      },
    });
    quill.clipboard.dangerouslyPasteHTML(area.value, "silent"); // client-side only: the server sanitizes
    var editor = box.querySelector(".ql-editor");
    editor.setAttribute("role", "textbox");
    editor.setAttribute("aria-multiline", "true");
    editor.setAttribute("aria-label", name);
    var toolbar = box.querySelector(".ql-toolbar");
    toolbar.setAttribute("role", "toolbar");
    toolbar.setAttribute("aria-label", "Formato de " + name);
    toolbar.querySelectorAll("button").forEach(function (b) {
      var key = Array.prototype.find.call(b.classList, function (c) { return c.indexOf("ql-") === 0; }) + (b.value ? "-" + b.value : "");
      if (LABELS[key]) { b.setAttribute("aria-label", LABELS[key]); b.title = LABELS[key]; }
    });
    var tableButton = toolbar.querySelector(".ql-tabla");
    tableButton.textContent = "Tabla";
    tableButton.title = "Insertar una tabla de 3 × 3";
    tableButton.classList.add("richtext-text-button");
    spanishTooltip(quill);
    tableBar(quill, box, toolbar);

    var sync = function () {
      // Quill marks table cells with their row's id and the table with an inline border: the site's
      // stylesheet draws tables, and the ids mean nothing outside the editor.
      area.value = quill.getLength() > 1 ? quill.getSemanticHTML().replace(/&nbsp;/g, " ")
        .replace(/ data-row="[^"]*"/g, "").replace(/<table style="[^"]*">/g, "<table>") : "";
      area.dispatchEvent(new Event("input", { bubbles: true })); // previews and unsaved-change guards listen
    };
    quill.on("text-change", sync);
    sourceView(quill, area, toolbar, editor, sync);
  }

  // sourceView adds «Ver código HTML»: the textarea itself, shown in place of the editor.
  function sourceView(quill, area, toolbar, editor, sync) {
    var source = document.createElement("button");
    source.type = "button";
    source.className = "secondary richtext-source";
    source.textContent = "Ver código HTML";
    source.setAttribute("aria-pressed", "false");
    toolbar.append(source);
    area.hidden = true;
    source.addEventListener("click", function () {
      var showing = area.hidden;
      if (showing) {
        sync();
      } else {
        quill.setContents([], "silent");
        quill.clipboard.dangerouslyPasteHTML(area.value, "silent");
      }
      area.hidden = !showing;
      editor.parentElement.hidden = showing;
      toolbar.querySelectorAll("button:not(.richtext-source)").forEach(function (b) { b.disabled = showing; });
      source.setAttribute("aria-pressed", String(showing));
      source.textContent = showing ? "Volver al editor" : "Ver código HTML";
      (showing ? area : editor).focus();
    });
  }

  // tableBar shows the table's actions, as buttons with their names, while the cursor is in a table.
  function tableBar(quill, box, toolbar) {
    var bar = document.createElement("div");
    bar.className = "richtext-table-bar";
    bar.setAttribute("role", "group");
    bar.setAttribute("aria-label", "Tabla");
    bar.hidden = true;
    TABLE_ACTIONS.forEach(function (action) {
      var b = document.createElement("button");
      b.type = "button";
      b.className = "secondary";
      b.textContent = action[1];
      b.dataset.tableAction = action[0];
      b.addEventListener("click", function () {
        quill.getModule("table")[action[0]]();
        quill.focus();
      });
      bar.append(b);
    });
    toolbar.after(bar);
    quill.on("editor-change", function () {
      var range = quill.getSelection();
      if (range) bar.hidden = !quill.getFormat(range).table;
    });
  }

  // insertTable puts a three-by-three table on a line of its own: Quill's module turns the current
  // line into the first cell, so text before the cursor would end up inside the table.
  function insertTable(quill) {
    var at = quill.getSelection(true);
    var line = quill.getLine(at.index)[0];
    if (line && line.length() > 1) {
      quill.insertText(at.index, "\n", "user");
      quill.setSelection(at.index + 1, 0, "silent");
    }
    quill.getModule("table").insertTable(3, 3);
  }

  // spanishTooltip names the pop-up Quill shows on a link (its words are in richtext.css) and makes
  // its actions reachable by keyboard; «Editar» opens the link dialog.
  function spanishTooltip(quill) {
    var tip = quill.theme.tooltip.root;
    var edit = tip.querySelector("a.ql-action");
    var remove = tip.querySelector("a.ql-remove");
    [[edit, "Editar enlace"], [remove, "Quitar enlace"]].forEach(function (pair) {
      pair[0].setAttribute("role", "button");
      pair[0].setAttribute("tabindex", "0");
      pair[0].setAttribute("aria-label", pair[1]);
      pair[0].addEventListener("keydown", function (ev) {
        if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); pair[0].click(); }
      });
    });
    tip.addEventListener("click", function (ev) {
      if (ev.target === edit) {
        ev.stopPropagation();
        ev.preventDefault();
        quill.theme.tooltip.hide();
        linkDialog(quill);
      }
    }, true);
  }

  // labelText is the label's own words, without the field inside it.
  function labelText(label) {
    var copy = label.cloneNode(true);
    copy.querySelectorAll("textarea, input, select, .richtext").forEach(function (el) { el.remove(); });
    return copy.textContent.trim() || "Texto";
  }

  // dialog opens a modal form (title, fields' HTML, buttons' HTML); submit(form, close, fail) runs on
  // «submit»; the editor takes the focus back when it closes.
  function dialog(quill, title, fields, buttons, submit) {
    var d = document.createElement("dialog");
    d.className = "richtext-dialog";
    d.setAttribute("aria-labelledby", "richtext-dialog-title");
    d.innerHTML = '<form method="dialog" class="form"><h2 id="richtext-dialog-title">' + title + "</h2>" + fields +
      '<p class="error" role="alert" hidden></p><div class="actions">' + buttons +
      '<button type="button" class="secondary" value="cancel">Cancelar</button></div></form>';
    document.body.append(d);
    var form = d.querySelector("form");
    var error = d.querySelector(".error");
    var close = function () { d.close(); };
    var fail = function (message) { error.textContent = message; error.hidden = false; };
    d.querySelector("button[value=cancel]").addEventListener("click", close);
    d.addEventListener("close", function () { d.remove(); quill.focus(); });
    form.addEventListener("submit", function (ev) {
      ev.preventDefault();
      error.hidden = true;
      submit(form, close, fail, ev.submitter ? ev.submitter.value : "");
    });
    d.showModal();
    return d;
  }

  // linkDialog adds, changes or removes the link of the selection (or of the link at the cursor).
  function linkDialog(quill) {
    var range = quill.getSelection(true);
    var current = quill.getFormat(range).link || "";
    if (current && !range.length) {
      var found = quill.scroll.descendant(window.Quill.import("formats/link"), range.index);
      if (found[0]) range = { index: range.index - found[1], length: found[0].length() };
    }
    var needsText = !range.length;
    var d = dialog(quill, current ? "Editar enlace" : "Insertar enlace",
      '<label>Dirección del enlace<input type="text" name="url" required autocomplete="off" aria-describedby="richtext-link-hint"></label>' +
      '<p class="hint" id="richtext-link-hint">Una página del sitio, como /contacto, o una dirección completa, como https://ejemplo.es.</p>' +
      (needsText ? '<label>Texto del enlace<input type="text" name="text" maxlength="200"></label>' : ""),
      '<button type="submit" value="save">Guardar enlace</button>' +
      (current ? '<button type="submit" class="danger" value="remove" formnovalidate>Quitar enlace</button>' : ""),
      function (form, close, fail, action) {
        if (action === "remove") {
          quill.formatText(range.index, range.length, "link", false, "user");
          close();
          return;
        }
        var url = form.url.value.trim();
        if (!/^(https?:\/\/|mailto:|tel:|\/|#)/i.test(url)) {
          fail("Escriba una dirección que empiece por /, https://, mailto: o tel:.");
          return;
        }
        if (needsText) {
          var text = form.text.value.trim() || url;
          quill.insertText(range.index, text, { link: url }, "user");
          quill.setSelection(range.index + text.length, 0, "silent");
        } else {
          quill.formatText(range.index, range.length, "link", url, "user");
        }
        close();
      });
    d.querySelector("input[name=url]").value = current;
  }

  // imageDialog asks for a picture — uploaded to the server, which stores it, or chosen from the
  // media library when its picker is on the page — and its alt text (the library's, if it has one,
  // offered to start from), then inserts it where the cursor was.
  function imageDialog(quill) {
    var range = quill.getSelection(true);
    var chosen = ""; // the address of a picture chosen from the library
    var picker = typeof window.vitrinaPickImage === "function";
    var d = dialog(quill, "Insertar imagen",
      '<label>Subir una imagen (JPG, PNG, WebP o GIF)<input type="file" name="file" accept="image/jpeg,image/png,image/webp,image/gif" required></label>' +
      (picker ? '<button type="button" class="secondary" value="library" data-library>Elegir de la biblioteca</button><p class="hint" data-chosen aria-live="polite"></p>' : "") +
      '<label>Texto alternativo<input type="text" name="alt" required maxlength="200" aria-describedby="richtext-alt-hint"></label>' +
      '<p class="hint" id="richtext-alt-hint">Describa la imagen para quien no puede verla.</p>',
      '<button type="submit" value="insert">Insertar</button>',
      function (form, close, fail) {
        var insert = function (url) {
          quill.insertEmbed(range.index, "image", { url: url, alt: form.alt.value.trim() }, "user");
          quill.setSelection(range.index + 1, 0, "silent");
          close();
        };
        if (chosen && !form.file.files.length) {
          insert(chosen);
          return;
        }
        var data = new FormData();
        data.append("file", form.file.files[0]);
        fetch("/admin/editor/imagen", { method: "POST", body: data, credentials: "same-origin" })
          .then(function (res) { return res.json().then(function (body) { return res.ok ? body : Promise.reject(body.error); }); })
          .then(function (body) { insert(body.url); })
          .catch(function (message) { fail(typeof message === "string" ? message : "No se pudo subir la imagen."); });
      });
    var form = d.querySelector("form");
    var library = d.querySelector("[data-library]");
    if (!library) return;
    library.addEventListener("click", function () {
      window.vitrinaPickImage("contenido", function (file) {
        chosen = file.url;
        form.file.value = "";
        form.file.required = false;
        d.querySelector("[data-chosen]").textContent = "Elegida de la biblioteca: " + file.nombre;
        if (!form.alt.value.trim() && file.texto_alternativo) form.alt.value = file.texto_alternativo;
      }, form.alt);
    });
    form.file.addEventListener("change", function () {
      chosen = "";
      form.file.required = true;
      d.querySelector("[data-chosen]").textContent = "";
    });
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", function () { attach(document); });
  } else {
    attach(document);
  }
})();
