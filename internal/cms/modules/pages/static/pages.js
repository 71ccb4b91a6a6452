// The page editor's blocks, edited in place. «Añadir bloque» asks the server for the new block's
// fields (the same markup the whole form shows) and adds them at the end; «Subir», «Bajar» and
// «Quitar» move or drop a block at once, and a block can be dragged by its handle. Fields are
// renumbered (b<i>_<name>) so the posted order is the shown order. The preview beside the blocks
// shows the page as the site will render it, refreshed after every change. Without this script the
// same buttons post the form and the server does the same. The image and gallery blocks get the
// media library's picker (picker.js, loaded before this script).
(function () {
  "use strict";
  var form = document.getElementById("pagina-form");
  if (!form || form.dataset.blocksReady) { return; }
  var list = form.querySelector(".block-list");
  var count = form.querySelector('input[name="bloques_n"]');
  if (!list || !count) { return; }
  form.dataset.blocksReady = "1";
  var status = document.getElementById("bloques-estado");
  var empty = document.getElementById("sin-bloques");
  var addButton = document.getElementById("anadir-bloque");
  var kind = document.getElementById("nuevo-tipo");
  var MOVES = { up: "subir", down: "bajar", remove: "quitar" };

  function say(message) {
    status.textContent = message;
    status.hidden = !message;
  }

  function renumber() {
    var items = list.querySelectorAll("[data-block]");
    items.forEach(function (item, i) {
      ["name", "id", "aria-describedby", "for"].forEach(function (attr) {
        item.querySelectorAll("[" + attr + "]").forEach(function (el) {
          el.setAttribute(attr, el.getAttribute(attr).replace(/\bb\d+_/g, "b" + i + "_"));
        });
      });
      item.querySelectorAll("[data-block-number]").forEach(function (el) { el.textContent = String(i + 1); });
      item.querySelectorAll(".visually-hidden").forEach(function (el) {
        el.textContent = el.textContent.replace(/\d+$/, String(i + 1));
      });
      item.querySelectorAll("[data-move]").forEach(function (b) {
        var move = b.getAttribute("data-move");
        b.value = MOVES[move] + "-" + i;
        if (move === "up") { b.disabled = i === 0; }
        if (move === "down") { b.disabled = i === items.length - 1; }
      });
    });
    count.value = String(items.length);
    empty.hidden = items.length > 0;
    preview.soon();
  }

  function blockName(item) {
    return item.querySelector("legend").textContent.replace("⠿", "").replace(/\s+/g, " ").trim();
  }

  function movedMessage(item) {
    var n = list.querySelectorAll("[data-block]").length;
    return blockName(item) + ": ahora en la posición " + item.querySelector("[data-block-number]").textContent + " de " + n + ".";
  }

  // Subir, Bajar, Quitar: the focus stays on the moved block's button, so the keyboard user keeps
  // their place.
  list.addEventListener("click", function (ev) {
    var button = ev.target.closest("[data-move]");
    if (!button) { return; }
    ev.preventDefault();
    var item = button.closest("[data-block]");
    var move = button.getAttribute("data-move");
    var focusNext = null;
    if (move === "up" && item.previousElementSibling) {
      list.insertBefore(item, item.previousElementSibling);
      focusNext = item.querySelector('[data-move="up"]');
    } else if (move === "down" && item.nextElementSibling) {
      list.insertBefore(item.nextElementSibling, item);
      focusNext = item.querySelector('[data-move="down"]');
    } else if (move === "remove") {
      var neighbour = item.nextElementSibling || item.previousElementSibling;
      var name = blockName(item);
      item.remove();
      focusNext = neighbour ? neighbour.querySelector("[data-move]") : addButton;
      say(name + " quitado. Guarde para que el cambio se vea en el sitio.");
    }
    renumber();
    list.querySelectorAll(".moved").forEach(function (el) { el.classList.remove("moved"); });
    if (move !== "remove") {
      item.classList.add("moved");
      say(movedMessage(item));
    }
    if (focusNext && focusNext.disabled) { focusNext = item.querySelector("[data-move]:not([disabled])"); }
    if (focusNext) { focusNext.focus(); }
  });

  // Añadir bloque: the server's fragment of the new block, added at the end.
  addButton.addEventListener("click", function (ev) {
    ev.preventDefault();
    var n = list.querySelectorAll("[data-block]").length;
    var url = list.getAttribute("data-fragment-url") + "?" + new URLSearchParams({ tipo: kind.value, indice: String(n) });
    addButton.disabled = true;
    fetch(url, { credentials: "same-origin" })
      .then(function (res) { return res.text().then(function (text) { return res.ok ? text : Promise.reject(text); }); })
      .then(function (html) {
        var holder = document.createElement("template");
        holder.innerHTML = html.trim();
        var item = holder.content.querySelector("[data-block]");
        list.append(item);
        renumber();
        enhance(item);
        say(blockName(item) + " añadido al final: complételo y guarde.");
        return window.vitrinaRichText ? window.vitrinaRichText.attach(item).then(function () { return item; }) : item;
      })
      .then(function (item) {
        var first = item.querySelector(".ql-editor") || item.querySelector("[autofocus]");
        if (first) { first.focus(); }
      })
      .catch(function (message) {
        say("");
        window.alert(typeof message === "string" && message ? message : "No se pudo añadir el bloque. Inténtelo de nuevo.");
      })
      .finally(function () { addButton.disabled = false; });
  });

  // Drag and drop by the handle (the buttons do the same from the keyboard).
  var dragged = null;
  list.addEventListener("pointerdown", function (ev) {
    var handle = ev.target.closest(".drag-handle");
    if (handle) { handle.closest("[data-block]").draggable = true; }
  });
  list.addEventListener("dragstart", function (ev) {
    dragged = ev.target.closest("[data-block]");
    if (!dragged) { return; }
    ev.dataTransfer.effectAllowed = "move";
    ev.dataTransfer.setData("text/plain", blockName(dragged));
    dragged.classList.add("dragging");
  });
  list.addEventListener("dragover", function (ev) {
    if (!dragged) { return; }
    ev.preventDefault();
    var over = ev.target.closest("[data-block]");
    if (!over || over === dragged) { return; }
    var box = over.getBoundingClientRect();
    list.insertBefore(dragged, ev.clientY < box.top + box.height / 2 ? over : over.nextElementSibling);
  });
  list.addEventListener("dragend", function () {
    if (!dragged) { return; }
    dragged.classList.remove("dragging");
    dragged.draggable = false;
    renumber();
    say(movedMessage(dragged));
    dragged = null;
  });

  // A gallery block's pictures as a list: each with its thumbnail, its alt text, «Subir», «Bajar»
  // and «Quitar». Every change writes the block's lines («archivo | texto alternativo»), which are
  // what the form sends and the server checks; the lines themselves are hidden.
  var gallery = (function () {
    function button(text, action) {
      var b = document.createElement("button");
      b.type = "button";
      b.className = "secondary";
      b.textContent = text;
      b.setAttribute("data-gallery-action", action); // its aria-label names the picture (write)
      return b;
    }
    function fill(li, ref, url, alt) {
      li.textContent = "";
      li.dataset.ref = ref;
      var thumb;
      if (url) {
        thumb = document.createElement("img");
        thumb.src = url;
        thumb.alt = "";
        thumb.width = 96;
        thumb.height = 72;
        thumb.loading = "lazy";
      } else {
        thumb = document.createElement("span");
        thumb.textContent = "Archivo no encontrado";
      }
      thumb.className = "gallery-thumb";
      var label = document.createElement("label");
      label.appendChild(document.createTextNode("Texto alternativo"));
      var input = document.createElement("input");
      input.value = alt || "";
      input.maxLength = 300;
      input.setAttribute("data-gallery-alt", "");
      label.appendChild(input);
      var name = document.createElement("span");
      name.className = "hint gallery-file";
      name.textContent = ref.split("/").pop();
      var actions = document.createElement("span");
      actions.className = "gallery-actions";
      actions.append(button("Subir", "up"), button("Bajar", "down"), button("Quitar", "remove"));
      var fields = document.createElement("span");
      fields.className = "gallery-fields";
      fields.append(label, name, actions);
      li.append(thumb, fields);
    }
    // write puts the list into the block's lines and numbers what the list says of each picture.
    function write(ol) {
      var block = ol.closest("[data-block]");
      var field = block.querySelector("[data-pick-into]");
      var items = Array.prototype.slice.call(ol.children);
      var before = field.value;
      field.value = items.map(function (li) {
        return li.dataset.ref + " | " + li.querySelector("[data-gallery-alt]").value.trim();
      }).join("\n");
      items.forEach(function (li, i) {
        li.querySelector("label").firstChild.textContent = "Texto alternativo de la imagen " + (i + 1);
        li.querySelectorAll("[data-gallery-action]").forEach(function (b) {
          var action = b.getAttribute("data-gallery-action");
          b.setAttribute("aria-label", b.textContent + " la imagen " + (i + 1));
          if (action === "up") { b.disabled = i === 0; }
          if (action === "down") { b.disabled = i === items.length - 1; }
        });
      });
      ol.hidden = items.length === 0;
      block.querySelector("[data-gallery-empty]").hidden = items.length > 0;
      if (field.value.trim() !== before.trim()) {
        field.dispatchEvent(new Event("input", { bubbles: true })); // the autosave and the preview follow
      }
    }
    function enhance(root) {
      root.querySelectorAll("[data-gallery]").forEach(function (ol) {
        if (ol.dataset.ready) { return; }
        ol.dataset.ready = "1";
        ol.closest("[data-block]").querySelector("[data-gallery-lines]").hidden = true;
        Array.prototype.forEach.call(ol.children, function (li) { fill(li, li.dataset.ref, li.dataset.url, li.dataset.alt); });
        write(ol);
      });
    }
    function add(block, ref, url, alt) {
      var ol = block.querySelector("[data-gallery]");
      if (!ol || !ol.dataset.ready) { return false; }
      var li = document.createElement("li");
      fill(li, ref, url, alt);
      ol.appendChild(li);
      write(ol);
      li.querySelector("[data-gallery-alt]").focus();
      return true;
    }
    list.addEventListener("input", function (ev) {
      if (ev.target.hasAttribute("data-gallery-alt")) { write(ev.target.closest("[data-gallery]")); }
    });
    list.addEventListener("click", function (ev) {
      var b = ev.target.closest("[data-gallery-action]");
      if (!b) { return; }
      var li = b.closest("li");
      var ol = li.parentNode;
      var action = b.getAttribute("data-gallery-action");
      if (action === "remove") {
        var next = li.nextElementSibling || li.previousElementSibling;
        li.remove();
        write(ol);
        var focus = next ? next.querySelector('[data-gallery-action="remove"]') : ol.closest("[data-block]").querySelector('[data-pick="galeria"]');
        if (focus) { focus.focus(); }
        say("Imagen quitada de la galería.");
        return;
      }
      if (action === "up" && li.previousElementSibling) { ol.insertBefore(li, li.previousElementSibling); }
      if (action === "down" && li.nextElementSibling) { ol.insertBefore(li.nextElementSibling, li); }
      write(ol);
      // The focus stays on the button, or on the other move at the end of the list.
      b = li.querySelector('[data-gallery-action="' + action + '"]');
      if (b.disabled) { b = li.querySelector('[data-gallery-action="' + (action === "up" ? "down" : "up") + '"]'); }
      (b.disabled ? li.querySelector("[data-gallery-alt]") : b).focus();
      say("Imagen movida: ahora es la " + (Array.prototype.indexOf.call(ol.children, li) + 1) + " de " + ol.children.length + ".");
    });
    return { enhance: enhance, add: add };
  })();

  // The media library's picker for the image and gallery blocks.
  function enhance(root) {
    root.querySelectorAll(".drag-handle").forEach(function (h) { h.hidden = false; });
    gallery.enhance(root);
    if (typeof window.vitrinaPickImage !== "function") { return; }
    root.querySelectorAll("[data-pick]").forEach(function (b) { b.hidden = false; });
    root.querySelectorAll("[data-image-field] [data-no-script]").forEach(function (label) {
      if (!label.querySelector("[aria-invalid]")) { label.hidden = true; }
    });
  }
  enhance(list);
  list.addEventListener("click", function (ev) {
    var button = ev.target.closest("[data-pick]");
    if (!button || typeof window.vitrinaPickImage !== "function") { return; }
    var block = button.closest("[data-block]");
    var field = block.querySelector("[data-pick-into]");
    // No folder given: a page may show a picture of any public part of the library.
    window.vitrinaPickImage("", function (file) {
      var ref = file.bucket + "/" + file.ruta;
      if (button.getAttribute("data-pick") === "galeria") {
        if (gallery.add(block, ref, file.url, file.texto_alternativo)) { return; }
        var lines = field.value.replace(/\n\s*$/, ""); // without trailing blank lines
        field.value = (lines ? lines + "\n" : "") + ref + " | " + (file.texto_alternativo || "");
        preview.soon();
        return;
      }
      field.value = ref;
      var alt = block.querySelector('[name$="_alt"]');
      if (alt && !alt.value.trim() && file.texto_alternativo) { alt.value = file.texto_alternativo; }
      var picture = block.querySelector("[data-pick-preview]");
      picture.src = file.url;
      picture.hidden = false;
      block.querySelector("[data-pick-name]").textContent = "Imagen elegida: " + (file.nombre || ref);
      button.firstChild.textContent = "Cambiar la imagen";
      preview.soon();
    }, button); // the focus comes back to the button that opened the picker
  });

  // The live preview: the unsaved page rendered by the server, its complete blocks only.
  var preview = (function () {
    var box = document.getElementById("vista-viva");
    var frame = document.getElementById("vista-viva-marco");
    var timer = 0;
    var running = null;
    function refresh() {
      var data = new URLSearchParams(new FormData(form));
      data.set("accion", "vista-previa");
      data.set("vista_viva", "1");
      if (running) { running.abort(); }
      running = new AbortController();
      fetch(form.action, { method: "POST", body: data, credentials: "same-origin", signal: running.signal })
        .then(function (res) { return res.ok ? res.text() : Promise.reject(res.status); })
        .then(function (html) {
          frame.srcdoc = html;
          frame.dataset.refreshed = String(Number(frame.dataset.refreshed || "0") + 1);
        })
        .catch(function () { /* the next change tries again; the form is what counts */ });
    }
    if (!box || !frame) { return { soon: function () {} }; }
    box.hidden = false;
    return {
      soon: function () {
        window.clearTimeout(timer);
        timer = window.setTimeout(refresh, 400);
      },
    };
  })();
  form.addEventListener("input", preview.soon);
  form.addEventListener("change", preview.soon);
  preview.soon();
})();
