package web

import (
	"fmt"
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
)

// contentSave creates (POST /admin/contenido/nuevo) or updates (POST /admin/contenido/{id}) an item.
// The form is checked first; a featured image is then stored in bucket contenido at
// imagenes/<file_name>, and its path is written on the row only once the platform answered 200/201.
// "Vista previa" shows the sanitized body without saving.
func (a *App) contentSave(w http.ResponseWriter, r *http.Request) {
	p, _ := principalFrom(r.Context())
	ctx := r.Context()
	formMsg := a.parseUploadForm(w, r)
	pg := contentPage{form: formValues(r, contentFormFields...)}
	item, ok := a.contentOfPath(w, r, p.token)
	if !ok {
		return
	}
	pg.item = item
	var err error
	if pg.cats, err = a.svc.CategoryList(ctx, p.token); err != nil {
		a.failurePage(w, r, err)
		return
	}
	if formMsg != "" {
		// The body was cut or unreadable: what arrived of the form is not trustworthy.
		if pg.item != nil && r.MultipartForm == nil {
			pg.form = storedContentForm(pg.item)
		}
		pg.fields, pg.msg = cms.FieldMessages{"imagen": formMsg}, formMsg
		a.contentFormPage(w, r, http.StatusRequestEntityTooLarge, pg)
		return
	}
	if r.FormValue("accion") == "vista-previa" {
		pg.preview = true
		a.contentFormPage(w, r, http.StatusOK, pg)
		return
	}

	row, err := cms.ContentInput{Titulo: pg.form["titulo"], Body: pg.form["body"], Layout: pg.form["layout"],
		Categoria: pg.form["categoria"]}.Validate(pg.cats)
	fields := cms.FormFields(err)
	up, upMsg := a.formUpload(r, "imagen", cms.ContentImageKinds)
	if up != nil {
		defer up.Close()
	}
	if upMsg != "" {
		if fields == nil {
			fields = cms.FieldMessages{}
		}
		fields["imagen"] = upMsg
	}
	if len(fields) > 0 {
		pg.fields, pg.msg = fields, msgReviewFields
		a.contentFormPage(w, r, http.StatusUnprocessableEntity, pg)
		return
	}

	var id int64
	if pg.item != nil {
		id = pg.item.ID
	}
	var imagePath string
	if up != nil {
		path := cms.ContentImagePath(up.FileName)
		taken, err := a.svc.ImageUsedElsewhere(ctx, p.token, path, id)
		if err != nil {
			status, msg := a.failureMessage(err)
			pg.msg = msg
			a.contentFormPage(w, r, status, pg)
			return
		}
		if taken {
			pg.fields, pg.msg = cms.FieldMessages{"imagen": cms.MsgImageNameTaken}, msgReviewFields
			a.contentFormPage(w, r, http.StatusConflict, pg)
			return
		}
		if err := a.storeFile(r, p.token, cms.BucketContent, path, up); err != nil {
			a.logger.WarnContext(ctx, "store featured image", "path", path, "error", err)
			msg := "No se pudo guardar la imagen; el contenido no se guardó. Intente de nuevo."
			pg.fields, pg.msg = cms.FieldMessages{"imagen": msg}, msg
			a.contentFormPage(w, r, http.StatusBadGateway, pg)
			return
		}
		imagePath = path
	}
	if _, err := a.svc.SaveContent(ctx, p.token, id, row, imagePath); err != nil {
		if fields := cms.FormFields(err); fields != nil {
			pg.fields, pg.msg = fields, msgReviewFields
			a.contentFormPage(w, r, http.StatusUnprocessableEntity, pg)
			return
		}
		status, msg := a.failureMessage(err)
		pg.msg = msg
		a.contentFormPage(w, r, status, pg)
		return
	}
	a.saved(w, r, "Contenido guardado.", "/admin/contenido/")
}

// storedContentForm is the form of a stored item.
func storedContentForm(item *cms.ContentItem) map[string]string {
	return map[string]string{"titulo": item.Titulo, "body": item.Descripcion.Body,
		"layout": fmt.Sprint(item.Descripcion.Layout), "categoria": fmt.Sprint(item.Categoria)}
}
