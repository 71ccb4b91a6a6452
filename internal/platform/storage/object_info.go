package storage

import (
	"encoding/json"
	"net/http"
)

// objectInfoJSON is Storage's GET /object/info answer (storage-js camel-cases it).
type objectInfoJSON struct {
	ID           string          `json:"id"`
	Name         string          `json:"name"`
	BucketID     string          `json:"bucket_id"`
	Size         int64           `json:"size"`
	ContentType  string          `json:"content_type"`
	CacheControl string          `json:"cache_control"`
	ETag         string          `json:"etag"`
	Metadata     json.RawMessage `json:"metadata"`
	LastModified string          `json:"last_modified"`
	CreatedAt    string          `json:"created_at"`
}

// infoObject is GET of /object/info/{bucket}/{key}, /object/info/authenticated/… and
// /object/info/public/…: the object's description without its bytes.
func (s *Service) infoObject(mode readMode) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request, p params) {
		o, err := s.readableObject(r, p, mode)
		if err != nil {
			s.fail(w, r, err)
			return
		}
		writeInfo(w, o)
	}
}

func writeInfo(w http.ResponseWriter, o object) {
	meta := o.UserMetadata
	if meta == nil {
		meta = json.RawMessage("{}")
	}
	writeJSON(w, http.StatusOK, objectInfoJSON{ID: o.ID, Name: o.Name, BucketID: o.BucketID, Size: o.Metadata.Size,
		ContentType: o.Metadata.Mimetype, CacheControl: o.Metadata.CacheControl, ETag: o.Metadata.ETag, Metadata: meta,
		LastModified: isoTime(o.UpdatedAt.Time), CreatedAt: isoTime(o.CreatedAt.Time)})
}
