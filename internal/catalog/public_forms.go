package catalog

import (
	"github.com/vitrina/vitrina/internal/contactform"
	"github.com/vitrina/vitrina/internal/platform/schema"
)

// The inboxes of the public forms (contact messages, job applications) share how a sender is
// declared and how fast one address may send: the forms' own bounds, held by the tables.

// oneLine is a text column that refuses line breaks and holds at most max characters.
func oneLine(name string, notNull bool, max int) schema.Column {
	return schema.Column{Name: name, Type: schema.Text, NotNull: notNull, MaxLength: max, OneLine: true}
}

// senderColumns are the sender's name, e-mail and phone, as the public forms bound them.
func senderColumns() []schema.Column {
	return []schema.Column{
		oneLine("nombre", true, contactform.MaxName), oneLine("email", true, contactform.MaxEmail),
		oneLine("telefono", false, contactform.MaxPhone),
	}
}

// formLimit is the public forms' flood limit per client address.
func formLimit() *schema.Limit {
	return &schema.Limit{Max: contactform.PerAddress, Window: contactform.Window}
}
