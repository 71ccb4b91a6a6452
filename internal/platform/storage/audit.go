package storage

import (
	"context"
	"encoding/json"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/audit"
)

// auditView is what the audit trail shows of one version of an object.
type auditView struct {
	Bucket   string `json:"bucket"`
	Name     string `json:"name"`
	Version  string `json:"version"`
	Size     int64  `json:"size"`
	Mimetype string `json:"mimetype"`
	ETag     string `json:"etag"`
}

func viewOf(bucket, name, version string, m objectMetadata) *auditView {
	return &auditView{Bucket: bucket, Name: name, Version: version, Size: m.Size, Mimetype: m.Mimetype, ETag: m.ETag}
}

// auditUpload records an upload inside its transaction; oldMeta is the replaced version's metadata
// ("" for a new object).
func auditUpload(ctx context.Context, tx *database.Tx, w objectWrite, oldVersion, oldMeta string) error {
	e := audit.Entry{Action: audit.Upload, Target: "storage:" + w.BucketID, RecordID: w.Name,
		After: viewOf(w.BucketID, w.Name, w.Version, w.Metadata)}
	if oldVersion != "" {
		var m objectMetadata
		_ = json.Unmarshal([]byte(oldMeta), &m) // the row was written by us; a bad value only thins the entry
		e.Before = viewOf(w.BucketID, w.Name, oldVersion, m)
	}
	return audit.Record(ctx, tx, w.Who, e)
}

// auditRemove records deleted objects inside their transaction.
func auditRemove(ctx context.Context, tx *database.Tx, who audit.Who, gone []object) error {
	entries := make([]audit.Entry, len(gone))
	for i, o := range gone {
		entries[i] = audit.Entry{Action: audit.Remove, Target: "storage:" + o.BucketID, RecordID: o.Name,
			Before: viewOf(o.BucketID, o.Name, o.Version, o.Metadata)}
	}
	return audit.Record(ctx, tx, who, entries...)
}
