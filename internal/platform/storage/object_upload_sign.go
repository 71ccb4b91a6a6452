package storage

import (
	"context"
	"database/sql"
	"errors"
	"net/http"
	"time"

	"github.com/golang-jwt/jwt/v5"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/audit"
	"github.com/vitrina/vitrina/internal/requestid"
)

const (
	scopeUpload = "upload"
	// uploadURLLifetime is how long a signed upload URL works, Supabase Storage's fixed two hours.
	uploadURLLifetime = 2 * time.Hour
)

// uploadClaims are a signed upload URL's token: the object it may write, for whom, and the
// object's version when it was signed. The PUT writes only while the object still has that
// version ("" for none), so the URL works once without the server keeping any state.
type uploadClaims struct {
	urlClaims
	Owner   string `json:"owner,omitempty"`
	Role    string `json:"role"`
	Actor   string `json:"actor"`
	Upsert  bool   `json:"upsert"`
	Version string `json:"version"`
}

func errUploadURLSpent() *Error {
	return errInvalidSignature("The signed upload URL has already been used")
}

// signUpload is POST /object/upload/sign/{bucket}/{key}: a URL (and its token) with which anyone
// may upload that one object once within two hours; `x-upsert: true` lets it replace an object.
func (s *Service) signUpload(w http.ResponseWriter, r *http.Request, p params) {
	ctx := r.Context()
	id, b, err := s.writeTarget(r, p, true, msgRLSInsert)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	upsert := r.Header.Get("X-Upsert") == "true"
	version, err := currentVersion(ctx, s.db, b.ID, p.key)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if version != "" && !upsert {
		s.fail(w, r, errKeyAlreadyExists())
		return
	}
	who := audit.WhoOf(id, r)
	now := s.keys.Now()
	claims := uploadClaims{urlClaims: urlClaims{URL: b.ID + "/" + p.key, Scope: scopeUpload},
		Owner: id.UserID(), Role: who.Role, Actor: who.Actor, Upsert: upsert, Version: version}
	claims.IssuedAt = jwt.NewNumericDate(now)
	claims.ExpiresAt = jwt.NewNumericDate(now.Add(uploadURLLifetime))
	token, err := s.keys.SignClaims(claims)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{
		"url":   "/object/upload/sign/" + b.ID + "/" + p.key + "?token=" + token,
		"token": token,
	})
}

// uploadSigned is PUT /object/upload/sign/{bucket}/{key}?token=…: the upload a signed upload URL
// allows, recorded for whoever signed it.
func (s *Service) uploadSigned(w http.ResponseWriter, r *http.Request, p params) {
	var claims uploadClaims
	if err := s.verifyURLToken(r, p, &claims, &claims.urlClaims, scopeUpload, "The token is not an upload token"); err != nil {
		s.fail(w, r, err)
		return
	}
	if e := checkObjectPath(p.bucket, p.key); e != nil {
		s.fail(w, r, e)
		return
	}
	ctx := r.Context()
	b, err := loadBucket(ctx, s.db, p.bucket)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	// Refuse a spent URL before reading the body; the row write checks again atomically.
	version, err := currentVersion(ctx, s.db, b.ID, p.key)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if version != claims.Version {
		s.fail(w, r, errUploadURLSpent())
		return
	}
	who := audit.Who{Actor: claims.Actor, Role: claims.Role, RequestID: requestid.From(ctx)}
	s.store(w, r, p, b, uploadAuthor{owner: claims.Owner, who: who}, true, &claims.Version)
}

// currentVersion is the object's version, "" when there is no such object.
func currentVersion(ctx context.Context, q database.Querier, bucketID, name string) (string, error) {
	var v string
	err := q.QueryRow(ctx, "SELECT version FROM storage_objects WHERE bucket_id = ? AND name = ?", bucketID, name).Scan(&v)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	}
	return v, err
}
