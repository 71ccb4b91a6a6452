package templates

import (
	"encoding/json"
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/records"
)

// logoPath is where the logo and the favicon are stored in bucket contenido.
func logoPath(fileName string) string { return "sitio/" + fileName }

// imageField is the logo's or the favicon's input: an image uploaded or picked from the settings'
// bucket.
func imageField(name string) shell.ImageField {
	return shell.ImageField{Name: name, Bucket: records.SettingsBucket, Kinds: cms.ContentImageKinds}
}

// saveSettings checks and saves the appearance. A logo or favicon is checked from its bytes and
// stored first (cms.Service.SaveWithFile); the row is written once, with the new paths. The site
// drops its cached pages on the write (Site.Changed), so every page uses the change at once.
func (m *module) saveSettings(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	ctx := r.Context()
	formMsg := m.Shell.ParseUploadForm(w, r)
	form := shell.FormValues(r, formFields()...)
	st, err := m.storedSettings(ctx)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return
	}
	if formMsg != "" {
		m.render(w, r, http.StatusRequestEntityTooLarge, st, form, cms.FieldMessages{"logo": formMsg}, formMsg, nil, nil)
		return
	}
	values, fields := checkSettings(form)
	m.checkTheme(r, form, values, fields)
	logo, fields := m.Shell.ReadImage(r, imageField("logo"), "", fields)
	defer logo.Close()
	favicon, fields := m.Shell.ReadImage(r, imageField("favicon"), "", fields)
	defer favicon.Close()
	hero, fields := m.Shell.ReadImage(r, imageField(heroImage), "", fields)
	defer hero.Close()
	if len(fields) > 0 {
		m.render(w, r, http.StatusUnprocessableEntity, st, form, fields, cms.MsgReviewFields, nil, nil)
		return
	}
	if r.FormValue("accion") == shell.PreviewAction {
		m.preview(w, r, values, st)
		return
	}
	target := func(column string) cms.FileTarget {
		return cms.FileTarget{Bucket: records.SettingsBucket, Path: logoPath, Table: settingsTable, Column: column, RecordID: settingsID}
	}
	err = m.Shell.SaveImage(r, logo, target("logo"), func(logoAt string) error {
		return m.Shell.SaveImage(r, favicon, target("favicon"), func(faviconAt string) error {
			if logoAt != "" {
				values["logo"] = logoAt
			}
			if faviconAt != "" {
				values["favicon"] = faviconAt
			}
			return m.Shell.SaveImage(r, hero, target(heroImage), func(heroAt string) error {
				switch {
				case heroAt != "":
					values[heroImage] = heroAt
				case form[heroRemove] == "on":
					values[heroImage] = nil
				}
				return m.writeSettings(ctx, u.Token, values)
			})
		})
	})
	if f, failed := m.Shell.SaveFailureOf(r, err, "", ""); failed {
		m.render(w, r, f.Status, st, form, f.Fields, f.Msg, nil, nil)
		return
	}
	m.Shell.Saved(w, r, msgSettingsSaved, settingsURL)
}

// preview answers the home page as the public site renders it with the checked, unsaved settings
// (the stored logo, favicon and hero picture: a new file is seen once saved). Nothing is stored.
func (m *module) preview(w http.ResponseWriter, r *http.Request, values map[string]any, stored records.Settings) {
	text := func(name string) *string {
		if s, ok := values[name].(string); ok {
			return &s
		}
		return nil
	}
	st := records.Settings{NombreSitio: text("nombre_sitio"), Logo: stored.Logo, Favicon: stored.Favicon,
		ColorPrimario: values["color_primario"].(string), ColorAcento: values["color_acento"].(string), Fuente: values["fuente"].(string),
		TextoCabecera: text("texto_cabecera"), TextoPie: text("texto_pie"), Direccion: text("direccion"), Telefono: text("telefono"),
		Email: text("email"), Horario: text("horario"), MapaURL: text("mapa_url"),
		Hero: records.Hero{PortadaTitulo: text("portada_titulo"), PortadaTexto: text("portada_texto"), PortadaImagen: stored.PortadaImagen,
			PortadaImagenAlt: text("portada_imagen_alt"), PortadaBoton1Texto: text("portada_boton1_texto"), PortadaBoton1Enlace: text("portada_boton1_enlace"),
			PortadaBoton2Texto: text("portada_boton2_texto"), PortadaBoton2Enlace: text("portada_boton2_enlace")}}
	if raw, ok := values["redes"].(json.RawMessage); ok {
		_ = json.Unmarshal(raw, &st.Redes) // encoded just above from checked links
	}
	previewTheme(&st, values)
	body, err := m.Shell.SitePreview().RenderHome(r.Context(), st)
	if err != nil {
		m.Shell.FailurePage(w, r, cms.PlatformFailure(err))
		return
	}
	shell.WritePreview(w, body)
}
