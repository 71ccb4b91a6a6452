package lifecycle

import (
	"strconv"
	"strings"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
)

// The form fields, named as the columns.
const (
	FieldState       = "estado"
	FieldPublishAt   = "publicar_en"
	FieldUnpublishAt = "despublicar_en"
)

// FormFields are the lifecycle's form fields, kept as typed after a refusal.
var FormFields = []string{FieldState, FieldPublishAt, FieldUnpublishAt, FieldVersion}

// Columns are the columns an editorial list or form reads.
const Columns = "estado,publicar_en,despublicar_en,eliminado_en,version"

// FieldVersion is the form's hidden copy of the version the editor opened (optimistic concurrency).
const FieldVersion = "version"

// Row is the lifecycle of a stored row, as the platform returns it.
type Row struct {
	Estado        string  `json:"estado"`
	PublicarEn    *string `json:"publicar_en"`
	DespublicarEn *string `json:"despublicar_en"`
	EliminadoEn   *string `json:"eliminado_en"` // set: in the trash since then
	Version       int64   `json:"version"`
}

// Trashed reports whether the row is in the trash.
func (r Row) Trashed() bool { return r.EliminadoEn != nil && *r.EliminadoEn != "" }

// PurgeDate is the day the trash empties itself of the row, in loc ("" when not in the trash).
func (r Row) PurgeDate(loc *time.Location) string {
	t, ok := parseStored(r.EliminadoEn)
	if !ok {
		return ""
	}
	return cms.FormatDate(t.AddDate(0, 0, TrashDays), loc)
}

// Fields are checked lifecycle fields, ready to write: nil times clear the column.
type Fields struct {
	State                  string
	PublishAt, UnpublishAt *time.Time
}

// Values are the columns to write.
func (f Fields) Values() map[string]any {
	v := map[string]any{FieldState: f.State, FieldPublishAt: nil, FieldUnpublishAt: nil}
	if f.PublishAt != nil {
		v[FieldPublishAt] = f.PublishAt.UTC().Format(time.RFC3339)
	}
	if f.UnpublishAt != nil {
		v[FieldUnpublishAt] = f.UnpublishAt.UTC().Format(time.RFC3339)
	}
	return v
}

// Check reads the lifecycle fields of a form (times in loc, the CMS's zone) into fields and adds a
// message per refused field to msgs. A form without estado (an older client of the form) is
// published: the same rule as a row written without it.
func Check(form map[string]string, loc *time.Location, msgs cms.FieldMessages) Fields {
	f := Fields{State: strings.TrimSpace(form[FieldState])}
	if f.State == "" {
		f.State = Published
	}
	if !Valid(f.State) {
		msgs[FieldState] = MsgStateInvalid
	}
	var ok bool
	if f.PublishAt, ok = parseLocal(form[FieldPublishAt], loc); !ok {
		msgs[FieldPublishAt] = MsgDateInvalid
	}
	if f.UnpublishAt, ok = parseLocal(form[FieldUnpublishAt], loc); !ok {
		msgs[FieldUnpublishAt] = MsgDateInvalid
	}
	if f.State == Scheduled && f.PublishAt == nil && msgs[FieldPublishAt] == "" {
		msgs[FieldPublishAt] = MsgPublishAtRequired
	}
	if f.PublishAt != nil && f.UnpublishAt != nil && !f.UnpublishAt.After(*f.PublishAt) {
		msgs[FieldUnpublishAt] = MsgUnpublishNotAfter
	}
	return f
}

// parseLocal reads a typed time, dd/mm/aaaa hh:mm in loc (cms.ParseDateTime), "" being no time;
// ok is false for anything else.
func parseLocal(s string, loc *time.Location) (*time.Time, bool) {
	if strings.TrimSpace(s) == "" {
		return nil, true
	}
	t, err := cms.ParseDateTime(s, loc)
	if err != nil {
		return nil, false
	}
	return &t, true
}

// Form is the form values of a stored row's lifecycle, in loc.
func (r Row) Form(loc *time.Location) map[string]string {
	state := r.Estado
	if state == "" {
		state = Published
	}
	return map[string]string{FieldState: state, FieldPublishAt: localOf(r.PublicarEn, loc), FieldUnpublishAt: localOf(r.DespublicarEn, loc),
		FieldVersion: strconv.FormatInt(r.Version, 10)}
}

func localOf(ts *string, loc *time.Location) string {
	if t, ok := parseStored(ts); ok {
		return cms.FormatDateTime(t, loc)
	}
	return ""
}

// parseStored reads a platform timestamp (RFC 3339).
func parseStored(ts *string) (time.Time, bool) {
	if ts == nil || *ts == "" {
		return time.Time{}, false
	}
	t, err := time.Parse(time.RFC3339Nano, *ts)
	return t, err == nil
}

// ExpectedVersion is the version a form was opened on, or 0 when it carries none (a client of the
// form that predates it: its save is not checked).
func ExpectedVersion(form map[string]string) int64 {
	v, err := strconv.ParseInt(strings.TrimSpace(form[FieldVersion]), 10, 64)
	if err != nil || v < 1 {
		return 0
	}
	return v
}

// Bulk actions on a list: what each does to the chosen rows, as one update.
const (
	BulkPublish   = "publicar"
	BulkUnpublish = "despublicar"
	BulkTrash     = "papelera"
)

// BulkActions are the list's actions with their Spanish names, in menu order.
var BulkActions = []State{
	{BulkPublish, msgBulkPublish},
	{BulkUnpublish, msgBulkUnpublish},
	{BulkTrash, msgBulkTrash},
}

// MaxBulk bounds how many rows one bulk action changes (a list page shows at most 100).
const MaxBulk = 100

// BulkPatch is the update a bulk action makes at now, and whether the rows must be out of the trash
// (all of them are); ok is false for an unknown action. Publishing makes an item public at once (its
// schedule is cleared); unpublishing makes it a draft; the trash keeps it 30 days.
func BulkPatch(action string, now time.Time) (patch map[string]any, ok bool) {
	switch action {
	case BulkPublish:
		return map[string]any{FieldState: Published, FieldPublishAt: nil, FieldUnpublishAt: nil}, true
	case BulkUnpublish:
		return map[string]any{FieldState: Draft}, true
	case BulkTrash:
		return map[string]any{TrashedColumn: now.UTC().Format(time.RFC3339Nano)}, true
	}
	return nil, false
}
