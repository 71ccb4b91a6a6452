package site

import (
	"context"
	"net/mail"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/contactform"
	"github.com/vitrina/vitrina/internal/records"
)

// Contact is the company's contact data shown next to the contact form (from the appearance
// settings when they exist). Every field is optional; the section is shown only when one is set.
type Contact struct {
	Address, Phone, Email, Hours, MapURL string
}

// settingsContact is the contact data of the site's appearance settings (view templates).
func (s *Site) settingsContact(ctx context.Context) (Contact, error) {
	st := s.settingsIn(ctx)
	return Contact{Address: cms.Deref(st.Direccion), Phone: cms.Deref(st.Telefono), Email: cms.Deref(st.Email),
		Hours: cms.Deref(st.Horario), MapURL: cms.Deref(st.MapaURL)}, nil
}

// Empty reports whether there is nothing to show.
func (c Contact) Empty() bool {
	return c.Address == "" && c.Phone == "" && c.Email == "" && c.Hours == "" && c.MapURL == ""
}

// ContactLimits are the contact form's abuse limits. Zero values take the defaults.
type ContactLimits struct {
	// MinFillTime is the least time between serving the form and accepting it (default 3 s);
	// MaxFormAge the most (default 2 h).
	MinFillTime, MaxFormAge time.Duration
	// PerAddress messages per client address and PerEmail per sender address within Window
	// (defaults 5, 3 and 10 minutes); a negative count disables that limit.
	PerAddress, PerEmail int
	Window               time.Duration
}

func (l ContactLimits) withDefaults() ContactLimits {
	if l.MinFillTime == 0 {
		l.MinFillTime = 3 * time.Second
	}
	if l.MaxFormAge == 0 {
		l.MaxFormAge = 2 * time.Hour
	}
	if l.PerAddress == 0 {
		l.PerAddress = contactform.PerAddress
	}
	if l.PerEmail == 0 {
		l.PerEmail = 3
	}
	if l.Window == 0 {
		l.Window = contactform.Window
	}
	return l
}

// Field sizes of a contact message, in characters; the request body is bounded by
// contactMaxBody before it is parsed.
const (
	contactMaxName    = contactform.MaxName
	contactMaxEmail   = contactform.MaxEmail
	contactMaxPhone   = contactform.MaxPhone
	contactMaxCompany = contactform.MaxCompany
	contactMaxSubject = contactform.MaxSubject
	contactMaxMessage = contactform.MaxMessage
	contactMaxBody    = 32 << 10
)

// contactHoneypot is the form's trap field: hidden from people (CSS and aria-hidden), filled by bots.
const contactHoneypot = "sitio_web"

// contactInput is the form as typed.
type contactInput struct {
	Nombre, Email, Telefono, Empresa, Asunto, Mensaje string
	Consentimiento                                    bool
}

// checkSender validates the sender's name, e-mail and phone of a public form (contact message or
// job application) into fields. Line breaks are refused: these values end up in e-mail headers.
func checkSender(fields map[string]string, name, email, phone string) {
	switch {
	case name == "":
		fields["nombre"] = msgContactNameRequired
	case utf8.RuneCountInString(name) > contactMaxName || hasLineBreak(name):
		fields["nombre"] = msgContactNameTooLong
	}
	switch {
	case email == "":
		fields["email"] = msgContactEmailRequired
	case !validEmail(email):
		fields["email"] = msgContactEmailInvalid
	}
	if phone != "" && !validPhone(phone) {
		fields["telefono"] = msgContactPhoneInvalid
	}
}

// contactRow validates in and returns the row to insert, or the Spanish message of each refused
// field. Line breaks are refused in every one-line field: they end up in e-mail headers.
func (in contactInput) row() (map[string]any, map[string]string) {
	fields := map[string]string{}
	oneLine := func(s string) string { return strings.TrimSpace(s) }
	name, email, phone := oneLine(in.Nombre), oneLine(in.Email), oneLine(in.Telefono)
	company, subject, message := oneLine(in.Empresa), oneLine(in.Asunto), strings.TrimSpace(in.Mensaje)
	checkSender(fields, name, email, phone)
	if utf8.RuneCountInString(company) > contactMaxCompany || hasLineBreak(company) {
		fields["empresa"] = msgContactCompanyTooLong
	}
	switch {
	case subject == "":
		fields["asunto"] = msgContactSubjectRequired
	case utf8.RuneCountInString(subject) > contactMaxSubject || hasLineBreak(subject):
		fields["asunto"] = msgContactSubjectTooLong
	}
	switch {
	case message == "":
		fields["mensaje"] = msgContactMessageRequired
	case utf8.RuneCountInString(message) > contactMaxMessage:
		fields["mensaje"] = msgContactMessageTooLong
	}
	if !in.Consentimiento {
		fields["consentimiento"] = msgContactConsentRequired
	}
	if len(fields) > 0 {
		return nil, fields
	}
	row := map[string]any{"nombre": name, "email": email, "asunto": subject, "mensaje": message, "consentimiento": true}
	if phone != "" {
		row["telefono"] = phone
	}
	if company != "" {
		row["empresa"] = company
	}
	return row, nil
}

func hasLineBreak(s string) bool { return strings.ContainsAny(s, "\r\n\u2028\u2029\x00") }

// validEmail accepts one bare address (no display name, no comments, no line breaks) of at most
// contactMaxEmail bytes, with a dot in its domain.
func validEmail(s string) bool {
	if len(s) > contactMaxEmail || hasLineBreak(s) || strings.ContainsAny(s, " <>,;\"") {
		return false
	}
	a, err := mail.ParseAddress(s)
	if err != nil || a.Address != s || a.Name != "" {
		return false
	}
	_, domain, _ := strings.Cut(s, "@")
	return strings.Contains(domain, ".") && !strings.HasPrefix(domain, ".") && !strings.HasSuffix(domain, ".")
}

func validPhone(s string) bool {
	if len(s) > contactMaxPhone {
		return false
	}
	digits := 0
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9':
			digits++
		case strings.ContainsRune(" +()-.", r):
		default:
			return false
		}
	}
	return digits >= 6
}

// formTexts are a form's message and its fields' messages (the Spanish wording, which the
// catalogue's keys are) in lang.
func formTexts(lang, message string, fields map[string]string) (string, map[string]string) {
	if lang == "" {
		return message, fields
	}
	out := make(map[string]string, len(fields))
	for name, m := range fields {
		out[name] = textIn(lang, m)
	}
	if message != "" {
		message = textIn(lang, message)
	}
	return message, out
}

// storeContact inserts an accepted message with the publishable key: the platform lets anon insert
// into mensajes_contacto and read nothing back.
func (s *Site) storeContact(ctx context.Context, row map[string]any) error {
	row["idioma"] = visitorLanguage(ctx)
	return records.StoreContactMessage(ctx, s.client, s.client.Anon(), row)
}

// contactField is one text input of the contact form, as its template draws it.
type contactField struct {
	Name, Label, Type, Autocomplete, Value, Error string
	Required                                      bool
}

func contactFieldOf(v contactView, name, label, typ, autocomplete string, required bool) contactField {
	return contactField{Name: name, Label: label, Type: typ, Autocomplete: autocomplete, Value: v.Form[name],
		Error: v.Fields[name], Required: required}
}

func jobFieldOf(v jobView, name, label, typ, autocomplete string, required bool) contactField {
	return contactField{Name: name, Label: label, Type: typ, Autocomplete: autocomplete, Value: v.Form[name],
		Error: v.Fields[name], Required: required}
}
