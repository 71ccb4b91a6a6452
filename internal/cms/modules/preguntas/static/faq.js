// The FAQ list's drag and drop: rows are dragged into a new order, and "Guardar orden" (shown once
// something moved) posts the ids in that order. Without JavaScript the ↑/↓ buttons do the same.
(function () {
  var table = document.getElementById("preguntas");
  var save = document.getElementById("guardar-orden");
  if (!table || !save) return;
  var body = table.tBodies[0];
  var dragged = null;
  body.addEventListener("dragstart", function (e) {
    dragged = e.target.closest("tr");
    if (!dragged) return;
    dragged.classList.add("dragging");
    e.dataTransfer.effectAllowed = "move";
    e.dataTransfer.setData("text/plain", dragged.dataset.id);
  });
  body.addEventListener("dragover", function (e) {
    if (!dragged) return;
    e.preventDefault();
    var over = e.target.closest("tr");
    if (!over || over === dragged) return;
    var box = over.getBoundingClientRect();
    body.insertBefore(dragged, e.clientY > box.top + box.height / 2 ? over.nextSibling : over);
  });
  body.addEventListener("drop", function (e) { e.preventDefault(); });
  body.addEventListener("dragend", function () {
    if (!dragged) return;
    dragged.classList.remove("dragging");
    dragged = null;
    save.hidden = false;
  });
})();
