package vacantes

import (
	"context"
	"maps"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

// table is the openings' table.
const table = "vacantes"

// modalities are the values of vacantes.modalidad.
var modalities = []string{"presencial", "remoto", "híbrido"}

// opening is a row of vacantes as the admin edits it, with its lifecycle and its department's name.
type opening struct {
	records.JobOpening
	lifecycle.Row
	Dep *struct {
		Nombre string `json:"nombre"`
	} `json:"dep"`
	// Filled by the list: applications received and those still new.
	Applications, New int             `json:"-"`
	Badge             lifecycle.Badge `json:"-"`
	Open              bool            `json:"-"`
	Pending           bool            `json:"-"` // a draft of the published opening waits
}

// DepartmentName is the department's name, or "".
func (o opening) DepartmentName() string {
	if o.Dep == nil {
		return ""
	}
	return o.Dep.Nombre
}

// closesAt reads fecha_cierre; ok is false without one.
func (o opening) closesAt() (time.Time, bool) {
	if o.FechaCierre == nil {
		return time.Time{}, false
	}
	return *o.FechaCierre, true
}

// open reports whether the opening takes applications at now (the site's rule).
func (o opening) open(now time.Time) bool { return o.JobOpening.Open(now) }

var slugRE = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

// slugOf makes an address from a title: lowercase ASCII, accents dropped, words joined by hyphens.
func slugOf(title string) string {
	repl := strings.NewReplacer("á", "a", "é", "e", "í", "i", "ó", "o", "ú", "u", "ü", "u", "ñ", "n", "ç", "c", "à", "a", "è", "e", "ò", "o")
	var b strings.Builder
	dash := false
	for _, r := range repl.Replace(strings.ToLower(title)) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
		} else {
			dash = true
		}
		if b.Len() >= 110 {
			break
		}
	}
	return b.String()
}

// input is the opening form as typed.
type input struct {
	Titulo, Slug, Departamento, Ubicacion, Modalidad, Tipo, Descripcion, Requisitos string
	SalarioMin, SalarioMax, FechaCierre                                             string
	Cerrada                                                                         bool
	Zone                                                                            *time.Location // the site's, in which dates are typed
}

var formFields = append([]string{"titulo", "slug", "departamento", "ubicacion", "modalidad", "tipo", "descripcion",
	"requisitos", "salario_min", "salario_max", "fecha_cierre", "cerrada"}, append(lifecycle.FormFields, cms.SEOFormFields...)...)

// row validates the form (departments: the ids that exist) and returns the columns to write.
func (in input) row(departments map[int64]bool, form map[string]string) (map[string]any, error) {
	fields := cms.FieldMessages{}
	title := strings.TrimSpace(in.Titulo)
	switch {
	case title == "":
		fields["titulo"] = msgTitleRequired
	case utf8.RuneCountInString(title) > 200:
		fields["titulo"] = msgTitleTooLong
	}
	slug := strings.TrimSpace(in.Slug)
	if slug == "" {
		slug = slugOf(title)
	}
	if title != "" && (!slugRE.MatchString(slug) || len(slug) > 120) {
		fields["slug"] = msgSlugInvalid
	}
	var dept any
	if d := strings.TrimSpace(in.Departamento); d != "" {
		id, err := strconv.ParseInt(d, 10, 64)
		if err != nil || !departments[id] {
			fields["departamento"] = msgDepartmentInvalid
		}
		dept = id
	}
	if !contains(modalities, in.Modalidad) {
		fields["modalidad"] = msgModalityInvalid
	}
	tipo := strings.TrimSpace(in.Tipo)
	switch {
	case tipo == "":
		fields["tipo"] = msgTypeRequired
	case utf8.RuneCountInString(tipo) > 80:
		fields["tipo"] = msgTypeTooLong
	}
	if utf8.RuneCountInString(strings.TrimSpace(in.Ubicacion)) > 120 {
		fields["ubicacion"] = msgLocationTooLong
	}
	lo, okLo := salary(in.SalarioMin)
	hi, okHi := salary(in.SalarioMax)
	if !okLo {
		fields["salario_min"] = msgSalaryInvalid
	}
	if !okHi {
		fields["salario_max"] = msgSalaryInvalid
	}
	if okLo && okHi && lo != nil && hi != nil && *lo > *hi {
		fields["salario_max"] = msgSalaryRange
	}
	var closes any
	if d := strings.TrimSpace(in.FechaCierre); d != "" {
		day, err := cms.ParseDate(d, in.Zone)
		if err != nil {
			fields["fecha_cierre"] = msgCloseDateInvalid
		} else {
			// The whole day counts: the opening closes at the end of it.
			closes = day.AddDate(0, 0, 1).Add(-time.Second).UTC().Format(time.RFC3339)
		}
	}
	life := lifecycle.Check(form, in.Zone, fields)
	seo := cms.CheckSEO(form, fields)
	if len(fields) > 0 {
		return nil, &cms.FormError{Fields: fields}
	}
	row := map[string]any{"titulo": title, "slug": slug, "departamento": dept, "ubicacion": cms.Optional(in.Ubicacion),
		"modalidad": in.Modalidad, "tipo": tipo, "descripcion": cms.SanitizeBody(in.Descripcion),
		"requisitos": cms.SanitizeBody(in.Requisitos), "salario_min": lo, "salario_max": hi, "fecha_cierre": closes,
		"cerrada": in.Cerrada}
	maps.Copy(row, life.Values())
	maps.Copy(row, seo)
	return row, nil
}

// salary reads an optional whole number of euros.
func salary(s string) (*int64, bool) {
	s = strings.NewReplacer(".", "", " ", "", "€", "").Replace(strings.TrimSpace(s))
	if s == "" {
		return nil, true
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n < 0 || n > 10_000_000 {
		return nil, false
	}
	return &n, true
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

// applicationsCounted bounds the list's read of applications: past it (an opening that drew tens
// of thousands), the page's openings are counted one by one instead, each count a query of its own
// rather than every row sent to be counted here.
const applicationsCounted = 10_000

// list reads the openings not in the trash, newest first, and their application counts with one
// more read (the vacante and estado of the page's applications, counted here): two requests
// whatever the number of openings, while they drew fewer than applicationsCounted applications.
func (m *module) list(ctx context.Context, token string, p cms.ListParams, now time.Time) ([]opening, int, error) {
	rows, total, err := records.JobOpeningsAdmin[opening](ctx, m.Svc.Client(), platformclient.AsUser(token), p.Narrow, p.Offset, p.Limit)
	if err != nil {
		return nil, 0, cms.PlatformFailure(err)
	}
	if len(rows) == 0 {
		return rows, int(total), nil
	}
	ids := make([]string, len(rows))
	for i, o := range rows {
		ids[i] = strconv.FormatInt(o.ID, 10)
	}
	all, fresh, err := m.applicationCounts(ctx, rows, ids)
	if err != nil {
		return nil, 0, cms.PlatformFailure(err)
	}
	for i := range rows {
		rows[i].Applications, rows[i].New = all[rows[i].ID], fresh[rows[i].ID]
		rows[i].Badge = rows[i].BadgeOf(now, m.Shell.Location())
		rows[i].Open = rows[i].open(now)
	}
	return rows, int(total), nil
}

// applicationCounts counts the applications of rows (ids), all and new, by opening.
func (m *module) applicationCounts(ctx context.Context, rows []opening, ids []string) (all, fresh map[int64]int, err error) {
	c, cred := m.Svc.Client(), applicationsCred(m.Svc)
	apps, err := records.ApplicationStatuses(ctx, c, cred, ids, applicationsCounted)
	if err != nil {
		return nil, nil, err
	}
	all, fresh = map[int64]int{}, map[int64]int{}
	if len(apps) < applicationsCounted {
		for _, a := range apps {
			all[a.Vacante]++
			if a.Estado == statusNew {
				fresh[a.Vacante]++
			}
		}
		return all, fresh, nil
	}
	for _, o := range rows {
		n, err := records.CountApplicationsOf(ctx, c, cred, o.ID, "")
		if err != nil {
			return nil, nil, err
		}
		k, err := records.CountApplicationsOf(ctx, c, cred, o.ID, statusNew)
		if err != nil {
			return nil, nil, err
		}
		all[o.ID], fresh[o.ID] = int(n), int(k)
	}
	return all, fresh, nil
}

// get reads one opening (not in the trash).
func (m *module) get(ctx context.Context, token string, id int64) (*opening, error) {
	o, err := cms.ReadByID[opening](ctx, m.Svc, token, table, records.JobOpeningAdminColumns, id, cms.Fail(http.StatusNotFound, msgOpeningGone))
	if err == nil && o.Trashed() {
		return nil, cms.Fail(http.StatusNotFound, msgOpeningGone)
	}
	return o, err
}

// save inserts an opening (id 0) or updates it if nobody saved it since version, and answers its id.
func (m *module) save(ctx context.Context, token string, id, version int64, row map[string]any) (int64, error) {
	c, cred := m.Svc.Client(), platformclient.AsUser(token)
	var err error
	if id == 0 {
		id, err = records.InsertJobOpening(ctx, c, cred, row)
	} else {
		var changed bool
		changed, err = records.UpdateJobOpening(ctx, c, cred, id, version, row)
		if err == nil && !changed {
			return 0, &cms.FormError{Fields: cms.FieldMessages{lifecycle.FieldVersion: msgConflict}}
		}
	}
	switch platformclient.CodeOf(err) {
	case "":
		return id, nil
	case "23505":
		return 0, &cms.FormError{Fields: cms.FieldMessages{"slug": msgSlugTaken}}
	case "23503":
		return 0, &cms.FormError{Fields: cms.FieldMessages{"departamento": msgDepartmentInvalid}}
	}
	return 0, cms.PlatformFailure(err)
}

// departments reads the departments for the form's list.
func (m *module) departments(ctx context.Context, token string) ([]department, error) {
	rows, err := records.DepartmentChoices(ctx, m.Svc.Client(), platformclient.AsUser(token))
	if err != nil {
		return nil, cms.PlatformFailure(err)
	}
	return rows, nil
}

// department is a department the form offers.
type department = records.Department
