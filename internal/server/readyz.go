package server

import (
	"context"
	"net/http"
	"time"
)

// readyz answers 200 when the service can take traffic: the database answers, every migration
// is applied, and the data directory has at least VITRINA_MIN_FREE_SPACE free (a load balancer
// then sends writes to instances that can store them). /healthz says only that the process and database are alive.
func (s *Server) readyz(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	reason := ""
	if err := s.db.Ping(ctx); err != nil {
		s.logger.WarnContext(ctx, "readiness: database does not answer", "error", err)
		reason = "database unavailable"
	} else if pending, err := s.db.MigrationsPending(ctx); err != nil {
		s.logger.WarnContext(ctx, "readiness: cannot read the schema version", "error", err)
		reason = "schema version unknown"
	} else if pending {
		reason = "migrations pending"
	} else if low, free, err := lowSpace(s.cfg.DataDir, s.cfg.MinFreeSpace); err != nil {
		s.logger.WarnContext(ctx, "readiness: cannot read the free space of the data directory", "error", err)
		reason = "free space unknown"
	} else if low {
		s.logger.WarnContext(ctx, "readiness: the data directory is low on space", "free_bytes", free, "min_free_bytes", s.cfg.MinFreeSpace)
		reason = "low disk space"
	}
	if reason != "" {
		w.WriteHeader(http.StatusServiceUnavailable)
		_, _ = w.Write([]byte(`{"status":"unavailable","reason":"` + reason + `"}`))
		return
	}
	_, _ = w.Write([]byte(`{"status":"ready"}`))
}
