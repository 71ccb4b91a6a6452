package vacantes

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

// The statuses of an application (postulaciones.estado), in the order of the process.
const (
	statusNew = "nueva"
)

var statuses = []string{statusNew, "revisada", "entrevista", "descartada", "contratada"}

// applications is the applications' table, whose new rows the notifier e-mails.
const applications = "postulaciones"

// cvBucket is the private bucket of the CVs; cvLinkSeconds how long a download link works.
const (
	cvBucket      = "postulaciones"
	cvLinkSeconds = 300
)

// application is a row of postulaciones.
type application struct {
	ID        int64   `json:"id"`
	Vacante   int64   `json:"vacante"`
	Nombre    string  `json:"nombre"`
	Email     string  `json:"email"`
	Telefono  *string `json:"telefono"`
	Mensaje   *string `json:"mensaje"`
	CV        string  `json:"cv"`
	Estado    string  `json:"estado"`
	Notas     *string `json:"notas"`
	CreatedAt string  `json:"created_at"`
	// zone is the site's, in which Received reads; the module sets it on the rows it reads.
	zone *time.Location
}

// Received is when the application arrived, in the CMS's zone.
func (a application) Received() string {
	t, err := time.Parse(time.RFC3339Nano, a.CreatedAt)
	if err != nil {
		return a.CreatedAt
	}
	return cms.FormatDateTime(t, a.zone)
}

// applicationsCred is the credential of the reads and writes of postulaciones, the service role: no
// other role reads them, and every caller has passed the shell's check of the view vacantes.
func applicationsCred(svc *cms.Service) platformclient.Credential { return svc.Client().Service() }

// newApplications counts the applications nobody has reviewed yet, of every opening: the number next
// to the view in the navigation and on the dashboard.
func (m *module) newApplications(ctx context.Context) (int, error) {
	n, err := records.CountApplications(ctx, m.Svc.Client(), applicationsCred(m.Svc), statusNew)
	if err != nil {
		return 0, cms.PlatformFailure(err)
	}
	return int(n), nil
}

// applicationsOf reads one page of an opening's applications, newest first, optionally of one status.
func (m *module) applicationsOf(ctx context.Context, opening int64, status string, pg shell.Paging) ([]application, int, error) {
	if !contains(statuses, status) {
		status = ""
	}
	rows, total, err := records.ApplicationsOfOpening[application](ctx, m.Svc.Client(), applicationsCred(m.Svc),
		opening, status, pg.Offset(), pg.RowsPerPage)
	if err != nil {
		return nil, 0, cms.PlatformFailure(err)
	}
	for i := range rows {
		rows[i].zone = m.Shell.Location()
	}
	return rows, int(total), nil
}

// getApplication reads one application of an opening.
func (m *module) getApplication(ctx context.Context, opening, id int64) (*application, error) {
	a, err := records.ApplicationOfOpening[application](ctx, m.Svc.Client(), applicationsCred(m.Svc), opening, id)
	if errors.Is(err, records.ErrNotFound) {
		return nil, cms.Fail(http.StatusNotFound, msgApplicationGone)
	}
	if err != nil {
		return nil, cms.PlatformFailure(err)
	}
	a.zone = m.Shell.Location()
	return &a, nil
}

// setStatus sets the status of the opening's applications with these ids; it answers how many changed.
func (m *module) setStatus(ctx context.Context, opening int64, ids []string, status string) (int, error) {
	changed, err := records.SetApplicationsStatus(ctx, m.Svc.Client(), applicationsCred(m.Svc), opening, ids, status)
	if err != nil {
		return 0, cms.PlatformFailure(err)
	}
	return changed, nil
}

// openingID is the {id} of the path, or 0.
func openingID(r *http.Request) int64 { return shell.PathID(r) }

// applicationID is the {pid} of the path, or 0.
func applicationID(r *http.Request) int64 { return cms.PositiveID(r.PathValue("pid")) }

func itoa(n int64) string { return strconv.FormatInt(n, 10) }
