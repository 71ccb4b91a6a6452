package storage

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"

	expslog "golang.org/x/exp/slog"

	"github.com/tus/tusd/v2/pkg/filelocker"
	"github.com/tus/tusd/v2/pkg/filestore"
	"github.com/tus/tusd/v2/pkg/handler"

	"github.com/vitrina/vitrina/internal/platform/audit"
	"github.com/vitrina/vitrina/internal/platform/gateway"
)

// Resumable uploads (Supabase Storage's /upload/resumable: the TUS 1.0.0 protocol that Uppy and
// tus-js-client speak for large files) run on tusd's protocol handler — creation, PATCH of chunks at
// an offset, HEAD of the offset after a cut connection, termination — with its file store: the
// chunks are appended to a file under <DataDir>/resumable as they arrive, so memory stays flat
// whatever the size. Vitrina adds what Storage decides: the caller must be allowed to write the
// object (checked at creation and again when the last chunk arrives), only the caller who created
// an upload may continue or end it, the declared size is checked against the bucket's limit, and
// the finished file goes through the same path as any upload (type from the bytes, the bucket's
// types, the bytes stored, then the row). The upload's Upload-Metadata names it as Storage's does:
// bucketName, objectName, contentType, cacheControl; x-upsert at creation replaces an object.

// resumablePath is the route of the resumable uploads under /storage/v1.
const resumablePath = "/upload/resumable"

// resumableLifetime is how long an unfinished upload is kept (Supabase: 24 hours).
const resumableLifetime = 24 * time.Hour

// resumable is the TUS side of the service.
type resumable struct {
	tus   *handler.UnroutedHandler
	store filestore.FileStore
	dir   string
}

// callerKey carries the checked caller of a TUS request into tusd's hooks.
type callerKey struct{}

type resumableCaller struct {
	author uploadAuthor
	upsert bool
}

func (s *Service) newResumable(dataDir string) (*resumable, error) {
	dir := filepath.Join(dataDir, "resumable")
	var err error
	if dataDir == "" { // a service built without a data directory (some tests): a private one
		dir, err = os.MkdirTemp("", "vitrina-resumable-")
	} else {
		err = os.MkdirAll(dir, 0o750)
	}
	if err != nil {
		return nil, fmt.Errorf("storage: resumable uploads: %w", err)
	}
	store := filestore.New(dir)
	composer := handler.NewStoreComposer()
	store.UseIn(composer)
	filelocker.New(dir).UseIn(composer)
	tus, err := handler.NewUnroutedHandler(handler.Config{
		BasePath:                  "/storage/v1" + resumablePath + "/",
		StoreComposer:             composer,
		MaxSize:                   s.uploadLimit,
		DisableDownload:           true,
		DisableConcatenation:      true,
		Logger:                    expslog.New(expslog.NewTextHandler(io.Discard, nil)), // requests are logged by the server
		PreUploadCreateCallback:   s.startResumable,
		PreFinishResponseCallback: s.finishResumable,
	})
	if err != nil {
		return nil, fmt.Errorf("storage: resumable uploads: %w", err)
	}
	return &resumable{tus: tus, store: store, dir: dir}, nil
}

// serveResumable answers /upload/resumable and /upload/resumable/<id>.
func (s *Service) serveResumable(w http.ResponseWriter, r *http.Request) {
	s.resumable.tus.Middleware(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, e := s.identify(r)
		if e != nil {
			s.fail(w, r, e)
			return
		}
		upload := strings.TrimPrefix(strings.TrimPrefix(r.URL.Path, resumablePath), "/")
		caller := resumableCaller{author: uploadAuthor{owner: id.UserID(), who: audit.WhoOf(id, r)}, upsert: r.Header.Get("X-Upsert") == "true"}
		ctx := context.WithValue(r.Context(), callerKey{}, caller)
		switch {
		case upload == "" && r.Method == http.MethodPost:
			s.resumable.tus.PostFile(w, r.WithContext(ctx))
		case upload == "" || strings.Contains(upload, "/"):
			s.fail(w, r, errRouteNotFound(r))
		case !s.ownsResumable(ctx, upload, caller.author):
			s.fail(w, r, errNoSuchUpload())
		case r.Method == http.MethodHead:
			s.resumable.tus.HeadFile(w, uploadRequest(r.WithContext(ctx), upload))
		case r.Method == http.MethodPatch:
			// A chunk is an upload being received: it takes a place at the upload gate.
			release, err := s.uploads.admit(ctx, gateway.ClientAddress(r))
			if err != nil {
				s.fail(w, r, err)
				return
			}
			defer release()
			s.resumable.tus.PatchFile(w, uploadRequest(r.WithContext(ctx), upload))
		case r.Method == http.MethodDelete:
			s.resumable.tus.DelFile(w, uploadRequest(r.WithContext(ctx), upload))
		default:
			s.fail(w, r, errRouteNotFound(r))
		}
	})).ServeHTTP(w, r)
}

// uploadRequest is r addressed as tusd reads an upload's requests: the path is the upload's id.
func uploadRequest(r *http.Request, upload string) *http.Request {
	u := *r.URL
	u.Path, u.RawPath = upload, ""
	r.URL = &u
	return r
}

// ownsResumable reports whether upload exists and was created by author.
func (s *Service) ownsResumable(ctx context.Context, upload string, author uploadAuthor) bool {
	u, err := s.resumable.store.GetUpload(ctx, upload)
	if err != nil {
		return false
	}
	info, err := u.GetInfo(ctx)
	return err == nil && info.MetaData["vitrina_owner"] == author.owner && info.MetaData["vitrina_actor"] == author.who.Actor
}

func errNoSuchUpload() *Error {
	return &Error{Status: http.StatusNotFound, Code: "NoSuchUpload", Name: "not_found", Message: "Upload not found", HTTPStatus: http.StatusNotFound}
}

// target reads the object an upload's metadata names.
func target(meta handler.MetaData) params {
	return params{bucket: meta["bucketName"], key: strings.TrimPrefix(meta["objectName"], "/")}
}

// startResumable checks a new upload as an upload of its object would be checked — the caller may
// write it, the bucket exists, the declared size fits, the object is free unless x-upsert — and
// records who may continue it.
func (s *Service) startResumable(hook handler.HookEvent) (handler.HTTPResponse, handler.FileInfoChanges, error) {
	caller, _ := hook.Context.Value(callerKey{}).(resumableCaller)
	p := target(hook.Upload.MetaData)
	b, err := s.resumableTarget(hook, p)
	if err != nil {
		return handler.HTTPResponse{}, handler.FileInfoChanges{}, tusError(err)
	}
	if hook.Upload.SizeIsDeferred {
		return handler.HTTPResponse{}, handler.FileInfoChanges{}, tusError(errInvalidRequest("Upload-Length is required"))
	}
	if hook.Upload.Size > b.limit(s.uploadLimit) {
		return handler.HTTPResponse{}, handler.FileInfoChanges{}, tusError(errEntityTooLarge())
	}
	if !caller.upsert {
		if exists, err := objectExists(hook.Context, s.db, b.ID, p.key); err != nil || exists {
			return handler.HTTPResponse{}, handler.FileInfoChanges{}, tusError(orError(err, errKeyAlreadyExists()))
		}
	}
	meta := handler.MetaData{}
	for k, v := range hook.Upload.MetaData {
		meta[k] = v
	}
	meta["vitrina_owner"], meta["vitrina_actor"] = caller.author.owner, caller.author.who.Actor
	if caller.upsert {
		meta["vitrina_upsert"] = "true"
	}
	return handler.HTTPResponse{}, handler.FileInfoChanges{MetaData: meta}, nil
}

// resumableTarget runs writeTarget's checks for the request of a hook.
func (s *Service) resumableTarget(hook handler.HookEvent, p params) (bucket, error) {
	req, err := http.NewRequestWithContext(hook.Context, hook.HTTPRequest.Method, hook.HTTPRequest.URI, nil)
	if err != nil {
		return bucket{}, errInvalidRequest("malformed request")
	}
	req.Header = hook.HTTPRequest.Header
	_, b, err := s.writeTarget(req, p, true, msgRLSInsert)
	return b, err
}

// finishResumable stores a complete upload as its object (the caller checked again: a policy or a
// bucket may have changed since the upload began) and deletes the upload's files.
func (s *Service) finishResumable(hook handler.HookEvent) (handler.HTTPResponse, error) {
	caller, _ := hook.Context.Value(callerKey{}).(resumableCaller)
	meta := hook.Upload.MetaData
	p := target(meta)
	defer s.dropResumable(hook.Context, hook.Upload.ID)
	b, err := s.resumableTarget(hook, p)
	if err != nil {
		return handler.HTTPResponse{}, tusError(err)
	}
	f, err := os.Open(hook.Upload.Storage["Path"])
	if err != nil {
		return handler.HTTPResponse{}, tusError(fmt.Errorf("open finished upload: %w", err))
	}
	defer f.Close()
	cacheControl := "max-age=3600"
	if v, err := cacheControlField(meta["cacheControl"]); err == nil && v != "" {
		cacheControl = v
	}
	in := uploadInput{file: f, declaredType: meta["contentType"], cacheControl: cacheControl}
	if _, err := s.storeInput(hook.Context, p, b, caller.author, meta["vitrina_upsert"] == "true", nil, in); err != nil {
		return handler.HTTPResponse{}, tusError(err)
	}
	return handler.HTTPResponse{}, nil
}

// dropResumable deletes an upload's files (its bytes have gone to the blob store, or were refused).
func (s *Service) dropResumable(ctx context.Context, upload string) {
	u, err := s.resumable.store.GetUpload(context.WithoutCancel(ctx), upload)
	if err == nil {
		err = s.resumable.store.AsTerminatableUpload(u).Terminate(context.WithoutCancel(ctx))
	}
	if err != nil {
		s.logger.WarnContext(ctx, "storage: could not delete a finished resumable upload", "upload", upload, "error", err)
	}
}

// tusError is err as tusd answers it: Storage's status and JSON body.
func tusError(err error) error {
	var se *Error
	if !errors.As(err, &se) {
		se = errInternal()
	}
	body, _ := json.Marshal(se.body())
	return handler.Error{ErrorCode: se.Code, Message: se.Message, HTTPResponse: handler.HTTPResponse{
		StatusCode: se.httpStatus(), Body: string(body), Header: handler.HTTPHeader{"Content-Type": "application/json; charset=utf-8"}}}
}

// SweepResumable deletes unfinished resumable uploads older than resumableLifetime (their .info
// and data files); it answers how many.
func (s *Service) SweepResumable(now time.Time) (int, error) {
	infos, err := filepath.Glob(filepath.Join(s.resumable.dir, "*.info"))
	if err != nil {
		return 0, fmt.Errorf("list resumable uploads: %w", err)
	}
	n := 0
	for _, info := range infos {
		st, err := os.Stat(info)
		if err != nil || now.Sub(st.ModTime()) < resumableLifetime {
			continue
		}
		data := strings.TrimSuffix(info, ".info")
		_ = os.Remove(data)
		_ = os.Remove(data + ".lock")
		if err := os.Remove(info); err == nil {
			n++
		}
	}
	return n, nil
}
