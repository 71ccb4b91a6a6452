// Package requestid carries the id the server gives every request in its context, so that log lines
// and audit entries written deep inside a handler can name the request they belong to.
package requestid

import "context"

type key struct{}

// With returns ctx carrying id.
func With(ctx context.Context, id string) context.Context { return context.WithValue(ctx, key{}, id) }

// From returns the request id in ctx, or "".
func From(ctx context.Context) string {
	id, _ := ctx.Value(key{}).(string)
	return id
}
