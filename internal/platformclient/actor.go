package platformclient

import "context"

// ActorHeader names, on a service-role call, the signed-in user the server acts for; the embedded
// platform records it in its audit trail (and trusts it only with the service role key).
const ActorHeader = "X-Vitrina-Actor"

type actorKey struct{}

// WithActor returns ctx carrying the user (an e-mail address) on whose behalf the service-role calls
// made with it act. The CMS sets it once per request from the session, so every admin action it
// performs with the service role key is attributed to the user, not to the key.
func WithActor(ctx context.Context, actor string) context.Context {
	return context.WithValue(ctx, actorKey{}, actor)
}

// actorFrom returns the actor in ctx, or "".
func actorFrom(ctx context.Context) string {
	a, _ := ctx.Value(actorKey{}).(string)
	return a
}
