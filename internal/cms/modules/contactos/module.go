// Package contactos is the admin module of the view `contactos`: the inbox of the public contact
// form (table mensajes_contacto). It lists the messages with status filters and search, shows one
// (marking it read), replies to the sender by e-mail and keeps the reply with the message, archives
// or deletes several at once, exports them as CSV, and counts the unread ones for the navigation.
// It also owns the two jobs of the inbox that `serve` runs: the notifier, which e-mails each new
// message to the company from the stored row (retrying until the mail path accepts it), and the
// retention purge. The messages are personal data: the platform lets no role but the service role
// read them, so every read here happens after the shell checked the user's view.
package contactos

import (
	"context"
	"embed"

	"github.com/vitrina/vitrina/internal/cms/shell"
)

//go:embed templates static
var assets embed.FS

// view is the module's vista_slug.
const view = "contactos"

type module struct{ shell.Kit }

// New builds the module in the shell.
func New(app *shell.App) (shell.Module, error) {
	kit, err := app.Kit(assets)
	if err != nil {
		return shell.Module{}, err
	}
	m := &module{kit}
	mod := kit.Module(view, m.routes, recordKinds()...)
	mod.Counter = func(ctx context.Context, _ *shell.User) (int, error) { return Unread(ctx, m.Svc) }
	return mod, nil
}

func (m *module) routes(r shell.Routes) {
	r.Page("GET /admin/contactos/{$}", m.listPage)
	r.Page("GET /admin/contactos/exportar.csv", m.export)
	r.Page("POST /admin/contactos/lote", m.bulk)
	r.Page("GET /admin/contactos/{id}", m.detail)
	r.Page("POST /admin/contactos/{id}/responder", m.reply)
	r.Page("POST /admin/contactos/{id}/estado", m.setStatus)
	r.Page("POST /admin/contactos/{id}/eliminar", m.deleteForm)
}
