package storage

import "net/http"

// getBucket is GET /bucket/{id}.
func (s *Service) getBucket(w http.ResponseWriter, r *http.Request, p params) {
	if e := s.adminTarget(r, p, msgNotAllowed); e != nil {
		s.fail(w, r, e)
		return
	}
	b, err := loadBucket(r.Context(), s.db, p.bucket)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, b.JSON())
}
