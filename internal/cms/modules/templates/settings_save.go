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

// saveSettings checks and saves the appearance. A logo or favicon is checked from its bytes and
// stored first (cms.Service.SaveWithFile); the row is written once, with the new paths. The site
// drops its cached pages on the write (Site.Changed), so every page uses the change at once.
func (m *module) saveSettings(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	ctx := r.Context()
	formMsg := m.Shell.ParseUploadForm(w, r)
	form := shell.FormValues(r, settingsFields...)
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
	logo, logoMsg := m.Shell.FormUpload(r, "logo", cms.ContentImageKinds)
	if logo != nil {
		defer logo.Close()
	}
	favicon, favMsg := m.Shell.FormUpload(r, "favicon", cms.ContentImageKinds)
	if favicon != nil {
		defer favicon.Close()
	}
	if logoMsg != "" {
		fields["logo"] = logoMsg
	}
	if favMsg != "" {
		fields["favicon"] = favMsg
	}
	picked := map[string]string{}
	for _, f := range []string{"logo", "favicon"} {
		var pickErr error
		picked[f], pickErr = m.Svc.PickedFile(ctx, u.Token, f, records.SettingsBucket, form[cms.LibraryField(f)])
		fields = cms.AddFields(fields, pickErr)
	}
	if len(fields) > 0 {
		m.render(w, r, http.StatusUnprocessableEntity, st, form, fields, cms.MsgReviewFields, nil, nil)
		return
	}
	if r.FormValue("accion") == "vista-previa" {
		m.preview(w, r, values, st)
		return
	}
	target := func(field string) cms.FileTarget {
		return cms.FileTarget{Field: field, Bucket: records.SettingsBucket, Path: logoPath, Table: settingsTable, Column: field, RecordID: settingsID,
			Picked: picked[field]}
	}
	err = m.Svc.SaveWithFile(ctx, u.Token, target("logo"), logo.File(), func(logoAt string) error {
		return m.Svc.SaveWithFile(ctx, u.Token, target("favicon"), favicon.File(), func(faviconAt string) error {
			if logoAt != "" {
				values["logo"] = logoAt
			}
			if faviconAt != "" {
				values["favicon"] = faviconAt
			}
			return m.writeSettings(ctx, u.Token, values)
		})
	})
	if refused, status := m.Shell.RefusedForm(r, err); refused != nil {
		m.render(w, r, status, st, form, refused, cms.MsgReviewFields, nil, nil)
		return
	}
	if err != nil {
		status, msg := m.Shell.FailureMessage(err)
		m.render(w, r, status, st, form, nil, msg, nil, nil)
		return
	}
	m.Shell.Saved(w, r, msgSettingsSaved, "/admin/templates/")
}

// preview answers the home page as the public site renders it with the checked, unsaved settings
// (the stored logo and favicon: a new file is seen once saved). Nothing is stored.
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
		Email: text("email"), Horario: text("horario"), MapaURL: text("mapa_url")}
	if raw, ok := values["redes"].(json.RawMessage); ok {
		_ = json.Unmarshal(raw, &st.Redes) // encoded just above from checked links
	}
	body, err := m.Shell.SitePreview().RenderHome(r.Context(), st)
	if err != nil {
		m.Shell.FailurePage(w, r, cms.PlatformFailure(err))
		return
	}
	shell.WritePreview(w, body)
}
