package records

import (
	"context"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// The contact form's messages (table mensajes_contacto, view contactos): anon may insert one and
// read nothing back.

// StoreContactMessage inserts one accepted message.
func StoreContactMessage(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, row Fields) error {
	return wrap("store contact message", c.From("mensajes_contacto", cred).Insert(ctx, row, nil))
}

// InsertContactMessages inserts messages.
func InsertContactMessages(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, rows []Fields) error {
	return wrap("insert contact messages", c.From("mensajes_contacto", cred).Insert(ctx, rows, nil))
}
