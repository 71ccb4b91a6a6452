// File inputs in Spanish: the browser draws its own «Choose File / No file chosen» in the
// language of the browser, whatever the page says. With JavaScript each file input gets a button
// «Elegir archivo…» (a label: clicking it opens the browser's dialog) and the chosen file's name
// beside it; the input itself stays in the page, visually hidden but focusable, so the keyboard,
// the form and drag and drop work as before, and its focus shows on the button. Without
// JavaScript the browser's own input is shown and works as usual.
(() => {
  const names = (input) => {
    const files = input.files ? [...input.files] : [];
    if (files.length === 0) return "Ningún archivo elegido";
    if (files.length === 1) return files[0].name;
    return files.length + " archivos elegidos";
  };
  let count = 0;
  const dress = (input) => {
    if (input.closest(".file-choice")) return;
    const box = document.createElement("span");
    box.className = "file-choice";
    // Inside a <label> a nested label is not allowed: the outer one already opens the dialog.
    const button = document.createElement(input.closest("label") ? "span" : "label");
    if (button.tagName === "LABEL") {
      if (!input.id) input.id = "archivo-" + (++count);
      button.htmlFor = input.id;
    }
    button.className = "file-button";
    button.textContent = input.multiple ? "Elegir archivos…" : "Elegir archivo…";
    const chosen = document.createElement("span");
    chosen.className = "file-name";
    chosen.textContent = names(input);
    input.replaceWith(box);
    box.append(input, button, chosen);
    input.classList.add("file-input");
    const show = () => { chosen.textContent = names(input); };
    input.addEventListener("change", show);
    if (input.form) input.form.addEventListener("reset", () => setTimeout(show));
  };
  const run = () => document.querySelectorAll("input[type=file]").forEach(dress);
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", run);
  else run();
})();
