// Menus: drag and drop to reorder the items of one level (the new order is posted to
// /admin/menus/orden, the same as the "Subir"/"Bajar" buttons do one step at a time), and on the
// item form, only the target field of the chosen kind is shown, with a search over long lists.
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

  // The item form: a search field above a long list of targets (<select data-search>) narrows its
  // options to the titles that contain what is typed (accents and case aside); without
  // JavaScript the list is a plain select.
  function plain(text) { return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase(); }
  document.querySelectorAll("select[data-search]").forEach(function (select) {
    var search = document.createElement("input");
    search.type = "search";
    search.className = "target-search";
    search.placeholder = select.getAttribute("data-search") + "…";
    search.setAttribute("aria-label", select.getAttribute("data-search"));
    if (select.id) { search.setAttribute("aria-controls", select.id); }
    var count = document.createElement("p");
    count.className = "hint target-count";
    count.setAttribute("role", "status");
    // Typing a search changes nothing to save: the form's autosave and leave warning ignore it.
    ["input", "change"].forEach(function (type) {
      search.addEventListener(type, function (ev) { ev.stopPropagation(); });
    });
    search.addEventListener("input", function () {
      var q = plain(search.value.trim());
      var shown = 0;
      select.querySelectorAll("option").forEach(function (o) {
        var keep = !o.value || o.selected || !q || plain(o.textContent).indexOf(q) >= 0;
        o.hidden = !keep;
        if (keep && o.value) { shown++; }
      });
      select.querySelectorAll("optgroup").forEach(function (g) {
        g.hidden = !g.querySelector("option:not([hidden])");
      });
      count.textContent = q ? (shown === 1 ? "1 coincide." : shown + " coinciden.") : "";
    });
    select.before(search);
    select.after(count);
  });

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
