// The editorial lifecycle's edit lock heartbeat (lifecycle.Handlers): while the form of an item
// is open, tell the server every minute that its editor is still here (a lock without a heartbeat
// for 5 minutes is stale). When someone else has taken the item over, say so.
document.addEventListener("DOMContentLoaded", () => {
  const form = document.querySelector("form[data-lock-url]");
  if (!form) return;
  const lost = document.getElementById("bloqueo-perdido");
  const beat = () => {
    fetch(form.dataset.lockUrl, { method: "POST", credentials: "same-origin" })
      .then((res) => (res.ok ? res.json() : Promise.reject(res.status)))
      .then((state) => {
        if (lost) lost.hidden = state.mine;
      })
      .catch(() => {});
  };
  setInterval(beat, 60000);
});
