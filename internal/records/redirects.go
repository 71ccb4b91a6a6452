package records

import (
	"context"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// The redirects (table redirecciones, view seo) from old addresses, and the visits and missing
// addresses the site counts (the platform's registrar_visita and registrar_404 bound them).

// Redirect is a row of redirecciones.
type Redirect struct {
	ID      int64  `json:"id"`
	Origen  string `json:"origen"`
	Destino string `json:"destino"`
	Tipo    int    `json:"tipo"` // 301 or 302
}

// RedirectsAfter reads the redirects whose id follows last, in id order, at most limit.
func RedirectsAfter(ctx context.Context, c *platformclient.Client, last int64, limit int) ([]Redirect, error) {
	var rows []Redirect
	_, err := c.From("redirecciones", c.Anon()).Select("id,origen,destino,tipo").
		Filter("id", "gt", last).Order("id", false).Limit(limit).Get(ctx, &rows)
	return rows, wrap("read the redirects", err)
}

// LastRedirectID is the id of the newest redirect, 0 without any.
func LastRedirectID(ctx context.Context, c *platformclient.Client) (int64, error) {
	var rows []struct {
		ID int64 `json:"id"`
	}
	_, err := c.From("redirecciones", c.Anon()).Select("id").Order("id", true).Limit(1).Get(ctx, &rows)
	if err != nil || len(rows) == 0 {
		return 0, wrap("read the newest redirect", err)
	}
	return rows[0].ID, nil
}

// CountRedirectVisit counts a visit to the redirect from path.
func CountRedirectVisit(ctx context.Context, c *platformclient.Client, path string) error {
	return wrap("count a redirect's visit", c.RPC(ctx, c.Anon(), "registrar_visita", map[string]string{"p_origen": path}, nil))
}

// LogNotFound files a missing address in the 404 log, with the request's referrer and user agent.
func LogNotFound(ctx context.Context, c *platformclient.Client, path, referrer, agent string) error {
	args := map[string]string{"p_ruta": path, "p_referente": referrer, "p_agente": agent}
	return wrap("log a 404", c.RPC(ctx, c.Anon(), "registrar_404", args, nil))
}

// InsertRedirects inserts redirects.
func InsertRedirects(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, rows []Fields) error {
	return wrap("insert redirects", c.From("redirecciones", cred).Insert(ctx, rows, nil))
}

// InsertNotFoundLog inserts entries of the 404 log (table registro_404).
func InsertNotFoundLog(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, rows []Fields) error {
	return wrap("insert 404 log entries", c.From("registro_404", cred).Insert(ctx, rows, nil))
}
