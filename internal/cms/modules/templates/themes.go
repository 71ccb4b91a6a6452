package templates

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/records"
	"github.com/vitrina/vitrina/internal/theme"
)

// themeChoice is a theme as Apariencia lists it, with its options' fields.
type themeChoice struct {
	Name, Version, Description string
	Chosen                     bool
	Options                    []optionField
}

// optionField is one option of a theme in the form; its input is named Field.
type optionField struct {
	theme.Option
	Field, Value string
	Error        string
}

// optionFieldName is the form field of a theme's option (each theme's options are in the form; only
// the chosen theme's are read).
func optionFieldName(themeName, id string) string { return "opcion-" + themeName + "-" + id }

// themes are the site's themes (the base one alone without the assembly's).
func (m *module) themes() []*theme.Theme {
	if t := m.Shell.Themes(); t != nil {
		return t.List()
	}
	return nil
}

// themeChoices lists the themes for the form: form["tema"] is the chosen theme, form[field] an
// option's value (stored or typed; else its default), fields their messages.
func (m *module) themeChoices(form map[string]string, fields cms.FieldMessages) []themeChoice {
	var out []themeChoice
	for _, t := range m.themes() {
		c := themeChoice{Name: t.Name, Version: t.Version, Description: t.Description, Chosen: t.Name == form["tema"]}
		for _, o := range t.Options {
			name := optionFieldName(t.Name, o.ID)
			v, ok := form[name]
			if !ok {
				v = o.Default
			}
			c.Options = append(c.Options, optionField{Option: o, Field: name, Value: v, Error: fields[name]})
		}
		out = append(out, c)
	}
	return out
}

// checkTheme reads the chosen theme and its options from the form into values (tema,
// tema_opciones); an unknown theme or option value is a field message. The typed option values are
// kept in form, to fill it again.
func (m *module) checkTheme(r *http.Request, form map[string]string, values map[string]any, fields cms.FieldMessages) {
	name := r.FormValue("tema")
	if name == "" {
		name = records.DefaultTheme
	}
	typed := map[string]string{}
	var chosen *theme.Theme
	for _, t := range m.themes() {
		if t.Name == name {
			chosen = t
		}
	}
	switch {
	case chosen == nil && name != records.DefaultTheme:
		fields["tema"] = MsgThemeUnknown
	case chosen != nil:
		for _, o := range chosen.Options {
			field := optionFieldName(chosen.Name, o.ID)
			v := r.FormValue(field)
			if o.Kind == theme.KindBoolean {
				v = fmt.Sprint(v == "on")
			}
			typed[o.ID], form[field] = v, v
			if o.Check(v) != nil {
				fields[field] = fmt.Sprintf(MsgThemeOption, o.Label)
			}
		}
	}
	values["tema"] = name
	values["tema_opciones"] = records.EncodeThemeOptions(typed)
}

// maxThemeZip bounds an uploaded theme (theme.MaxBytes).
const maxThemeZip = theme.MaxBytes

// installTheme checks an uploaded zipped theme and installs it when it passes (administrators
// only); the page lists every problem otherwise.
func (m *module) installTheme(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	ctx := r.Context()
	st, err := m.storedSettings(ctx)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	refuse := func(status int, problems ...string) {
		m.renderThemes(w, r, status, st, problems)
	}
	if !u.IsAdmin || m.Shell.Themes() == nil {
		refuse(http.StatusForbidden, MsgThemeAdminsOnly)
		return
	}
	if msg := m.Shell.ParseUploadForm(w, r); msg != "" {
		refuse(http.StatusRequestEntityTooLarge, msg)
		return
	}
	f, _, err := r.FormFile("tema_zip")
	if err != nil {
		refuse(http.StatusUnprocessableEntity, MsgThemeNoFile)
		return
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxThemeZip+1))
	if err != nil || len(data) > maxThemeZip {
		refuse(http.StatusRequestEntityTooLarge, fmt.Sprintf(MsgThemeTooLarge, maxThemeZip>>20))
		return
	}
	t, probs, err := m.Shell.Themes().Install(ctx, data)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	if len(probs) > 0 {
		msgs := make([]string, len(probs))
		for i, p := range probs {
			msgs[i] = p.Spanish()
		}
		refuse(http.StatusUnprocessableEntity, msgs...)
		return
	}
	m.Shell.Saved(w, r, fmt.Sprintf(msgThemeInstalled, t.Name), settingsURL+"#temas")
}

// renderThemes shows the page after an upload, with the problems of the theme refused.
func (m *module) renderThemes(w http.ResponseWriter, r *http.Request, status int, st records.Settings, problems []string) {
	m.renderWith(w, r, status, st, settingsForm(st), nil, MsgThemeRefused, nil, nil, problems)
}

// previewTheme puts the checked theme choice into settings for the preview.
func previewTheme(st *records.Settings, values map[string]any) {
	st.Tema, _ = values["tema"].(string)
	if raw, ok := values["tema_opciones"].(json.RawMessage); ok {
		st.TemaOpciones = raw
	}
}
