package storage

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/platform/gateway"
)

// readMode is how a download route authenticates.
type readMode int

const (
	readOptional      readMode = iota // /object/{bucket}/{key}: a JWT is optional
	readAuthenticated                 // /object/authenticated/...: a JWT is required
	readPublic                        // /object/public/...: no JWT; the bucket must be public
)

// getObject is GET/HEAD of /object/{bucket}/{key}, /object/authenticated/… and /object/public/…,
// which differ only in how they authenticate.
func (s *Service) getObject(mode readMode) handlerFunc {
	return func(w http.ResponseWriter, r *http.Request, p params) {
		o, err := s.readableObject(r, p, mode)
		if err != nil {
			s.fail(w, r, err)
			return
		}
		s.serveObject(w, r, o, mode == readPublic)
	}
}

// readableObject finds the object a read route names, if the caller may read it. Public buckets
// are readable by anyone; a private bucket only by a signed-in user or the service role, and to
// anyone else it does not exist (as Storage answers without a valid JWT).
func (s *Service) readableObject(r *http.Request, p params, mode readMode) (object, error) {
	if e := checkObjectPath(p.bucket, p.key); e != nil {
		return object{}, e
	}
	var id gateway.Identity
	if mode != readPublic {
		if mode == readAuthenticated && gateway.BearerToken(r) == "" && gateway.APIKey(r) == "" {
			return object{}, errAccessDenied("No authorization header was provided")
		}
		var e *Error
		if id, e = s.identify(r); e != nil {
			return object{}, e
		}
	}
	b, err := loadBucket(r.Context(), s.db, p.bucket)
	if err != nil {
		return object{}, err
	}
	if !b.Public && (mode == readPublic || !canWrite(id)) || !s.mayUseBucket(id, b.ID) {
		return object{}, errNoSuchBucket()
	}
	return loadObject(r.Context(), s.db, b.ID, p.key)
}
