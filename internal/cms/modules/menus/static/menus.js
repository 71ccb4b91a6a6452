// Menus: drag and drop to reorder the items of one level (the new order is posted to
// /admin/menus/orden, the same as the "Subir"/"Bajar" buttons do one step at a time), and on the
// item form, only the target field of the chosen kind is shown.
(function () {
  "use strict";

  // The item form: show the field of the chosen kind of target.
  var kinds = document.querySelectorAll("[data-target-kind]");
  function showTarget() {
    var chosen = document.querySelector("[data-target-kind]:checked");
    document.querySelectorAll("[data-target]").forEach(function (el) {
      el.hidden = !chosen || el.getAttribute("data-target") !== chosen.value;
    });
  }
  if (kinds.length) {
    kinds.forEach(function (k) { k.addEventListener("change", showTarget); });
    showTarget();
  }

  // The list: drag an item over a sibling to put it before (upper half) or after (lower half) it.
  var dragged = null;
  var status = document.getElementById("estado-orden");
  document.querySelectorAll(".menu-item").forEach(function (item) {
    item.addEventListener("dragstart", function (ev) {
      ev.stopPropagation();
      dragged = item;
      item.classList.add("dragging");
      ev.dataTransfer.effectAllowed = "move";
      ev.dataTransfer.setData("text/plain", item.getAttribute("data-id"));
    });
    item.addEventListener("dragend", function () {
      item.classList.remove("dragging");
      document.querySelectorAll(".drop-target").forEach(function (el) { el.classList.remove("drop-target"); });
    });
    item.addEventListener("dragover", function (ev) {
      if (!dragged || dragged === item || dragged.parentElement !== item.parentElement) { return; }
      ev.preventDefault();
      ev.stopPropagation();
      item.classList.add("drop-target");
    });
    item.addEventListener("dragleave", function () { item.classList.remove("drop-target"); });
    item.addEventListener("drop", function (ev) {
      if (!dragged || dragged === item || dragged.parentElement !== item.parentElement) { return; }
      ev.preventDefault();
      ev.stopPropagation();
      item.classList.remove("drop-target");
      var box = item.getBoundingClientRect();
      var level = item.parentElement;
      level.insertBefore(dragged, ev.clientY < box.top + box.height / 2 ? item : item.nextElementSibling);
      save(level);
    });
  });

  function save(level) {
    var body = new URLSearchParams();
    body.append("ubicacion", level.getAttribute("data-menu"));
    body.append("padre", level.getAttribute("data-padre"));
    level.querySelectorAll(":scope > .menu-item").forEach(function (li) { body.append("id", li.getAttribute("data-id")); });
    fetch("/admin/menus/orden", { method: "POST", credentials: "same-origin", body: body, redirect: "follow" })
      .then(function (res) {
        if (!res.ok) { throw new Error(String(res.status)); }
        location.reload(); // the buttons' enabled state and the flash follow the saved order
      })
      .catch(function () {
        if (status) { status.textContent = "No se pudo guardar el orden: recargue la página."; }
      });
  }
})();
