package cms

import (
	"context"
	"io"
	"net/http"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// The one upload workflow of every module: is the path free → store the bytes → record the path.

// Messages of the upload workflow.
const (
	MsgFileNameTaken   = "Otro registro ya usa un archivo con ese nombre: cambie el nombre del archivo y vuelva a elegirlo."
	MsgFileRefusedSize = "El almacenamiento rechazó el archivo por su tamaño."
	MsgFileRefusedKind = "El almacenamiento rechazó el archivo por su formato."
	MsgStorageDown     = "No se pudo guardar el archivo: el almacenamiento no responde; no se guardó nada. Intente más tarde."
	MsgStoreFailed     = "No se pudo guardar el archivo; no se guardó nada. Intente de nuevo."
)

// File is a file a form sent, already checked from its bytes.
type File struct {
	Name string // the stored file name (StoredFileName)
	Body io.Reader
}

// FileTarget is where a record's file goes and where its path is recorded.
type FileTarget struct {
	Field  string // the form field the messages are shown next to
	Bucket string
	Path   func(fileName string) string // interface.md's path for a file name (files.go)
	// Table and Column record the path; RecordID is the record being saved (0: a new one).
	Table, Column string
	RecordID      int64
	// Picked is a file of the media library chosen instead of an upload (PickedFile): without a
	// file, save records it.
	Picked string
	// CacheControl is how long browsers may keep the file (default an hour: a record's path can
	// get new bytes when a file of the same name is uploaded again). A path that is never reused
	// (a random part) can be cached for good: ImmutableFile.
	CacheControl string
}

// ImmutableFile is the Cache-Control of a stored file whose path never gets other bytes.
const ImmutableFile = "public, max-age=31536000, immutable"

// SaveWithFile saves a record and, when file is not nil, its file (interface.md, Stored files). The
// path must be free — no other record of Table records it in Column: the name rule gives equal
// names equal paths, and storing would replace that record's file —; then the bytes go to the
// platform (PUT of the raw bytes), and only once it answered 200/201 does save(path) write the record
// with the path. Without a file, save(t.Picked) writes the record alone ("" keeps its file). A
// refused or failed file is a
// *FormError on Field with its status; nothing is recorded then, and a replaced file stays in
// storage.
func (s *Service) SaveWithFile(ctx context.Context, token string, t FileTarget, file *File, save func(path string) error) error {
	if file == nil {
		return save(t.Picked)
	}
	path := t.Path(file.Name)
	cred := platformclient.AsUser(token)
	var others []struct{ ID int64 }
	q := s.client.From(t.Table, cred).Select("id").Eq(t.Column, path).Limit(1)
	if t.RecordID > 0 {
		q = q.Filter("id", "neq", t.RecordID)
	}
	if _, err := q.Get(ctx, &others); err != nil {
		return PlatformFailure(err)
	}
	if len(others) > 0 {
		return fileRefused(t.Field, http.StatusConflict, MsgFileNameTaken)
	}
	cacheControl := t.CacheControl
	if cacheControl == "" {
		cacheControl = "public, max-age=3600"
	}
	err := s.client.UploadWith(ctx, cred, t.Bucket, path, file.Body, platformclient.UploadOptions{CacheControl: cacheControl})
	if err != nil {
		switch st := platformclient.StatusOf(err); {
		case st == http.StatusConflict:
			return fileRefused(t.Field, st, MsgFileNameTaken)
		case st == http.StatusInsufficientStorage:
			return &FormError{Status: st, Fields: FieldMessages{t.Field: MsgNoSpace}, Err: err}
		case st == http.StatusRequestEntityTooLarge:
			return fileRefused(t.Field, st, MsgFileRefusedSize)
		case st == http.StatusUnsupportedMediaType || st == http.StatusBadRequest:
			return fileRefused(t.Field, st, MsgFileRefusedKind)
		case st == 0:
			return &FormError{Status: http.StatusServiceUnavailable, Fields: FieldMessages{t.Field: MsgStorageDown}, Err: err}
		default:
			return &FormError{Status: http.StatusBadGateway, Fields: FieldMessages{t.Field: MsgStoreFailed}, Err: err}
		}
	}
	return save(path)
}

func fileRefused(field string, status int, msg string) *FormError {
	return &FormError{Status: status, Fields: FieldMessages{field: msg}}
}
