package site

import (
	"bytes"
	"context"
	"errors"
	"mime"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/vitrina/vitrina/internal/contactform"
	"github.com/vitrina/vitrina/internal/platformclient"
)

// contactTableRetry is when to try again after the platform's own bound on mensajes_contacto
// refuses a message: the table refills one message per Window/PerAddress.
const contactTableRetry = contactform.Window / contactform.PerAddress

// contactView is the contact page's data.
type contactView struct {
	Form     map[string]string
	Consent  bool
	Fields   map[string]string
	Error    string
	Sent     bool
	Token    string
	Honeypot string
	Contact  Contact
}

// contactFields are the form's text fields, in the order the form shows them.
var contactFields = []string{"nombre", "email", "telefono", "empresa", "asunto", "mensaje"}

// contactPage shows the form (and the company's contact data). It is never cached: each form
// carries its own signed issue time.
func (s *Site) contactPage(w http.ResponseWriter, r *http.Request) {
	v := contactView{Form: map[string]string{}, Sent: r.URL.Query().Get("enviado") == "1"}
	s.renderContact(w, r, http.StatusOK, v)
}

// contactSubmit accepts a message: size, honeypot, fill time, fields, then the rate limits; only
// a message that passes every check is stored, and only once it is stored is the notification
// e-mail started (by the CMS's notifier, from the stored row).
func (s *Site) contactSubmit(w http.ResponseWriter, r *http.Request) {
	v := contactView{Form: map[string]string{}}
	mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if mt != "application/x-www-form-urlencoded" {
		v.Error = msgContactBadRequest
		s.renderContact(w, r, http.StatusUnsupportedMediaType, v)
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, contactMaxBody)
	if err := r.ParseForm(); err != nil {
		var tooBig *http.MaxBytesError
		status, msg := http.StatusBadRequest, msgContactBadRequest
		if errors.As(err, &tooBig) {
			status, msg = http.StatusRequestEntityTooLarge, msgContactTooLarge
		}
		v.Error = msg
		s.renderContact(w, r, status, v)
		return
	}
	for _, f := range contactFields {
		v.Form[f] = r.PostForm.Get(f)
	}
	v.Consent = r.PostForm.Get("consentimiento") != ""
	now := s.now()
	in := contactInput{Nombre: v.Form["nombre"], Email: v.Form["email"], Telefono: v.Form["telefono"],
		Empresa: v.Form["empresa"], Asunto: v.Form["asunto"], Mensaje: v.Form["mensaje"], Consentimiento: v.Consent}
	row, fields := in.row()
	if v.Error = s.botRefusal(r.PostForm.Get(contactHoneypot), r.PostForm.Get("formulario"), now); v.Error != "" {
		// A person who sent too fast or too late sends again: the fields to fix are marked now, so
		// the second try is the last one.
		if v.Error != msgContactHoneypot && fields != nil {
			v.Fields, v.Error = fields, v.Error+" "+msgContactAlsoReview
		}
		s.renderContact(w, r, http.StatusBadRequest, v)
		return
	}
	if fields != nil {
		v.Fields, v.Error = fields, msgContactReview
		s.renderContact(w, r, http.StatusUnprocessableEntity, v)
		return
	}
	if s.overRateLimit(w, r, row["email"].(string), now) {
		return
	}
	ctx, cancel := ctxTimeout(platformclient.WithClientAddress(r.Context(), clientAddress(r)))
	defer cancel()
	if err := s.storeContact(ctx, row); err != nil {
		if platformclient.StatusOf(err) == http.StatusTooManyRequests { // the table's bound, counted across instances
			s.contactLimited(w, r, contactTableRetry)
			return
		}
		s.logger.WarnContext(r.Context(), "site: contact message not stored", "error", err)
		v.Error = msgContactUnavailable
		s.renderContact(w, r, http.StatusServiceUnavailable, v)
		return
	}
	if s.contactReceived != nil {
		s.contactReceived()
	}
	w.Header().Set("Location", langPath(langOf(r.Context()), "/contacto")+"?enviado=1")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusSeeOther)
}

// botRefusal is the Spanish reason a public form is refused as a bot's (its honeypot filled, sent
// too fast, or its signed issue time missing, forged or stale), or "" when it passes.
func (s *Site) botRefusal(honeypot, token string, now time.Time) string {
	if honeypot != "" {
		return msgContactHoneypot
	}
	if err := checkFormToken(s.formKey, token, now, s.contactLimits.MinFillTime, s.contactLimits.MaxFormAge); err != nil {
		if errors.Is(err, errFormTooFast) {
			return msgContactTooFast
		}
		return msgContactStale
	}
	return ""
}

// overRateLimit answers 429 and reports true when the client's address or the sender's e-mail has
// sent too many forms (contact messages and job applications count together).
func (s *Site) overRateLimit(w http.ResponseWriter, r *http.Request, email string, now time.Time) bool {
	if ok, retry := s.contactByAddress.allow(clientAddress(r), now); !ok {
		s.contactLimited(w, r, retry)
		return true
	}
	if ok, retry := s.contactByEmail.allow(strings.ToLower(email), now); !ok {
		s.contactLimited(w, r, retry)
		return true
	}
	return false
}

// contactLimited answers 429 with a Spanish page and when to try again.
func (s *Site) contactLimited(w http.ResponseWriter, r *http.Request, retry time.Duration) {
	s.refuse(w, r, http.StatusTooManyRequests, retry, msgContactRateTitle, msgContactRateText)
}

// renderContact renders the contact page with a fresh form token.
func (s *Site) renderContact(w http.ResponseWriter, r *http.Request, status int, v contactView) {
	v.Error, v.Fields = formTexts(langOf(r.Context()), v.Error, v.Fields)
	ctx, cancel := ctxTimeout(r.Context())
	defer cancel()
	cats, err := s.loadCategories(ctx)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if s.contactData != nil {
		c, err := s.contactData(ctx)
		if err != nil {
			s.logger.WarnContext(ctx, "site: contact data unavailable", "error", err)
		}
		v.Contact = c
	}
	v.Token = formToken(s.formKey, s.now())
	v.Honeypot = contactHoneypot
	var buf bytes.Buffer
	l := s.layout(ctx, s.text(ctx, "Contacto"), s.text(ctx, "Escríbanos: le responderemos lo antes posible."), "/contacto", cats)
	if err := s.renderPage(&buf, "contact", l, v); err != nil {
		s.fail(w, r, err)
		return
	}
	s.writeUncached(w, status, buf.Bytes())
}

// writeUncached writes an HTML answer no cache may keep (a form with its own token, a refusal).
func (s *Site) writeUncached(w http.ResponseWriter, status int, body []byte) {
	h := w.Header()
	h.Set("Content-Type", htmlType)
	h.Set("Content-Security-Policy", s.csp)
	h.Set("Cache-Control", "no-store")
	h.Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(status)
	_, _ = w.Write(body)
}

// clientAddress is the peer's address, for the rate limits. Forwarding headers are not trusted: a
// client could forge them to escape its limit.
func clientAddress(r *http.Request) string {
	host := r.RemoteAddr
	if i := strings.LastIndexByte(host, ':'); i > 0 {
		host = host[:i]
	}
	return strings.Trim(host, "[]")
}

// contactDataFunc reads the company's contact data for the contact page.
type contactDataFunc func(ctx context.Context) (Contact, error)
