package web

import "net/http"

// clientDelete deletes a client record (after the page's confirmation); its logo stays in storage.
func (a *App) clientDelete(w http.ResponseWriter, r *http.Request) {
	a.deleteRecord(w, r, a.svc.DeleteClient, "Cliente eliminado.", "/admin/clientes/")
}
