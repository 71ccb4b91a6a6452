package web

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
)

// clientsRoutes are the clients module's pages (view clientes), with its client categories.
func (a *App) clientsRoutes(mux *http.ServeMux) {
	mux.HandleFunc("GET /admin/clientes/{$}", a.clientList)
	mux.HandleFunc("GET /admin/clientes/nuevo", a.clientForm)
	mux.HandleFunc("POST /admin/clientes/nuevo", a.clientSave)
	mux.HandleFunc("GET /admin/clientes/{id}", a.clientForm)
	mux.HandleFunc("POST /admin/clientes/{id}", a.clientSave)
	mux.HandleFunc("POST /admin/clientes/{id}/eliminar", a.clientDelete)
	mux.HandleFunc("GET /admin/clientes/categorias/{$}", a.clientCategoryList)
	mux.HandleFunc("POST /admin/clientes/categorias/{$}", a.clientCategorySave)
	mux.HandleFunc("POST /admin/clientes/categorias/{id}/nombre", a.clientCategorySave)
	mux.HandleFunc("POST /admin/clientes/categorias/{id}/eliminar", a.clientCategoryDelete)
}

// clientRow is a client with its logo's address.
type clientRow struct {
	cms.Client
	LogoSrc string
}

// clientListData is the clients list page.
type clientListData struct {
	Rows      []clientRow
	Filter    listFilter
	Pager     modulePager
	Categoria int64
}

// clientList is the list: newest first, `page`/`rowsPerPage`, optional `categoria` filter.
func (a *App) clientList(w http.ResponseWriter, r *http.Request) {
	p, _ := principalFrom(r.Context())
	q := r.URL.Query()
	pg := parsePaging(q)
	cat := cms.PositiveID(q.Get("categoria"))
	cats, err := a.svc.ClientCategories(r.Context(), p.token)
	if err != nil {
		a.failurePage(w, r, err)
		return
	}
	clients, total, err := a.svc.Clients(r.Context(), p.token, cms.ListParams{Offset: pg.Offset(), Limit: pg.RowsPerPage, Categoria: cat})
	if err != nil {
		a.failurePage(w, r, err)
		return
	}
	pg.Total = total
	rows := make([]clientRow, len(clients))
	for i, c := range clients {
		rows[i] = clientRow{Client: c, LogoSrc: a.logoSrc(c.LogoURL)}
	}
	v := a.adminView(r, "clientes", "Clientes")
	opts := make([]categoryOption, len(cats))
	for i, c := range cats {
		opts[i] = categoryOption{ID: c.ID, Label: c.Nombre}
	}
	v.Data = clientListData{Rows: rows, Filter: filterOf("/admin/clientes/", opts, cat, pg), Pager: pagerOf(pg), Categoria: cat}
	a.render(w, r, http.StatusOK, "clientes", v)
}

// logoSrc is the public address of a stored logo, or "".
func (a *App) logoSrc(path *string) string {
	if path == nil || *path == "" {
		return ""
	}
	return a.svc.Client().PublicURL(cms.BucketClients, *path)
}
