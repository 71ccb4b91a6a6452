// Small progressive enhancements for the admin; every page works without them, except reading the
// recovery link, whose token arrives in the URL fragment (never sent to the server).
document.addEventListener("DOMContentLoaded", () => {
  // Confirm destructive actions: <form data-confirm="¿Eliminar…?">.
  document.querySelectorAll("form[data-confirm]").forEach((form) => {
    form.addEventListener("submit", (e) => {
      if (!window.confirm(form.dataset.confirm)) e.preventDefault();
    });
  });

  // The recovery link lands on /restablecer#access_token=…&type=recovery.
  const tokenInput = document.getElementById("access_token");
  if (tokenInput) {
    const params = new URLSearchParams(window.location.hash.slice(1));
    const error = params.get("error_description");
    if (params.get("access_token")) {
      tokenInput.value = params.get("access_token");
      history.replaceState(null, "", window.location.pathname);
    } else if (!tokenInput.value) {
      const box = document.getElementById("link-error");
      box.textContent = error ? "El enlace no es válido o ha caducado." : "Abra esta página desde el enlace que recibió por correo.";
      box.hidden = false;
    }
  }
});

// Password strength hint: under a new-password field, how long it is against the minimum (length is
// what makes a password strong; there are no composition rules).
document.addEventListener("DOMContentLoaded", () => {
  document.querySelectorAll("input[data-strength]").forEach((input) => {
    const min = Number(input.getAttribute("minlength")) || 12;
    const out = document.createElement("p");
    out.className = "hint strength";
    out.setAttribute("aria-live", "polite");
    input.closest("label").after(out);
    const update = () => {
      const n = [...input.value].length;
      let word = "demasiado corta";
      if (n >= min + 8) word = "fuerte";
      else if (n >= min + 4) word = "buena";
      else if (n >= min) word = "aceptable";
      out.textContent = n ? n + " caracteres: " + word : "";
      out.dataset.level = word;
    };
    input.addEventListener("input", update);
    update();
  });
});

// Copy buttons: data-copy names the field whose text goes to the clipboard; the button says so
// (data-copied) for a moment. Without the clipboard API the field is selected for a manual copy.
document.addEventListener("click", (ev) => {
  const btn = ev.target.closest("button[data-copy]");
  if (!btn) return;
  const field = document.querySelector(btn.dataset.copy);
  if (!field) return;
  field.select();
  if (!navigator.clipboard) return;
  navigator.clipboard.writeText(field.value).then(() => {
    const label = btn.textContent;
    btn.textContent = btn.dataset.copied || label;
    setTimeout(() => { btn.textContent = label; }, 2000);
  }).catch(() => {});
});

// Sidebar groups the user closed stay closed on the next page (kept in this browser only).
document.addEventListener("DOMContentLoaded", () => {
  const key = "vitrina.nav.closed";
  let closed = [];
  try { closed = JSON.parse(localStorage.getItem(key) || "[]"); } catch (e) { closed = []; }
  document.querySelectorAll("details.nav-group[data-group]").forEach((group) => {
    // The group of the page shown is always open.
    if (closed.includes(group.dataset.group) && !group.querySelector("[aria-current]")) group.open = false;
    group.addEventListener("toggle", () => {
      const name = group.dataset.group;
      closed = closed.filter((g) => g !== name);
      if (!group.open) closed.push(name);
      try { localStorage.setItem(key, JSON.stringify(closed)); } catch (e) { /* private mode */ }
    });
  });
});

// Lists with bulk actions (<form class="bulk" id="X"> and rows' <input name="id" form="X">): a
// "Marcar todos" box in the action bar marks or clears every row of the page.
document.addEventListener("DOMContentLoaded", () => {
  document.querySelectorAll("form.bulk[id]").forEach((form) => {
    // form.id would be the rows' own "id" fields (form controls shadow the form's properties).
    const boxes = [...document.querySelectorAll(`input[type=checkbox][name=id][form="${form.getAttribute("id")}"]`)];
    if (!boxes.length) return;
    const label = document.createElement("label");
    label.className = "select-all";
    const all = document.createElement("input");
    all.type = "checkbox";
    label.append(all, " Marcar todos");
    form.prepend(label);
    all.addEventListener("change", () => boxes.forEach((b) => { b.checked = all.checked; }));
    boxes.forEach((b) => b.addEventListener("change", () => {
      all.checked = boxes.every((x) => x.checked);
      all.indeterminate = !all.checked && boxes.some((x) => x.checked);
    }));
  });
});

// The user's menu in the top bar: without script its links are a plain list; here the name becomes a
// disclosure button (Enter or Space opens it, Escape closes it and returns to the button, a click
// elsewhere closes it).
document.addEventListener("DOMContentLoaded", () => {
  const menu = document.querySelector("[data-user-menu]");
  if (!menu) return;
  const name = menu.querySelector(".user-name");
  const list = menu.querySelector(".user-links");
  const button = document.createElement("button");
  button.type = "button";
  button.className = "user-button";
  button.id = name.id;
  button.setAttribute("aria-expanded", "false");
  button.setAttribute("aria-controls", list.id);
  const label = document.createElement("span");
  label.textContent = name.textContent;
  const caret = document.createElement("span");
  caret.setAttribute("aria-hidden", "true");
  caret.textContent = "▾";
  button.append(label, caret);
  name.replaceWith(button);
  list.removeAttribute("aria-labelledby");
  list.setAttribute("aria-label", "Cuenta de " + label.textContent);
  menu.classList.add("enhanced");
  const setOpen = (open) => {
    menu.classList.toggle("open", open);
    button.setAttribute("aria-expanded", String(open));
    // The panel hangs from the button's right edge; when the button sits at the left of a phone's
    // screen (a long company name pushes it to a second row), it would open off the screen.
    list.classList.remove("from-left");
    if (open && list.getBoundingClientRect().left < 0) list.classList.add("from-left");
  };
  button.addEventListener("click", () => {
    const open = button.getAttribute("aria-expanded") !== "true";
    setOpen(open);
    if (open) list.querySelector("a, button")?.focus();
  });
  menu.addEventListener("keydown", (ev) => {
    if (ev.key !== "Escape" || !menu.classList.contains("open")) return;
    setOpen(false);
    button.focus();
  });
  document.addEventListener("click", (ev) => {
    if (!menu.contains(ev.target)) setOpen(false);
  });
  menu.addEventListener("focusout", (ev) => {
    if (ev.relatedTarget && !menu.contains(ev.relatedTarget)) setOpen(false);
  });
});

// The top bar's real height, for what sticks below it (the editing panels' buttons): a long company
// or user name wraps the bar onto two lines on a phone, and the buttons must not hide under it.
document.addEventListener("DOMContentLoaded", () => {
  const bar = document.querySelector(".topbar");
  if (!bar || typeof ResizeObserver !== "function") return;
  new ResizeObserver(() => {
    document.documentElement.style.setProperty("--topbar-height", bar.offsetHeight + "px");
  }).observe(bar);
});
