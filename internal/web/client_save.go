package web

import (
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/platformclient"
)

// clientSave creates or updates a client. The form is checked first (nombre, `Categoría inválida`,
// the logo's kind from its bytes); then the logo is stored at <categoria>/logos/<file_name>, and only
// when the platform answered 200/201 is its path recorded. A replaced logo stays in storage.
func (a *App) clientSave(w http.ResponseWriter, r *http.Request) {
	p, _ := principalFrom(r.Context())
	id, ok := a.editedID(w, r)
	if !ok {
		return
	}
	uploadMsg := a.parseUploadForm(w, r)
	form := formValues(r, "nombre", "categoria")
	d := clientFormData{ID: id} // the page reads the current logo again
	in := cms.ClientInput{Nombre: form["nombre"], Categoria: form["categoria"]}
	fields := cms.FieldMessages{}
	cat, err := a.svc.CheckClientCategory(r.Context(), p.token, in)
	if f := cms.FormFields(err); f != nil {
		fields = f
	} else if err != nil {
		status, msg := a.failureMessage(err)
		a.clientFormPage(w, r, status, d, form, nil, msg)
		return
	}
	var logo *upload
	if uploadMsg == "" {
		logo, uploadMsg = a.formUpload(r, "logo", cms.ClientLogoKinds)
	}
	if logo != nil {
		defer logo.Close()
	}
	if uploadMsg != "" {
		fields["logo"] = uploadMsg + " Vuelva a elegir el archivo."
	}
	if len(fields) > 0 {
		a.clientFormPage(w, r, http.StatusUnprocessableEntity, d, form, fields, msgReviewFields)
		return
	}
	var path string
	if logo != nil {
		path = cms.ClientLogoPath(cat, logo.FileName)
		taken, err := a.svc.LogoPathTaken(r.Context(), p.token, path, id)
		if err != nil {
			status, msg := a.failureMessage(err)
			a.clientFormPage(w, r, status, d, form, nil, msg)
			return
		}
		if taken {
			a.clientFormPage(w, r, http.StatusConflict, d, form, map[string]string{"logo": cms.MsgLogoNameTaken}, msgReviewFields)
			return
		}
		if err := a.storeFile(r, p.token, cms.BucketClients, path, logo); err != nil {
			status, msg := a.storageFailure(err)
			a.clientFormPage(w, r, status, d, form, map[string]string{"logo": msg}, msgReviewFields)
			return
		}
	}
	err = a.svc.SaveClient(r.Context(), p.token, id, in, path)
	if f := cms.FormFields(err); f != nil {
		a.clientFormPage(w, r, http.StatusUnprocessableEntity, d, form, f, msgReviewFields)
		return
	}
	if err != nil {
		status, msg := a.failureMessage(err)
		a.clientFormPage(w, r, status, d, form, nil, msg)
		return
	}
	a.saved(w, r, "Cliente guardado.", "/admin/clientes/")
}

// storageFailure explains a refused upload in Spanish; nothing is recorded.
func (a *App) storageFailure(err error) (int, string) {
	switch st := platformclient.StatusOf(err); {
	case st == http.StatusConflict:
		return st, cms.MsgLogoNameTaken
	case st == http.StatusRequestEntityTooLarge:
		return st, "El almacenamiento rechazó el archivo por su tamaño."
	case st == http.StatusUnsupportedMediaType || st == http.StatusBadRequest:
		return st, "El almacenamiento rechazó el archivo: suba una imagen PNG, JPG o SVG."
	case st == 0:
		a.logger.Error("store logo", "error", err)
		return http.StatusServiceUnavailable, "No se pudo guardar el logo: el almacenamiento no responde. Intente más tarde."
	default:
		a.logger.Error("store logo", "error", err)
		return http.StatusBadGateway, "No se pudo guardar el logo. Intente de nuevo."
	}
}
