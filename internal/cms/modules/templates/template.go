package templates

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

// maxTemplateName bounds a template's name, in characters.
const maxTemplateName = 80

// saveTemplate keeps the blocks of a page as a new template (nombre, pagina).
func (m *module) saveTemplate(w http.ResponseWriter, r *http.Request) {
	u := shell.UserOf(r)
	ctx := r.Context()
	form := shell.FormValues(r, "plantilla_nombre", "plantilla_pagina")
	fields := cms.FieldMessages{}
	name := strings.TrimSpace(form["plantilla_nombre"])
	if name == "" || utf8.RuneCountInString(name) > maxTemplateName {
		fields["plantilla_nombre"] = MsgTemplateName
	}
	var page *records.Page
	c, cred := m.Svc.Client(), platformclient.AsUser(u.Token)
	if id, err := strconv.ParseInt(form["plantilla_pagina"], 10, 64); err != nil || id <= 0 {
		fields["plantilla_pagina"] = MsgTemplatePage
	} else if page, err = records.PageBlocks(ctx, c, cred, id); err != nil {
		m.Shell.FailurePage(w, r, cms.PlatformFailure(err))
		return
	} else if page == nil {
		fields["plantilla_pagina"] = MsgTemplatePage
	}
	if len(fields) > 0 {
		st, err := m.storedSettings(ctx)
		if err != nil {
			m.Shell.FailurePage(w, r, err)
			return
		}
		m.render(w, r, http.StatusUnprocessableEntity, st, settingsForm(st), nil, cms.MsgReviewFields, form, fields)
		return
	}
	if err := records.InsertPageTemplate(ctx, c, cred, name, page.Bloques); err != nil {
		m.Shell.FailurePage(w, r, cms.PlatformFailure(err))
		return
	}
	m.Shell.Saved(w, r, msgTemplateSaved, "/admin/templates/#plantillas")
}

// deleteTemplate deletes a template; pages made from it keep their blocks.
func (m *module) deleteTemplate(w http.ResponseWriter, r *http.Request) {
	m.Shell.DeleteRecord(w, r, m.removeTemplate, msgTemplateDeleted, "/admin/templates/#plantillas")
}

func (m *module) removeTemplate(ctx context.Context, token string, id int64) error {
	deleted, err := records.DeletePageTemplate(ctx, m.Svc.Client(), platformclient.AsUser(token), id)
	if err != nil {
		return cms.PlatformFailure(err)
	}
	if !deleted {
		return cms.Fail(http.StatusNotFound, MsgTemplateGone)
	}
	return nil
}
