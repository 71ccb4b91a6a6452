package media

import (
	"encoding/json"
	"net/url"
	"regexp"
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
)

// place is one column of the site's tables that can refer to files of the library. places() is the
// one list of them: "where used" and the orphan report both read it, so a module that starts
// referring to files (projects' gallery, say) is one more entry here.
type place struct {
	Label  string // what the place is, for people ("Contenido: imagen principal")
	Table  string
	Column string // the column, or a ->> path into a JSON column
	// How the column names a file: a path inside Bucket; a path inside the bucket BucketColumn
	// holds; "bucket/path" under "archivo" keys of page blocks (JSON); or public addresses inside
	// rich text (HTML).
	Form         form
	Bucket       string
	BucketColumn string
	// TitleColumn names an item ("titulo"); Edit is where it is edited, with %d for its id ("" when
	// the item has no page of its own, EditFixed when one page edits it).
	TitleColumn string
	Edit        string
	// Trash: the table has the editorial lifecycle, whose trashed items (eliminado_en) still
	// count as users of their files until they are purged.
	Trash bool
}

// form is how a column refers to files.
type form int

const (
	formPath   form = iota // a path inside the place's Bucket (or its BucketColumn)
	formBlocks             // page blocks: "archivo": "bucket/path", and rich text inside them
	formHTML               // rich text with the files' public addresses
)

// places lists every column that can refer to a file of the library.
func places() []place {
	return []place{
		{Label: msgPlaceContentImage, Table: "contenido", Column: "imagen_principal", Form: formPath, Bucket: cms.BucketContent,
			TitleColumn: "titulo", Edit: "/admin/contenido/%d", Trash: true},
		{Label: msgPlaceContentBody, Table: "contenido", Column: "descripcion->>body", Form: formHTML,
			TitleColumn: "titulo", Edit: "/admin/contenido/%d", Trash: true},
		{Label: msgPlaceBlogCover, Table: "blog_entradas", Column: "portada", Form: formPath, Bucket: cms.BucketContent,
			TitleColumn: "titulo", Edit: "/admin/blog/%d", Trash: true},
		{Label: msgPlaceBlogBody, Table: "blog_entradas", Column: "cuerpo", Form: formHTML,
			TitleColumn: "titulo", Edit: "/admin/blog/%d", Trash: true},
		{Label: msgPlacePages, Table: "paginas", Column: "bloques", Form: formBlocks,
			TitleColumn: "titulo", Edit: "/admin/pages/%d", Trash: true},
		{Label: msgPlaceTemplates, Table: "plantillas", Column: "bloques", Form: formBlocks,
			TitleColumn: "nombre", Edit: "/admin/templates/"},
		{Label: msgPlaceFAQ, Table: "preguntas", Column: "respuesta", Form: formHTML,
			TitleColumn: "pregunta", Edit: "/admin/preguntas/%d", Trash: true},
		{Label: msgPlaceProjectBody, Table: "proyectos", Column: "cuerpo", Form: formHTML,
			TitleColumn: "titulo", Edit: "/admin/proyectos/%d", Trash: true},
		// A gallery picture's row is not the project: it is named by its alt text, without a link.
		// A trashed project keeps its gallery rows (deleted with it at purge), so they count until then.
		{Label: msgPlaceProjectGallery, Table: "proyecto_imagenes", Column: "ruta", Form: formPath, BucketColumn: "bucket",
			TitleColumn: "texto_alternativo"},
		{Label: msgPlaceClients, Table: "clientes", Column: "logo_url", Form: formPath, Bucket: cms.BucketClients,
			TitleColumn: "nombre", Edit: "/admin/clientes/%d"},
		{Label: msgPlaceSiteLogo, Table: "ajustes_sitio", Column: "logo", Form: formPath, Bucket: cms.BucketContent,
			TitleColumn: "nombre_sitio", Edit: "/admin/templates/"},
		{Label: msgPlaceSiteFavicon, Table: "ajustes_sitio", Column: "favicon", Form: formPath, Bucket: cms.BucketContent,
			TitleColumn: "nombre_sitio", Edit: "/admin/templates/"},
	}
}

// publicAddress finds the files a rich text shows: the path after Storage's public prefix, up to
// the end of the attribute or URL.
var publicAddress = regexp.MustCompile(`/storage/v1/object/public/([^"'\s<>?#)]+)`)

// refsIn returns the files value (the column's content) refers to.
func (p place) refsIn(value string, bucketValue string) []key {
	switch p.Form {
	case formPath:
		if value == "" {
			return nil
		}
		b := p.Bucket
		if p.BucketColumn != "" {
			b = bucketValue
		}
		return []key{{b, strings.TrimPrefix(value, "/")}}
	case formBlocks:
		var doc any
		if json.Unmarshal([]byte(value), &doc) != nil {
			return nil
		}
		var out []key
		walkJSON(doc, func(k, s string) {
			if k == "archivo" {
				if b, r, ok := strings.Cut(s, "/"); ok {
					out = append(out, key{b, r})
				}
				return
			}
			out = append(out, htmlRefs(s)...)
		})
		return out
	}
	return htmlRefs(value)
}

// htmlRefs are the files whose public address appears in s.
func htmlRefs(s string) []key {
	var out []key
	for _, m := range publicAddress.FindAllStringSubmatch(s, -1) {
		p, err := url.PathUnescape(m[1])
		if err != nil {
			continue
		}
		if b, r, ok := strings.Cut(p, "/"); ok {
			out = append(out, key{b, r})
		}
	}
	return out
}

// walkJSON calls fn with every string of a JSON document and the key it is under ("" in arrays).
func walkJSON(v any, fn func(k, s string)) {
	var walk func(k string, v any)
	walk = func(k string, v any) {
		switch t := v.(type) {
		case string:
			fn(k, t)
		case []any:
			for _, e := range t {
				walk("", e)
			}
		case map[string]any:
			for kk, e := range t {
				walk(kk, e)
			}
		}
	}
	walk("", v)
}
