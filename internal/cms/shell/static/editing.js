// The editing frame of an item's form (<form data-autosave="<the form's address>">), the same in every
// module:
//
//   - a warning before leaving the page with unsaved changes (only once something was typed, never
//     on the form's own submit);
//   - autosave: a few seconds after the editor stops typing, the form's fields are kept in this
//     browser (localStorage, under the form's address and the version of the item it was opened
//     on), so a crash or a closed tab loses nothing; reopening the form brings them back with a
//     notice and «Descartar». A save that went through (the next page says so) clears them, and so
//     does a page the server sent back from what was just typed with a change of its own (a form
//     marked data-autosave-fresh, as after «Copiar del español»);
//   - the publish panel's primary button says «Programar» while «Publicar el» is in the future.
//
// Everything here is a convenience: without JavaScript the form posts as usual.
(() => {
  const prefix = "vitrina.autosave:";
  const pendingKey = "vitrina.autosave.pending";
  const store = (() => {
    try {
      const s = window.localStorage;
      s.setItem(prefix + "probe", "1");
      s.removeItem(prefix + "probe");
      return s;
    } catch (_) {
      return null; // private mode or storage disabled: no autosave
    }
  })();
  const session = (() => { try { return window.sessionStorage; } catch (_) { return null; } })();

  const keyOf = (form) => {
    const version = form.elements.version ? form.elements.version.value : "";
    return prefix + form.dataset.autosave + "@v" + (version || "0");
  };

  // The fields an autosave keeps: what the editor types or chooses (not files, the version, buttons).
  const fieldsOf = (form) => [...form.elements].filter((el) => el.name && !el.disabled && el.name !== "version" &&
    !["file", "submit", "button", "reset", "password", "hidden"].includes(el.type) && el.tagName !== "BUTTON" &&
    el.tagName !== "FIELDSET" && el.tagName !== "OBJECT" && el.tagName !== "OUTPUT");

  const snapshot = (form) => fieldsOf(form).map((el) => {
    if (el.type === "checkbox" || el.type === "radio") return [el.name, el.value, el.checked];
    if (el.tagName === "SELECT" && el.multiple) return [el.name, [...el.selectedOptions].map((o) => o.value)];
    return [el.name, el.value];
  });

  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

  const apply = (form, fields) => {
    const els = fieldsOf(form);
    fields.forEach(([name, value, checked], i) => {
      // The same field at the same place (fields of one name repeat, as in a list of blocks).
      const el = els[i] && els[i].name === name ? els[i] : els.find((e) => e.name === name && (checked === undefined || e.value === value));
      if (!el) return;
      if (el.type === "checkbox" || el.type === "radio") el.checked = !!checked;
      else if (el.tagName === "SELECT" && el.multiple) [...el.options].forEach((o) => { o.selected = value.includes(o.value); });
      else el.value = value;
    });
  };

  const when = (ms) => new Date(ms).toLocaleString("es-ES", { day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit" });

  // A save that went through: the page after it shows the success message (not the confirmation of
  // the password, which leads back to the form).
  if (session) {
    const pending = session.getItem(pendingKey);
    if (pending && location.pathname !== "/admin/cuenta/confirmar") {
      session.removeItem(pendingKey);
      if (store && document.querySelector("main .flash")) store.removeItem(pending);
    }
  }

  document.querySelectorAll("form[data-autosave]").forEach((form) => {
    const key = keyOf(form);
    let dirty = false;
    let submitting = false;
    let timer = 0;

    const save = () => {
      timer = 0;
      if (!store || submitting) return;
      try {
        store.setItem(key, JSON.stringify({ at: Date.now(), fields: snapshot(form) }));
      } catch (_) { /* full: the warning before leaving still protects the work */ }
    };
    const touched = () => {
      dirty = true;
      form.dataset.dirty = "1";
      clearTimeout(timer);
      timer = setTimeout(save, 2000);
    };

    // Bring back what a closed tab or a crash left, restored into the fields before any editor
    // attaches to them (this runs before DOMContentLoaded).
    if (store && "autosaveFresh" in form.dataset) {
      store.removeItem(key);
    } else if (store) {
      let kept = null;
      try { kept = JSON.parse(store.getItem(key) || "null"); } catch (_) { kept = null; }
      if (kept && Array.isArray(kept.fields) && !same(kept.fields, snapshot(form))) {
        apply(form, kept.fields);
        dirty = true;
        form.dataset.dirty = "1";
        const notice = document.createElement("div");
        notice.className = "autosave-notice";
        notice.id = "autosave-recuperado";
        notice.setAttribute("role", "status");
        const text = document.createElement("p");
        text.textContent = "Se recuperaron cambios sin guardar del " + when(kept.at) + ". Revíselos y guarde para conservarlos.";
        const discard = document.createElement("button");
        discard.type = "button";
        discard.className = "secondary";
        discard.textContent = "Descartar";
        discard.addEventListener("click", () => {
          store.removeItem(key);
          dirty = false;
          location.reload();
        });
        notice.append(text, discard);
        form.before(notice);
      } else if (kept) {
        store.removeItem(key);
      }
    }

    form.addEventListener("input", touched);
    form.addEventListener("change", touched);
    form.addEventListener("submit", (e) => {
      if (e.submitter && e.submitter.formTarget) {
        // A preview in another tab: the editor stays here. What was typed is kept in this browser
        // now, so a preview that replaced this page (a browser without tabs) and the way back to
        // the form lose nothing.
        clearTimeout(timer);
        if (dirty) save();
        return;
      }
      // Keep the work until the next page says it was saved; no warning while the form leaves.
      clearTimeout(timer);
      if (dirty) save();
      submitting = true;
      if (session) session.setItem(pendingKey, key);
      // A submit another script cancelled (a declined confirmation, or upload.js sending it itself,
      // which says when it is done) leaves the editor on the page.
      setTimeout(() => { if (e.defaultPrevented) submitting = false; });
    });
    // The page upload.js sends by itself: the save went through, nothing to warn about.
    form.addEventListener("vitrina:saved", () => { submitting = true; });

    window.addEventListener("beforeunload", (e) => {
      if (!dirty || submitting) return;
      e.preventDefault();
      e.returnValue = ""; // older browsers need it set
    });

    // «Programar» while «Publicar el» is in the future, «Publicar» otherwise.
    const primary = form.querySelector("button[data-schedule-label]");
    const at = form.elements.publicar_en;
    if (primary && at) {
      // «dd/mm/aaaa hh:mm» as the field asks, or the ISO form; null when it cannot be read yet.
      const typed = (s) => {
        const m = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(\d{1,2}):(\d{2})\s*$/.exec(s);
        if (m) return new Date(+m[3], +m[2] - 1, +m[1], +m[4], +m[5]);
        const iso = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(s.trim()) ? new Date(s.trim().replace(" ", "T")) : null;
        return iso && !isNaN(iso) ? iso : null;
      };
      const label = () => {
        const t = typed(at.value);
        primary.textContent = t && t > new Date() ? primary.dataset.scheduleLabel : primary.dataset.publishLabel;
      };
      at.addEventListener("input", label);
      at.addEventListener("change", label);
    }
  });
})();
