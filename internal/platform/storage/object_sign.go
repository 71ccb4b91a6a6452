package storage

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/golang-jwt/jwt/v5"

	"github.com/vitrina/vitrina/internal/platform/gateway"
)

// Signed URLs: limits on their lifetime and on how many one request signs.
const (
	maxSignSeconds = 10 * 365 * 24 * 3600
	maxSignPaths   = 1000
	scopeDownload  = "download"
)

// urlClaims are the claims of a signed-URL token, as Storage writes them.
type urlClaims struct {
	jwt.RegisteredClaims
	URL   string `json:"url"`
	Scope string `json:"scope"`
	// Transformations is the query (width=…&resize=…) of a signed /render/image URL.
	Transformations string `json:"transformations,omitempty"`
}

// verifyURLToken reads the ?token= of a signed URL into claims (whose url and scope are scoped):
// its signature and expiry with the platform's keys and clock, then its scope, then that its url
// names exactly this object. The errors are Storage's.
func (s *Service) verifyURLToken(r *http.Request, p params, claims jwt.Claims, scoped *urlClaims, scope, wrongScope string) error {
	token := r.URL.Query().Get("token")
	if token == "" {
		return errInvalidRequest("querystring must have required property 'token'")
	}
	if err := s.keys.VerifyClaims(token, claims); err != nil {
		if errors.Is(err, gateway.ErrTokenExpired) {
			return errExpiredToken()
		}
		return errInvalidJWT(jwtMessage(err))
	}
	if scoped.Scope != scope {
		return errInvalidJWT(wrongScope)
	}
	if scoped.URL != p.bucket+"/"+p.key {
		return errInvalidSignature("The url do not match the signature")
	}
	return nil
}

// signURL returns the path (relative to /storage/v1) of a signed download URL, or with a
// transformation (a checked query) of a signed /render/image URL. The path is not
// percent-encoded: supabase-js encodes the whole URL itself.
func (s *Service) signURL(bucketID, name string, seconds int, transformations string) (string, error) {
	now := s.keys.Now()
	claims := urlClaims{URL: bucketID + "/" + name, Scope: scopeDownload, Transformations: transformations}
	claims.IssuedAt = jwt.NewNumericDate(now)
	claims.ExpiresAt = jwt.NewNumericDate(now.Add(time.Duration(seconds) * time.Second))
	token, err := s.keys.SignClaims(claims)
	if err != nil {
		return "", err
	}
	if transformations != "" {
		return "/render/image/sign/" + bucketID + "/" + name + "?token=" + token, nil
	}
	return "/object/sign/" + bucketID + "/" + name + "?token=" + token, nil
}

// signBody is the body of the sign routes; paths only for the multi-path one.
type signBody struct {
	ExpiresIn json.RawMessage `json:"expiresIn"` // a number or a numeric string
	Paths     []string        `json:"paths"`
	// Transform is supabase-js's `transform` option: the URL renders the image.
	Transform *transformBody `json:"transform"`
}

// readSignBody decodes a sign body and checks its lifetime.
func readSignBody(w http.ResponseWriter, r *http.Request) (signBody, int, error) {
	var body signBody
	if err := decodeJSON(w, r, &body, false); err != nil {
		return body, 0, err
	}
	v, ok, err := parseLifetime(body.ExpiresIn)
	switch {
	case err != nil:
		return body, 0, err
	case !ok:
		return body, 0, errInvalidRequest("body must have required property 'expiresIn'")
	case v < 1:
		return body, 0, errInvalidRequest("body/expiresIn must be >= 1")
	case v > maxSignSeconds:
		return body, 0, errInvalidRequest(fmt.Sprintf("body/expiresIn must be <= %d", maxSignSeconds))
	}
	return body, int(v), nil
}

// signObject is POST /object/sign/{bucket}/{key} with {"expiresIn": seconds}.
func (s *Service) signObject(w http.ResponseWriter, r *http.Request, p params) {
	_, b, err := s.writeTarget(r, p, true, msgNotAllowed)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	body, seconds, err := readSignBody(w, r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	transformations, err := body.Transform.query()
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if _, err := loadObject(r.Context(), s.db, b.ID, p.key); err != nil {
		s.fail(w, r, err)
		return
	}
	signed, err := s.signURL(b.ID, p.key, seconds, transformations)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"signedURL": signed})
}

// signedEntry is one answer of a multi-path sign.
type signedEntry struct {
	Error     *string `json:"error"`
	Path      string  `json:"path"`
	SignedURL *string `json:"signedURL"`
}

// signObjects is POST /object/sign/{bucket} with {"expiresIn": seconds, "paths": [...]}.
func (s *Service) signObjects(w http.ResponseWriter, r *http.Request, p params) {
	_, b, err := s.writeTarget(r, p, false, msgNotAllowed)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	body, seconds, err := readSignBody(w, r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if len(body.Paths) == 0 || len(body.Paths) > maxSignPaths {
		s.fail(w, r, errInvalidRequest(fmt.Sprintf("body/paths must have from 1 to %d items", maxSignPaths)))
		return
	}
	out := make([]signedEntry, len(body.Paths))
	for i, name := range body.Paths {
		out[i].Path = name
		exists := false
		if validKey(name) {
			if exists, err = objectExists(r.Context(), s.db, b.ID, name); err != nil {
				s.fail(w, r, err)
				return
			}
		}
		if !exists {
			msg := "Either the object does not exist or you do not have access to it"
			out[i].Error = &msg
			continue
		}
		signed, err := s.signURL(b.ID, name, seconds, "")
		if err != nil {
			s.fail(w, r, err)
			return
		}
		out[i].SignedURL = &signed
	}
	writeJSON(w, http.StatusOK, out)
}

// getSignedObject is GET/HEAD /object/sign/{bucket}/{key}?token=…: no credentials, the token is
// the permission.
func (s *Service) getSignedObject(w http.ResponseWriter, r *http.Request, p params) {
	o, _, err := s.signedObject(w, r, p)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	s.serveObject(w, r, o, false)
}

// signedObject finds the object a signed download URL names: the token's signature and expiry
// are checked with the platform's keys and clock, its scope must be download and its url must
// name exactly this object. It sets the Expires header of the answer.
func (s *Service) signedObject(w http.ResponseWriter, r *http.Request, p params) (object, *urlClaims, error) {
	var claims urlClaims
	if err := s.verifyURLToken(r, p, &claims, &claims, scopeDownload, "The token is not a download token"); err != nil {
		return object{}, nil, err
	}
	if e := checkObjectPath(p.bucket, p.key); e != nil {
		return object{}, nil, e
	}
	b, err := loadBucket(r.Context(), s.db, p.bucket)
	if err != nil {
		return object{}, nil, err
	}
	o, err := loadObject(r.Context(), s.db, b.ID, p.key)
	if err != nil {
		return object{}, nil, err
	}
	if claims.ExpiresAt != nil {
		w.Header().Set("Expires", claims.ExpiresAt.UTC().Format(http.TimeFormat))
	}
	return o, &claims, nil
}
