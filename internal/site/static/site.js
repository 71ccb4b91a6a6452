// The phone menu. Without this script the «Menú» link jumps to the navigation list, which the
// stylesheet shows when it is the page's target; with it the link becomes a disclosure button that
// shows and hides the list, and Escape closes it and puts the focus back on the button. Nothing
// else is trapped or moved.
(function () {
  "use strict";
  var link = document.querySelector(".menu-toggle");
  var list = document.getElementById("navegacion");
  if (!link || !list) {
    return;
  }
  var button = document.createElement("button");
  button.type = "button";
  button.className = link.className;
  button.textContent = link.textContent;
  button.setAttribute("aria-controls", list.id);
  button.setAttribute("aria-expanded", "false");
  link.replaceWith(button);
  document.documentElement.classList.add("menu-js");

  function setOpen(open) {
    button.setAttribute("aria-expanded", String(open));
    list.classList.toggle("open", open);
  }
  button.addEventListener("click", function () {
    setOpen(button.getAttribute("aria-expanded") !== "true");
  });
  document.addEventListener("keydown", function (e) {
    if (e.key === "Escape" && button.getAttribute("aria-expanded") === "true") {
      setOpen(false);
      button.focus();
    }
  });
})();
