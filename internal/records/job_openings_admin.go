package records

import (
	"context"
	"time"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// The admin's reads and writes of vacantes. Its row adds the lifecycle columns, which
// internal/cms/lifecycle types, so the list decodes into the caller's row type.

// JobOpeningAdminColumns are the columns of an opening as the admin edits it: a JobOpening, its
// lifecycle and its department's name (embed dep).
const JobOpeningAdminColumns = JobOpeningColumns + "," + LifecycleColumns + ",dep:departamento(nombre)"

// JobOpeningsAdmin reads one page (offset, limit) of the openings not in the trash, newest first,
// into T, and answers how many there are in all.
func JobOpeningsAdmin[T any](ctx context.Context, c *platformclient.Client, cred platformclient.Credential, narrow func(*platformclient.Query) *platformclient.Query, offset, limit int) ([]T, int64, error) {
	rows := []T{}
	q := c.From("vacantes", cred).Select(JobOpeningAdminColumns).Filter("eliminado_en", "is", "null").
		Order("created_at", true).Order("id", true).Range(offset, limit).Count()
	if narrow != nil {
		q = narrow(q)
	}
	total, err := q.Get(ctx, &rows)
	return rows, total, wrap("read job openings", err)
}

// InsertJobOpening inserts one opening and answers its id. The platform's error is kept: a taken
// slug is its 23505, an unknown department its 23503.
func InsertJobOpening(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, row Fields) (int64, error) {
	var created []idRow
	if err := c.From("vacantes", cred).Select("id").Insert(ctx, row, &created); err != nil || len(created) == 0 {
		return 0, wrap("insert job opening", err)
	}
	return int64(created[0].ID), nil
}

// UpdateJobOpening saves opening id if its version is still version (a version of 0 is not
// checked); changed is false when no row matched. Errors as InsertJobOpening's.
func UpdateJobOpening(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, id, version int64, row Fields) (changed bool, err error) {
	q := c.From("vacantes", cred).Select("id").Eq("id", id)
	if version > 0 {
		q = q.Eq("version", version)
	}
	var rows []idRow
	err = q.Update(ctx, row, &rows)
	return len(rows) > 0, wrap("update job opening", err)
}

// TrashJobOpening moves opening id to the trash as of at; trashed is false when no row matched.
func TrashJobOpening(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, id int64, at time.Time) (trashed bool, err error) {
	var rows []idRow
	err = c.From("vacantes", cred).Select("id").Eq("id", id).
		Update(ctx, Fields{trashedColumn: at.UTC().Format(time.RFC3339Nano)}, &rows)
	return len(rows) > 0, wrap("trash job opening", err)
}

// JobOpeningsTrashedBefore reads the ids of the openings in the trash since before cutoff, at most
// limit.
func JobOpeningsTrashedBefore(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, cutoff time.Time, limit int) ([]int64, error) {
	var rows []JobOpening
	_, err := c.From("vacantes", cred).Select("id").Filter("eliminado_en", "lt", cutoff.UTC().Format(time.RFC3339Nano)).
		Limit(limit).Get(ctx, &rows)
	ids := make([]int64, len(rows))
	for i, r := range rows {
		ids[i] = r.ID
	}
	return ids, wrap("read the job openings in the trash", err)
}
