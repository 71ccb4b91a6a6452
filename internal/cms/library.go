package cms

import (
	"context"
	"net/http"
	"strings"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// An image field may take a file of the media library instead of an upload: the picker
// (/cms-static/picker.js, on a file input with data-media-picker) fills the hidden field
// LibraryField(field) with the chosen file's path, and the module's save checks it with
// PickedFile and passes it on as FileTarget.Picked.

// MsgPickedMissing refuses a chosen library file that is no longer in the library.
const MsgPickedMissing = "La imagen elegida ya no está en la biblioteca: elija otra."

// LibraryField is the form field that carries the library file chosen for an image field.
func LibraryField(field string) string { return field + "_biblioteca" }

// PickedFile checks the library file chosen for field (path, the value of LibraryField(field)):
// "" when none was chosen, else the path, which the library (table medios) must list in bucket.
// A refusal is a *FormError on field.
func (s *Service) PickedFile(ctx context.Context, token, field, bucket, path string) (string, error) {
	path = strings.TrimPrefix(strings.TrimSpace(path), "/")
	if path == "" {
		return "", nil
	}
	var rows []struct{ ID int64 }
	if _, err := s.client.From("medios", platformclient.AsUser(token)).Select("id").Eq("bucket", bucket).Eq("ruta", path).
		Limit(1).Get(ctx, &rows); err != nil {
		status, msg := http.StatusServiceUnavailable, MsgStorageDown
		if platformclient.StatusOf(err) != 0 {
			status, msg = http.StatusBadGateway, MsgStoreFailed
		}
		return "", &FormError{Status: status, Fields: FieldMessages{field: msg}, Err: err}
	}
	if len(rows) == 0 {
		return "", &FormError{Status: http.StatusUnprocessableEntity, Fields: FieldMessages{field: MsgPickedMissing}}
	}
	return path, nil
}

// AddFields adds the messages of err (a *FormError) to fields, which may be nil.
func AddFields(fields FieldMessages, err error) FieldMessages {
	for k, v := range FormFields(err) {
		if fields == nil {
			fields = FieldMessages{}
		}
		fields[k] = v
	}
	return fields
}

// RecordedFile is the path t's record (t.RecordID, none when 0) records in t.Column, "" for none.
func (s *Service) RecordedFile(ctx context.Context, token string, t FileTarget) (string, error) {
	if t.RecordID <= 0 {
		return "", nil
	}
	var rows []map[string]*string
	if _, err := s.client.From(t.Table, platformclient.AsUser(token)).Select(t.Column).Eq("id", t.RecordID).
		Limit(1).Get(ctx, &rows); err != nil {
		return "", PlatformFailure(err)
	}
	if len(rows) == 0 || rows[0][t.Column] == nil {
		return "", nil
	}
	return *rows[0][t.Column], nil
}
