// The page editor's block buttons without a round trip: "Subir", "Bajar" and "Quitar" move or drop
// a block in place and renumber the fields (b<i>_<name>) so the posted order is the shown order.
// Without this script the same buttons do the same on the server. Focus stays on the moved block's
// button, so the keyboard user keeps their place. The image and gallery blocks get the media
// library's picker (picker.js, loaded before this script); without scripts their files are typed as
// «cubo/ruta».
(function () {
  "use strict";
  var form = document.getElementById("pagina-form");
  if (!form) { return; }
  var list = form.querySelector(".block-list");
  var count = form.querySelector('input[name="bloques_n"]');
  if (!list || !count) { return; }

  function renumber() {
    var items = list.querySelectorAll("[data-block]");
    items.forEach(function (item, i) {
      item.querySelectorAll("[name]").forEach(function (el) {
        el.name = el.name.replace(/^b\d+_/, "b" + i + "_");
      });
      item.querySelectorAll("[data-block-number]").forEach(function (el) { el.textContent = String(i + 1); });
      item.querySelectorAll(".visually-hidden").forEach(function (el) {
        el.textContent = el.textContent.replace(/\d+$/, String(i + 1));
      });
      item.querySelectorAll("[data-move]").forEach(function (b) {
        var verb = { up: "subir", down: "bajar", remove: "quitar" }[b.getAttribute("data-move")];
        b.value = verb + "-" + i;
        if (b.getAttribute("data-move") === "up") { b.disabled = i === 0; }
        if (b.getAttribute("data-move") === "down") { b.disabled = i === items.length - 1; }
      });
    });
    count.value = String(items.length);
  }

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
      item.remove();
      focusNext = neighbour ? neighbour.querySelector("[data-move]") : document.getElementById("anadir-bloque");
    }
    renumber();
    list.querySelectorAll(".moved").forEach(function (el) { el.classList.remove("moved"); });
    if (move !== "remove") { item.classList.add("moved"); }
    if (focusNext) {
      if (focusNext.disabled) { focusNext = item.querySelector("[data-move]:not([disabled])"); }
      if (focusNext) { focusNext.focus(); }
    }
  });

  if (window.vitrinaPickImage) {
    list.querySelectorAll("[data-pick]").forEach(function (b) { b.hidden = false; });
  }
  list.addEventListener("click", function (ev) {
    var button = ev.target.closest("[data-pick]");
    if (!button || !window.vitrinaPickImage) { return; }
    var block = button.closest("[data-block]");
    var field = block.querySelector("[data-pick-into]");
    // No bucket: a page may show a picture of any public bucket.
    window.vitrinaPickImage("", function (file) {
      var ref = file.bucket + "/" + file.ruta;
      if (button.getAttribute("data-pick") === "galeria") {
        var lines = field.value.replace(/\n\s*$/, ""); // without trailing blank lines
        field.value = (lines ? lines + "\n" : "") + ref + " | " + (file.texto_alternativo || "");
        return;
      }
      field.value = ref;
      var alt = block.querySelector('[name$="_alt"]');
      if (alt && !alt.value.trim() && file.texto_alternativo) { alt.value = file.texto_alternativo; }
      var preview = block.querySelector("[data-pick-preview]");
      if (preview) {
        preview.src = file.url;
        preview.hidden = false;
      }
    }, field);
  });
})();
