package cms

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// The per-item SEO fields every editorial table carries (view seo): a meta title that replaces the
// page's <title>, a meta description, a canonical address and noindex. Each editorial module embeds
// SEO in its row type, reads SEOColumns, keeps SEOFormFields as typed, checks them with CheckSEO and
// shows them with the shell's partial {{template "seo_fields" .}} (a snippet preview with length
// hints).

// SEOColumns are the SEO columns, for a module's select.
const SEOColumns = "meta_titulo,meta_descripcion,url_canonica,noindex"

// SEOFormFields are the SEO fields of a form.
var SEOFormFields = []string{"meta_titulo", "meta_descripcion", "url_canonica", "noindex"}

// Limits of the SEO fields, in characters (the form's hints recommend 60 and 160: what search
// engines show).
const (
	MaxMetaTitle       = 120
	MaxMetaDescription = 320
	maxCanonical       = 2048
)

// SEO are an item's stored SEO fields.
type SEO struct {
	MetaTitulo      *string `json:"meta_titulo"`
	MetaDescripcion *string `json:"meta_descripcion"`
	URLCanonica     *string `json:"url_canonica"`
	Noindex         bool    `json:"noindex"`
}

// SEOForm is the stored fields as the form shows them.
func (s SEO) SEOForm() map[string]string {
	form := map[string]string{"meta_titulo": Deref(s.MetaTitulo), "meta_descripcion": Deref(s.MetaDescripcion),
		"url_canonica": Deref(s.URLCanonica), "noindex": ""}
	if s.Noindex {
		form["noindex"] = "on"
	}
	return form
}

// CheckSEO validates the SEO fields of form, adding their messages to fields, and returns the
// columns to write.
func CheckSEO(form map[string]string, fields FieldMessages) map[string]any {
	title, description := strings.TrimSpace(form["meta_titulo"]), strings.TrimSpace(form["meta_descripcion"])
	canonical := strings.TrimSpace(form["url_canonica"])
	if utf8.RuneCountInString(title) > MaxMetaTitle {
		fields["meta_titulo"] = fmt.Sprintf(MsgMetaTitleTooLong, MaxMetaTitle)
	}
	if utf8.RuneCountInString(description) > MaxMetaDescription {
		fields["meta_descripcion"] = fmt.Sprintf(MsgMetaDescriptionTooLong, MaxMetaDescription)
	}
	if canonical != "" && (len(canonical) > maxCanonical || strings.ContainsAny(canonical, " \t\r\n\"<>") ||
		!(strings.HasPrefix(canonical, "https://") || strings.HasPrefix(canonical, "http://") ||
			strings.HasPrefix(canonical, "/") && !strings.HasPrefix(canonical, "//"))) {
		fields["url_canonica"] = MsgCanonicalInvalid
	}
	return map[string]any{"meta_titulo": Optional(title), "meta_descripcion": Optional(description),
		"url_canonica": Optional(canonical), "noindex": form["noindex"] == "on"}
}
