package storage

import (
	"net/http"
)

// emptyBatch is how many objects one transaction of an empty-bucket removes.
const emptyBatch = 500

// emptyBucket is POST /bucket/{id}/empty: removes every object. Storage queues the work; here it
// is done before answering, in batches so no transaction grows with the bucket. Like Storage,
// a caller without the service role gets a real HTTP 403.
func (s *Service) emptyBucket(w http.ResponseWriter, r *http.Request, p params) {
	if e := s.adminTarget(r, p, msgNotAllowed); e != nil {
		if e.Code == "AccessDenied" {
			e.HTTPStatus = http.StatusForbidden
		}
		s.fail(w, r, e)
		return
	}
	b, err := loadBucket(r.Context(), s.db, p.bucket)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	for {
		gone, err := s.removeObjects(r, "id IN (SELECT id FROM storage_objects WHERE bucket_id = ? LIMIT ?)", b.ID, emptyBatch)
		if err != nil {
			s.fail(w, r, err)
			return
		}
		if len(gone) < emptyBatch {
			break
		}
	}
	writeJSON(w, http.StatusOK, map[string]string{"message": "Empty bucket has been queued. Completion may take up to an hour."})
}
