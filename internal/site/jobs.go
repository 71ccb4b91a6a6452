package site

import (
	"cmp"
	"context"
	"errors"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/vitrina/vitrina/internal/contactform"
	"github.com/vitrina/vitrina/internal/records"
	"github.com/vitrina/vitrina/internal/site/interfacetext"
)

// Job openings (table vacantes) as the public sees them: the platform's anon rules already hide
// what is not published; an opening that is cerrada or past its fecha_cierre stays readable but
// leaves the list, and its page answers 410.

// jobModalities are the values of vacantes.modalidad, in the order the filter offers them.
var jobModalities = []string{"presencial", "remoto", "híbrido"}

// jobsMax bounds the list: a company has tens of open positions, not thousands.
const jobsMax = 200

// jobPath is an opening's public address.
func jobPath(slug string) string { return "/empleo/" + slug }

// loadDepartments reads the departments' names by id (anyone may read them), in the request's
// language: their translations come embedded in the same read.
func (s *Site) loadDepartments(ctx context.Context) (map[int64]string, []records.Department, error) {
	rows, _, err := records.Departments(ctx, s.client, langOf(ctx), 500)
	if err != nil {
		return nil, nil, err
	}
	names := make(map[int64]string, len(rows))
	for _, d := range rows {
		names[d.ID] = d.Nombre
	}
	return names, rows, nil
}

type department struct {
	ID     int64  `json:"id"`
	Nombre string `json:"nombre"`
}

// loadJob reads one opening by slug, published now; errNotFound when there is none.
func (s *Site) loadJob(ctx context.Context, slug string) (records.JobOpening, error) {
	found, err := s.findJob(ctx, slug)
	return found.Item, err
}

// findJob finds the opening whose address in the request's language has slug, published now.
func (s *Site) findJob(ctx context.Context, slug string) (slugPage[records.JobOpening], error) {
	if slug == "" || len(slug) > 200 {
		return slugPage[records.JobOpening]{}, errNotFound
	}
	return s.jobFinder().find(ctx, s, slug)
}

// jobFinder finds an opening's page by its address.
func (s *Site) jobFinder() slugFinder[records.JobOpening] {
	some := func(j records.JobOpening, err error) (*records.JobOpening, error) {
		if errors.Is(err, records.ErrNotFound) {
			return nil, nil
		}
		return &j, err
	}
	return slugFinder[records.JobOpening]{table: "vacantes", columns: records.JobOpeningColumns, path: jobPath,
		id:   func(j records.JobOpening) int64 { return j.ID },
		slug: func(j records.JobOpening) string { return j.Slug },
		bySlug: func(ctx context.Context, slug string) (*records.JobOpening, error) {
			return some(records.JobOpeningBySlug(ctx, s.client, slug))
		},
	}
}

// salaryText writes a salary range in euros a year, or "" without one.
func salaryText(lang string, lo, hi *int64) string {
	f := func(n int64) string {
		if lang != "" {
			return interfacetext.For(lang).Number(int(n)) + " €"
		}
		s := strconv.FormatInt(n, 10)
		var b strings.Builder
		for i, r := range s {
			if i > 0 && (len(s)-i)%3 == 0 {
				b.WriteByte('.')
			}
			b.WriteRune(r)
		}
		return b.String() + " €"
	}
	switch {
	case lo != nil && hi != nil:
		return textIn(lang, "%s – %s brutos al año", f(*lo), f(*hi))
	case lo != nil:
		return textIn(lang, "desde %s brutos al año", f(*lo))
	case hi != nil:
		return textIn(lang, "hasta %s brutos al año", f(*hi))
	}
	return ""
}

// jobPostingLD is schema.org's JobPosting of an opening, for search engines.
func (s *Site) jobPostingLD(j records.JobOpening, dept, lang string) map[string]any {
	ld := map[string]any{
		"@context":           "https://schema.org",
		"@type":              "JobPosting",
		"inLanguage":         cmp.Or(lang, "es"),
		"title":              j.Titulo,
		"description":        j.Descripcion + j.Requisitos,
		"datePosted":         j.CreatedAt.UTC().Format("2006-01-02"),
		"hiringOrganization": map[string]any{"@type": "Organization", "name": s.name, "sameAs": s.baseURL},
		"employmentType":     employmentType(j.Tipo),
		"url":                s.baseURL + jobPath(j.Slug),
	}
	if j.FechaCierre != nil {
		ld["validThrough"] = j.FechaCierre.UTC().Format(time.RFC3339)
	}
	if j.Ubicacion != nil && *j.Ubicacion != "" {
		ld["jobLocation"] = map[string]any{"@type": "Place", "address": map[string]any{"@type": "PostalAddress", "addressLocality": *j.Ubicacion}}
	}
	if j.Modalidad == "remoto" {
		ld["jobLocationType"] = "TELECOMMUTE"
	}
	if dept != "" {
		ld["occupationalCategory"] = dept
	}
	if j.SalarioMin != nil || j.SalarioMax != nil {
		value := map[string]any{"@type": "QuantitativeValue", "unitText": "YEAR"}
		if j.SalarioMin != nil {
			value["minValue"] = *j.SalarioMin
		}
		if j.SalarioMax != nil {
			value["maxValue"] = *j.SalarioMax
		}
		ld["baseSalary"] = map[string]any{"@type": "MonetaryAmount", "currency": "EUR", "value": value}
	}
	return ld
}

// employmentType maps the opening's type to schema.org's values (free text passes through).
func employmentType(tipo string) string {
	switch strings.ToLower(strings.TrimSpace(tipo)) {
	case "jornada completa", "tiempo completo":
		return "FULL_TIME"
	case "media jornada", "tiempo parcial":
		return "PART_TIME"
	case "prácticas", "practicas", "beca":
		return "INTERN"
	case "temporal":
		return "TEMPORARY"
	case "autónomo", "freelance":
		return "CONTRACTOR"
	}
	return "OTHER"
}

// applicationInput is the application form as sent, its CV already read and checked.
type applicationInput struct {
	Nombre, Email, Telefono, Mensaje string
	Consentimiento                   bool
}

// Field sizes of an application.
const (
	jobMaxMessage = contactform.MaxApplicationMessage
	jobMaxCV      = 5 << 20
	jobMaxText    = 16 << 10 // one text part of the multipart body
	jobMaxParts   = 12
)

// row validates in and returns the row to insert (without vacante and cv), or the Spanish message
// of each refused field. The one-line fields follow the contact form's rules.
func (in applicationInput) row() (map[string]any, map[string]string) {
	fields := map[string]string{}
	name, email, phone := strings.TrimSpace(in.Nombre), strings.TrimSpace(in.Email), strings.TrimSpace(in.Telefono)
	message := strings.TrimSpace(in.Mensaje)
	checkSender(fields, name, email, phone)
	if utf8.RuneCountInString(message) > jobMaxMessage {
		fields["mensaje"] = msgJobMessageTooLong
	}
	if !in.Consentimiento {
		fields["consentimiento"] = msgJobConsentRequired
	}
	if len(fields) > 0 {
		return nil, fields
	}
	row := map[string]any{"nombre": name, "email": email, "consentimiento": true}
	if phone != "" {
		row["telefono"] = phone
	}
	if message != "" {
		row["mensaje"] = message
	}
	return row, nil
}
