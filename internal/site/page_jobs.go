package site

import (
	"bytes"
	"context"
	"errors"
	"html/template"
	"net/http"
	"strconv"
	"strings"

	"github.com/google/uuid"

	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

// The jobs pages are rendered on every request, never cached: an opening closes at its fecha_cierre
// without any write that would drop a cached page, and each form carries its own signed issue time.

type jobCard struct {
	Title, Href, Department, Location, Modality, Type, Salary string
	inSpanish
}

type jobsView struct {
	Jobs        []jobCard
	Departments []records.Department
	Modalities  []string
	Department  int64
	Modality    string
}

// jobsPage is /empleo: the open openings, newest first, filtered by ?departamento= and ?modalidad=.
func (s *Site) jobsPage(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := ctxTimeout(r.Context())
	defer cancel()
	q := r.URL.Query()
	v := jobsView{Modalities: jobModalities}
	if d, err := strconv.ParseInt(q.Get("departamento"), 10, 32); err == nil && d > 0 {
		v.Department = d
	}
	for _, m := range jobModalities {
		if q.Get("modalidad") == m {
			v.Modality = m
		}
	}
	var (
		cats    *categoryTree
		names   map[int64]string
		rows    []records.JobOpening
		missing records.Untranslated
	)
	err := parallel(ctx,
		func(ctx context.Context) (err error) { cats, err = s.loadCategories(ctx); return err },
		func(ctx context.Context) (err error) { names, v.Departments, err = s.loadDepartments(ctx); return err },
		func(ctx context.Context) (err error) {
			rows, missing, err = records.OpenJobOpenings(ctx, s.client, langOf(ctx), s.now(), records.JobFilter{Department: v.Department, Modality: v.Modality}, jobsMax)
			return err
		},
	)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	for _, j := range rows {
		c := jobCard{Title: j.Titulo, Href: jobPath(j.Slug), Modality: j.Modalidad, Type: j.Tipo, Salary: salaryText(langOf(ctx), j.SalarioMin, j.SalarioMax)}
		if j.Departamento != nil {
			c.Department = names[*j.Departamento]
		}
		if j.Ubicacion != nil {
			c.Location = *j.Ubicacion
		}
		s.leadUntranslated(ctx, missing[j.ID], &c.inSpanish, &c.Href)
		v.Jobs = append(v.Jobs, c)
	}
	s.renderUncached(w, r, http.StatusOK, "jobs", s.layout(ctx, s.text(ctx, msgJobsTitle), s.text(ctx, msgJobsDescription), "/empleo", cats), v)
}

type jobView struct {
	Job          records.JobOpening
	Department   string
	Salary       string
	Body         template.HTML
	Requirements template.HTML
	Form         map[string]string
	Fields       map[string]string
	Consent      bool
	Error        string
	Sent         bool
	Token        string
	Honeypot     string
	PreviewNote  string // a preview's word in place of the application form ("" on the public page)
}

// jobPage is /empleo/<slug>: the opening with its application form, or 410 "cerrada".
func (s *Site) jobPage(w http.ResponseWriter, r *http.Request) {
	v := jobView{Form: map[string]string{}, Sent: r.URL.Query().Get("enviado") == "1"}
	s.renderJob(w, r, http.StatusOK, v)
}

// renderJob reads the opening named by the path and renders it with v's form state.
func (s *Site) renderJob(w http.ResponseWriter, r *http.Request, status int, v jobView) {
	v.Error, v.Fields = formTexts(langOf(r.Context()), v.Error, v.Fields)
	ctx, cancel := ctxTimeout(r.Context())
	defer cancel()
	var found slugPage[records.JobOpening]
	cats, names, err := s.readJobPage(ctx, func(ctx context.Context) (err error) { found, err = s.findJob(ctx, r.PathValue("slug")); return err })
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if found.Moved != nil {
		http.Redirect(w, r, found.Moved.location, http.StatusMovedPermanently)
		return
	}
	v.Job = found.Item
	if !v.Job.Open(s.now()) {
		s.jobClosed(w, r, cats)
		return
	}
	v.Token, v.Honeypot = formToken(s.formKey, s.now()), contactHoneypot
	l := s.jobLayout(r.Context(), &v, names, cats, false)
	if err := s.languageVersions(ctx, &l, "vacantes", "slug", v.Job.ID, found.Spanish, jobPath, found.Untranslated); err != nil {
		s.fail(w, r, err)
		return
	}
	l.JSONLD = s.jobPostingLD(v.Job, v.Department, l.textLang())
	s.renderUncached(w, r, status, "job", l, v)
}

// readJobPage reads what an opening's page shows besides the opening, which readJob reads at the
// same time.
func (s *Site) readJobPage(ctx context.Context, readJob func(context.Context) error) (*categoryTree, map[int64]string, error) {
	var (
		cats  *categoryTree
		names map[int64]string
	)
	err := parallel(ctx,
		func(ctx context.Context) (err error) { cats, err = s.loadCategories(ctx); return err },
		func(ctx context.Context) (err error) { names, _, err = s.loadDepartments(ctx); return err },
		readJob,
	)
	return cats, names, err
}

// jobLayout fills v from its opening and lays out the opening's page: the public one, or (preview)
// the page of an opening not published as it is — kept out of search engines, without its address,
// JobPosting or breadcrumbs, and without the application form.
func (s *Site) jobLayout(ctx context.Context, v *jobView, names map[int64]string, cats *categoryTree, preview bool) layout {
	if v.Job.Departamento != nil {
		v.Department = names[*v.Job.Departamento]
	}
	v.Salary = salaryText(langOf(ctx), v.Job.SalarioMin, v.Job.SalarioMax)
	v.Body = s.richText(v.Job.Descripcion)
	v.Requirements = s.richText(v.Job.Requisitos)
	path := jobPath(v.Job.Slug)
	if preview {
		v.PreviewNote = msgJobPreviewForm
	}
	l := s.itemLayout(ctx, v.Job.Titulo, excerpt(plainText(s.strict, v.Job.Descripcion), 160), path, cats, preview)
	s.applyItemSEO(&l, v.Job.ItemSEO)
	if !preview {
		l.JSONLD = s.jobPostingLD(v.Job, v.Department, langOf(ctx))
		l.Breadcrumbs = s.breadcrumbLD(ctx, crumb{msgJobsTitle, "/empleo"}, crumb{v.Job.Titulo, path})
	}
	return l
}

// jobClosed answers 410 Gone with the Spanish "cerrada" page.
func (s *Site) jobClosed(w http.ResponseWriter, r *http.Request, cats *categoryTree) {
	v := errorView{Status: http.StatusGone, Heading: msgJobClosedTitle, Message: msgJobClosedText}
	s.renderUncached(w, r, http.StatusGone, "error", s.layout(r.Context(), s.text(r.Context(), v.Heading), "", "", cats), v)
}

// renderUncached renders a page no cache may keep.
func (s *Site) renderUncached(w http.ResponseWriter, r *http.Request, status int, name string, l layout, data any) {
	var buf bytes.Buffer
	if err := s.renderPage(&buf, name, l, data); err != nil {
		s.fail(w, r, err)
		return
	}
	s.writeUncached(w, status, buf.Bytes())
}

// jobApply takes an application: body bounds, honeypot, fill time, fields and CV kind, the opening
// still open, the rate limits; then the CV goes to the private bucket and the row is inserted, both
// with the publishable key, which may add them and read nothing back.
func (s *Site) jobApply(w http.ResponseWriter, r *http.Request) {
	release, ok := s.admitApplication(w, r)
	if !ok {
		return
	}
	defer release()
	v := jobView{Form: map[string]string{}}
	form, err := readApplicationForm(w, r)
	if err != nil {
		status, msg := http.StatusBadRequest, msgContactBadRequest
		if errors.Is(err, errFormTooLarge) {
			status, msg = http.StatusRequestEntityTooLarge, msgJobTooLarge
		}
		if mt := r.Header.Get("Content-Type"); !strings.HasPrefix(mt, "multipart/form-data") {
			status = http.StatusUnsupportedMediaType
		}
		v.Error = msg
		s.renderJob(w, r, status, v)
		return
	}
	for _, f := range []string{"nombre", "email", "telefono", "mensaje"} {
		v.Form[f] = form.Values[f]
	}
	v.Consent = form.Values["consentimiento"] != ""
	now := s.now()
	if v.Error = s.botRefusal(form.Values[contactHoneypot], form.Values["formulario"], now); v.Error != "" {
		s.renderJob(w, r, http.StatusBadRequest, v)
		return
	}
	in := applicationInput{Nombre: v.Form["nombre"], Email: v.Form["email"], Telefono: v.Form["telefono"],
		Mensaje: v.Form["mensaje"], Consentimiento: v.Consent}
	row, fields := in.row()
	if fields == nil {
		fields = map[string]string{}
	}
	ext := ""
	switch {
	case form.CVSize:
		fields["cv"] = msgJobCVTooLarge
	case form.CV == nil:
		fields["cv"] = msgJobCVRequired
	default:
		if ext = cvKind(form.CV); ext == "" {
			fields["cv"] = msgJobCVKind
		}
	}
	if len(fields) > 0 {
		v.Fields, v.Error = fields, msgContactReview
		s.renderJob(w, r, http.StatusUnprocessableEntity, v)
		return
	}
	ctx, cancel := ctxTimeout(r.Context())
	defer cancel()
	job, err := s.loadJob(ctx, r.PathValue("slug"))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if !job.Open(now) {
		s.jobClosed(w, r, nil)
		return
	}
	if s.overRateLimit(w, r, row["email"].(string), now) {
		return
	}
	path := strconv.FormatInt(job.ID, 10) + "/" + uuid.NewString() + "." + ext
	row["vacante"], row["cv"], row["idioma"] = job.ID, path, visitorLanguage(ctx)
	if err := s.storeApplication(platformclient.WithClientAddress(ctx, clientAddress(r)), path, form.CV, row); err != nil {
		if platformclient.StatusOf(err) == http.StatusTooManyRequests { // the table's bound, counted across instances
			s.contactLimited(w, r, contactTableRetry)
			return
		}
		s.logger.WarnContext(r.Context(), "site: job application not stored", "error", err)
		v.Error = msgJobUnavailable
		s.renderJob(w, r, http.StatusServiceUnavailable, v)
		return
	}
	if s.applicationReceived != nil {
		s.applicationReceived()
	}
	w.Header().Set("Location", langPath(langOf(r.Context()), jobPath(job.Slug))+"?enviado=1")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusSeeOther)
}

// storeApplication stores the CV, then the row that points at it. anon cannot delete, so a CV whose
// row could not be written is removed with the service role (when the site's client holds it).
func (s *Site) storeApplication(ctx context.Context, path string, cv []byte, row map[string]any) error {
	if err := s.client.Create(ctx, s.client.Anon(), records.ApplicationsBucket, path, bytes.NewReader(cv)); err != nil {
		return wrap("store CV", err)
	}
	if err := records.StoreApplication(ctx, s.client, s.client.Anon(), row); err != nil {
		if rmErr := s.client.Remove(context.WithoutCancel(ctx), s.client.Service(), records.ApplicationsBucket, []string{path}); rmErr != nil {
			s.logger.WarnContext(ctx, "site: CV of an unstored application left in the bucket", "path", path, "error", rmErr)
		}
		return err
	}
	return nil
}
