package records

import (
	"context"
	"time"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// The job openings (table vacantes, view vacantes): the anon rules hide what is not published; an
// opening that is cerrada or past its fecha_cierre stays readable but takes no applications.

// JobOpening is a row of vacantes.
type JobOpening struct {
	ID           int64      `json:"id"`
	Titulo       string     `json:"titulo"`
	Slug         string     `json:"slug"`
	Departamento *int64     `json:"departamento"`
	Ubicacion    *string    `json:"ubicacion"`
	Modalidad    string     `json:"modalidad"`
	Tipo         string     `json:"tipo"`
	Descripcion  string     `json:"descripcion"`
	Requisitos   string     `json:"requisitos"`
	SalarioMin   *int64     `json:"salario_min"`
	SalarioMax   *int64     `json:"salario_max"`
	FechaCierre  *time.Time `json:"fecha_cierre"`
	Cerrada      bool       `json:"cerrada"`
	CreatedAt    time.Time  `json:"created_at"`
	ItemSEO
}

// JobOpeningColumns are the columns of an opening's page.
const JobOpeningColumns = "id,titulo,slug,departamento,ubicacion,modalidad,tipo,descripcion,requisitos,salario_min,salario_max,fecha_cierre,cerrada,created_at," + ItemSEOColumns

// Open reports whether the opening still takes applications at now.
func (j JobOpening) Open(now time.Time) bool {
	return !j.Cerrada && (j.FechaCierre == nil || j.FechaCierre.After(now))
}

// openAt filters a query of vacantes to the openings open at now.
func openAt(q *platformclient.Query, now time.Time) *platformclient.Query {
	return q.Eq("cerrada", false).Or("fecha_cierre.is.null", "fecha_cierre.gt."+now.UTC().Format(time.RFC3339Nano))
}

// JobFilter narrows the list of openings; zero values narrow nothing.
type JobFilter struct {
	Department int64
	Modality   string
}

// OpenJobOpenings reads the openings open at now, newest first, narrowed by f, in lang ("" for
// Spanish): each with its published translation embedded, and the ids of those without one.
func OpenJobOpenings(ctx context.Context, c *platformclient.Client, lang string, now time.Time, f JobFilter, limit int) ([]JobOpening, Untranslated, error) {
	q := openAt(c.From("vacantes", c.Anon()).Select(JobOpeningColumns), now)
	if f.Department != 0 {
		q = q.Eq("departamento", f.Department)
	}
	if f.Modality != "" {
		q = q.Eq("modalidad", f.Modality)
	}
	q = inLanguage(q.Order("created_at", true).Limit(limit), "vacantes", JobOpeningColumns, lang)
	rows, untranslated, _, err := getIn(ctx, q, lang, func(j JobOpening) int64 { return j.ID })
	return rows, untranslated, wrap("read job openings", err)
}

// JobOpeningBySlug reads a published opening; ErrNotFound when there is none.
func JobOpeningBySlug(ctx context.Context, c *platformclient.Client, slug string) (JobOpening, error) {
	var j JobOpening
	_, err := c.From("vacantes", c.Anon()).Select(JobOpeningColumns).Eq("slug", slug).Single().Get(ctx, &j)
	return j, wrapSingle("read job opening", err)
}

// JobOpeningByID reads a published opening; ErrNotFound when the public cannot see it.
func JobOpeningByID(ctx context.Context, c *platformclient.Client, id int64) (JobOpening, error) {
	var j JobOpening
	_, err := c.From("vacantes", c.Anon()).Select(JobOpeningColumns).Eq("id", id).Single().Get(ctx, &j)
	return j, wrapSingle("read job opening", err)
}

// JobOpeningsForSitemap reads what the sitemap needs (up to limit rows, in id order) of the openings
// open at now and not marked noindex.
func JobOpeningsForSitemap(ctx context.Context, c *platformclient.Client, now time.Time, limit int) ([]JobOpening, error) {
	rows, err := rowsUpTo(ctx, func() *platformclient.Query {
		return openAt(c.From("vacantes", c.Anon()).Select("id,titulo,slug,created_at,noindex").Eq("noindex", false), now)
	}, func(r JobOpening) int64 { return r.ID }, limit)
	return rows, wrap("read job openings for the sitemap", err)
}

// InsertJobOpenings inserts openings and answers their ids and slugs.
func InsertJobOpenings(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, rows []Fields) ([]JobOpening, error) {
	var created []JobOpening
	err := c.From("vacantes", cred).Select("id,slug").Insert(ctx, rows, &created)
	return created, wrap("insert job openings", err)
}
