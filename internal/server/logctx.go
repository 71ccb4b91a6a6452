package server

import (
	"context"
	"log/slog"
)

// requestIDHandler adds the request's id to every record logged with a request's context (the
// *Context logging calls), so a handler's own lines can be matched with the access log's line.
type requestIDHandler struct{ slog.Handler }

// withRequestIDs returns a logger whose records carry request_id when their context has one.
func withRequestIDs(logger *slog.Logger) *slog.Logger {
	if _, ok := logger.Handler().(requestIDHandler); ok {
		return logger
	}
	return slog.New(requestIDHandler{logger.Handler()})
}

func (h requestIDHandler) Handle(ctx context.Context, rec slog.Record) error {
	if id := RequestID(ctx); id != "" {
		rec.AddAttrs(slog.String("request_id", id))
	}
	return h.Handler.Handle(ctx, rec)
}

func (h requestIDHandler) WithAttrs(attrs []slog.Attr) slog.Handler {
	return requestIDHandler{h.Handler.WithAttrs(attrs)}
}

func (h requestIDHandler) WithGroup(name string) slog.Handler {
	return requestIDHandler{h.Handler.WithGroup(name)}
}
