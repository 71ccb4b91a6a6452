package records

import (
	"context"
	"strconv"
	"time"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// The admin's reads and writes of postulaciones. Only the service role reads them; the callers have
// checked the user's permission first. The admin keeps its own row type, so the reads of whole
// applications decode into the caller's.

// ApplicationColumns are the columns of an application as the admin reads it.
const ApplicationColumns = "id,vacante,nombre,email,telefono,mensaje,cv,estado,notas,created_at"

// ApplicationsOfOpening reads one page (offset, limit) of opening's applications, newest first, of
// status (any when ""), into T, and answers how many there are in all.
func ApplicationsOfOpening[T any](ctx context.Context, c *platformclient.Client, cred platformclient.Credential, opening int64, status string, offset, limit int) ([]T, int64, error) {
	q := c.From("postulaciones", cred).Select(ApplicationColumns).Eq("vacante", opening).
		Order("created_at", true).Order("id", true).Range(offset, limit).Count()
	if status != "" {
		q = q.Eq("estado", status)
	}
	rows := []T{}
	total, err := q.Get(ctx, &rows)
	return rows, total, wrap("read job applications", err)
}

// ApplicationOfOpening reads application id of opening into T; ErrNotFound when there is none.
func ApplicationOfOpening[T any](ctx context.Context, c *platformclient.Client, cred platformclient.Credential, opening, id int64) (T, error) {
	var a T
	_, err := c.From("postulaciones", cred).Select(ApplicationColumns).Eq("id", id).Eq("vacante", opening).
		Single().Get(ctx, &a)
	return a, wrapSingle("read job application", err)
}

// SetApplicationsStatus sets the status of opening's applications with these ids and answers how
// many changed.
func SetApplicationsStatus(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, opening int64, ids []string, status string) (int, error) {
	var changed []idRow
	err := c.From("postulaciones", cred).Select("id").Eq("vacante", opening).In("id", ids).
		Update(ctx, Fields{"estado": status}, &changed)
	return len(changed), wrap("set job applications' status", err)
}

// ApplicationStatus is an application's opening and status, what a count by status needs.
type ApplicationStatus struct {
	Vacante int64  `json:"vacante"`
	Estado  string `json:"estado"`
}

// ApplicationStatuses reads the opening and status of the applications of these openings, up to
// limit rows.
func ApplicationStatuses(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, openings []string, limit int) ([]ApplicationStatus, error) {
	var rows []ApplicationStatus
	_, err := c.From("postulaciones", cred).Select("vacante,estado").In("vacante", openings).Limit(limit).Get(ctx, &rows)
	return rows, wrap("read job applications' statuses", err)
}

// ApplicationScope selects the applications a purge deletes: those received before ReceivedBefore
// when it is set, and those of Openings when it is not nil.
type ApplicationScope struct {
	ReceivedBefore time.Time
	Openings       []string
}

// apply narrows a query of postulaciones to the scope.
func (s ApplicationScope) apply(q *platformclient.Query) *platformclient.Query {
	if !s.ReceivedBefore.IsZero() {
		q = q.Filter("created_at", "lt", s.ReceivedBefore.UTC().Format(time.RFC3339Nano))
	}
	if s.Openings != nil {
		q = q.In("vacante", s.Openings)
	}
	return q
}

// ApplicationFile is an application's id and the path of its CV in ApplicationsBucket ("" without).
type ApplicationFile struct {
	ID int64  `json:"id"`
	CV string `json:"cv"`
}

// ApplicationFiles reads the first limit applications of the scope, by id, with their CVs' paths.
func ApplicationFiles(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, scope ApplicationScope, limit int) ([]ApplicationFile, error) {
	var rows []ApplicationFile
	_, err := scope.apply(c.From("postulaciones", cred).Select("id,cv")).Order("id", false).Limit(limit).Get(ctx, &rows)
	return rows, wrap("read job applications' files", err)
}

// DeleteApplications deletes the applications of the scope with these ids and answers how many went.
func DeleteApplications(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, scope ApplicationScope, ids []string) (int, error) {
	var gone []idRow
	err := scope.apply(c.From("postulaciones", cred).Select("id").In("id", ids)).Delete(ctx, &gone)
	return len(gone), wrap("delete job applications", err)
}

// UpdateApplication saves application id of opening; changed is false when no row matched.
func UpdateApplication(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, opening, id int64, row Fields) (changed bool, err error) {
	var rows []idRow
	err = c.From("postulaciones", cred).Select("id").Eq("vacante", opening).Eq("id", id).Update(ctx, row, &rows)
	return len(rows) > 0, wrap("update job application", err)
}

// CountApplicationsOf counts the applications of one opening, of status estado ("" for any).
func CountApplicationsOf(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, opening int64, estado string) (int64, error) {
	var none []struct{}
	q := c.From("postulaciones", cred).Select("id").Eq("vacante", strconv.FormatInt(opening, 10))
	if estado != "" {
		q = q.Eq("estado", estado)
	}
	n, err := q.Limit(0).Count().Get(ctx, &none)
	return countOf("count an opening's applications", n, err)
}
