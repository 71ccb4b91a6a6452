package storage

import (
	"errors"
	"net/http"

	"github.com/golang-jwt/jwt/v5"

	"github.com/vitrina/vitrina/internal/platform/gateway"
)

// Messages of Storage's AccessDenied answers.
const (
	msgRLSInsert  = "new row violates row-level security policy"
	msgNotAllowed = "Access denied"
)

// identify resolves the caller as the gateway does. No credentials at all is the anon role (public
// buckets need none); a token that fails verification is AccessDenied with the verifier's reason,
// as Storage's JWT check answers — never a silent downgrade to anon.
func (s *Service) identify(r *http.Request) (gateway.Identity, *Error) {
	id, err := s.keys.Identify(r)
	switch {
	case err == nil:
		return id, nil
	case errors.Is(err, gateway.ErrNoCredentials):
		return gateway.Identity{Role: gateway.RoleAnon}, nil
	}
	return gateway.Identity{}, errAccessDenied(jwtMessage(err))
}

// jwtMessage words a verification failure as the jose library behind Storage does.
func jwtMessage(err error) string {
	switch {
	case errors.Is(err, gateway.ErrTokenExpired):
		return `"exp" claim timestamp check failed`
	case errors.Is(err, jwt.ErrTokenSignatureInvalid):
		return "signature verification failed"
	case errors.Is(err, jwt.ErrTokenMalformed):
		return "Invalid Compact JWS"
	}
	return "invalid JWT"
}

// canWrite reports whether a role may upload, delete and sign: a signed-in user or the service
// role. Storage leaves this to row-level security; the embedded platform has no per-object policies.
func canWrite(id gateway.Identity) bool {
	return id.Role == gateway.RoleAuthenticated || id.Role == gateway.RoleServiceRole
}

// requireWriter identifies the caller and refuses roles that may not write.
func (s *Service) requireWriter(r *http.Request, deniedMessage string) (gateway.Identity, *Error) {
	id, e := s.identify(r)
	if e != nil {
		return id, e
	}
	if !canWrite(id) {
		return id, errAccessDenied(deniedMessage)
	}
	return id, nil
}

// requireServiceRole guards bucket management, which only the service role may do.
func (s *Service) requireServiceRole(r *http.Request, deniedMessage string) *Error {
	id, e := s.identify(r)
	if e != nil {
		return e
	}
	if id.Role != gateway.RoleServiceRole {
		return errAccessDenied(deniedMessage)
	}
	return nil
}

// writeTarget runs the checks every object write starts with, cheapest first: the names in the
// path (the key too when withKey), the caller's role, and the bucket's existence.
func (s *Service) writeTarget(r *http.Request, p params, withKey bool, denied string) (gateway.Identity, bucket, error) {
	return s.writeTargetFor(r, p, withKey, false, denied)
}

// writeTargetFor is writeTarget; create says the write only adds a new object, which is all anon and
// signed-in users may do in a drop-box bucket (see isDropBox).
func (s *Service) writeTargetFor(r *http.Request, p params, withKey, create bool, denied string) (gateway.Identity, bucket, error) {
	if withKey {
		if e := checkObjectPath(p.bucket, p.key); e != nil {
			return gateway.Identity{}, bucket{}, e
		}
	} else if !validBucketID(p.bucket) {
		return gateway.Identity{}, bucket{}, errNoSuchBucket()
	}
	var id gateway.Identity
	var e *Error
	if create && s.isDropBox(p.bucket) {
		id, e = s.identify(r)
	} else if id, e = s.requireWriter(r, denied); e == nil && !s.mayUseBucket(id, p.bucket) {
		e = errAccessDenied(denied)
	}
	if e != nil {
		return id, bucket{}, e
	}
	if err := s.checkBucketViews(r, id, denied, p.bucket); err != nil {
		return id, bucket{}, err
	}
	b, err := loadBucket(r.Context(), s.db, p.bucket)
	return id, b, err
}

// adminTarget runs the checks of the bucket routes that name a bucket: the service role, then a
// well-formed id.
func (s *Service) adminTarget(r *http.Request, p params, denied string) *Error {
	if e := s.requireServiceRole(r, denied); e != nil {
		return e
	}
	if !validBucketID(p.bucket) {
		return errNoSuchBucket()
	}
	return nil
}

// checkBucketViews refuses a signed-in caller whose views of the permission grid do not include one
// that writes every bucket named (see Options.MayWrite).
func (s *Service) checkBucketViews(r *http.Request, id gateway.Identity, denied string, buckets ...string) error {
	if s.mayWrite == nil || id.Role != gateway.RoleAuthenticated {
		return nil
	}
	for _, b := range buckets {
		ok, err := s.mayWrite(r.Context(), id, b)
		if err != nil {
			return err
		}
		if !ok {
			return errAccessDenied(denied)
		}
	}
	return nil
}
