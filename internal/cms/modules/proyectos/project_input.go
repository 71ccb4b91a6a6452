package proyectos

import (
	"cmp"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/slug"
)

// Limits of the form.
const (
	maxTitulo   = 200
	maxResumen  = 400
	maxLabel    = 120
	maxFigure   = 40
	maxAlt      = 200
	maxOrder    = 999
	maxResults  = 8  // key results a project shows
	maxImages   = 24 // images of a gallery
	newSlots    = 3  // new images one save may add
	blankResult = 2  // empty key-result rows offered after the filled ones
)

// slugPattern is a valid slug: lowercase ASCII words joined by single hyphens.
var slugPattern = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

// Names of the repeated form fields: key result n (1…maxResults), stored image id, new image slot k.
func resultLabelField(n int) string  { return fmt.Sprintf("resultado_etiqueta_%d", n) }
func resultFigureField(n int) string { return fmt.Sprintf("resultado_cifra_%d", n) }
func altField(id int64) string       { return fmt.Sprintf("imagen_alt_%d", id) }
func orderField(id int64) string     { return fmt.Sprintf("imagen_orden_%d", id) }
func removeField(id int64) string    { return fmt.Sprintf("imagen_quitar_%d", id) }
func newFileField(k int) string      { return fmt.Sprintf("nueva_imagen_%d", k) }
func newAltField(k int) string       { return fmt.Sprintf("nueva_alt_%d", k) }

// formFields are the fields of the form, kept as typed after a refusal: the project's, the key
// results', and those of the stored images.
func formFields(images []image) []string {
	out := append(append([]string{"titulo", "slug", "cliente", "categoria", "resumen", "cuerpo", "fecha", "destacado"}, lifecycle.FormFields...), cms.SEOFormFields...)
	for n := 1; n <= maxResults; n++ {
		out = append(out, resultLabelField(n), resultFigureField(n))
	}
	for _, img := range images {
		out = append(out, altField(img.ID), orderField(img.ID), removeField(img.ID))
	}
	for k := 1; k <= newSlots; k++ {
		out = append(out, newAltField(k), cms.LibraryField(newFileField(k)))
	}
	return out
}

// row is a checked form, ready to write.
type row struct {
	Titulo, Slug, Resumen string
	Cuerpo                string // sanitized
	Cliente, Categoria    *int64
	Fecha                 string // RFC 3339, the day's midnight UTC
	Destacado             bool
	Resultados            []result
	Gallery               galleryEdit
	Lifecycle             lifecycle.Fields
	SEO                   map[string]any // cms.CheckSEO's columns
	Version               int64
}

// galleryEdit is what a save does to the gallery: the images it keeps or adds, in their new order,
// and the stored images it removes.
type galleryEdit struct {
	Items   []galleryItem
	Removed []int64
}

// galleryItem is an image of the edited gallery: a stored one (Slot 0) with its alt text before the
// edit, or the new file of slot Slot.
type galleryItem struct {
	Image     image // ID 0 for a new file
	Slot      int
	storedAlt string
	order     int // as typed (a new file's: after every stored image, in slot order)
}

// validate checks the form against the listed clients and categories and the stored gallery;
// newFiles tells which new-image slots carry a file (uploaded or chosen from the library). The body
// is sanitized.
func validate(form map[string]string, pk pickers, stored []image, newFiles map[int]bool, loc *time.Location) (row, error) {
	fields := cms.FieldMessages{}
	r := row{Titulo: strings.TrimSpace(form["titulo"]), Resumen: strings.TrimSpace(form["resumen"]),
		Cuerpo: cms.SanitizeBody(form["cuerpo"]), Destacado: form["destacado"] != ""}
	switch {
	case r.Titulo == "":
		fields["titulo"] = MsgTituloRequired
	case utf8.RuneCountInString(r.Titulo) > maxTitulo:
		fields["titulo"] = MsgTituloTooLong
	}
	r.Slug = strings.TrimSpace(form["slug"])
	if r.Slug == "" {
		r.Slug = strings.TrimRight(truncate(slug.Of(r.Titulo, "proyecto"), maxTitulo), "-")
	}
	if !slugPattern.MatchString(r.Slug) || len(r.Slug) > maxTitulo {
		fields["slug"] = MsgSlugInvalid
	}
	if utf8.RuneCountInString(r.Resumen) > maxResumen {
		fields["resumen"] = MsgResumenTooLong
	}
	if raw := strings.TrimSpace(form["cliente"]); raw != "" {
		id := cms.PositiveID(raw)
		if !slices.ContainsFunc(pk.Clients, func(c client) bool { return c.ID == id }) {
			fields["cliente"] = MsgClienteInvalid
		} else {
			r.Cliente = &id
		}
	}
	if raw := strings.TrimSpace(form["categoria"]); raw != "" {
		id := cms.PositiveID(raw)
		if !slices.ContainsFunc(pk.Categories, func(c cms.CategoryNode) bool { return c.ID == id }) {
			fields["categoria"] = MsgCategoryInvalid
		} else {
			r.Categoria = &id
		}
	}
	day, err := cms.ParseDate(form["fecha"], time.UTC)
	if err != nil {
		fields["fecha"] = MsgFechaInvalid
	} else {
		r.Fecha = day.UTC().Format(time.RFC3339)
	}
	r.Resultados = checkResults(form, fields)
	r.Gallery = checkGallery(form, stored, newFiles, fields)
	r.Lifecycle = lifecycle.Check(form, loc, fields)
	r.SEO = cms.CheckSEO(form, fields)
	r.Version = lifecycle.ExpectedVersion(form)
	if len(fields) > 0 {
		return r, &cms.FormError{Fields: fields}
	}
	return r, nil
}

// checkResults reads the filled key-result rows in order; a row with only one half, or too long,
// is refused next to it (field resultado_etiqueta_n).
func checkResults(form map[string]string, fields cms.FieldMessages) []result {
	out := []result{}
	for n := 1; n <= maxResults; n++ {
		res := result{Etiqueta: oneLine(form[resultLabelField(n)]), Cifra: oneLine(form[resultFigureField(n)])}
		switch {
		case res.Etiqueta == "" && res.Cifra == "":
			continue
		case res.Etiqueta == "" || res.Cifra == "":
			fields[resultLabelField(n)] = MsgResultIncomplete
		case utf8.RuneCountInString(res.Etiqueta) > maxLabel || utf8.RuneCountInString(res.Cifra) > maxFigure:
			fields[resultLabelField(n)] = MsgResultTooLong
		}
		out = append(out, res)
	}
	return out
}

// checkGallery reads the stored images' alt text, order and removal mark, and the new images' alt
// text. Every image that stays or arrives needs an alt text; orders are 1…999. The items come out in
// their new order: by the typed order, a new file after every stored image unless an order puts one
// after it, ties in the form's order.
func checkGallery(form map[string]string, stored []image, newFiles map[int]bool, fields cms.FieldMessages) galleryEdit {
	var g galleryEdit
	for _, img := range stored {
		if form[removeField(img.ID)] != "" {
			g.Removed = append(g.Removed, img.ID)
			continue
		}
		it := galleryItem{Image: img, storedAlt: img.TextoAlternativo}
		it.Image.TextoAlternativo = oneLine(form[altField(img.ID)])
		if msg := altMessage(it.Image.TextoAlternativo); msg != "" {
			fields[altField(img.ID)] = msg
		}
		order, err := strconv.Atoi(strings.TrimSpace(form[orderField(img.ID)]))
		if err != nil || order < 1 || order > maxOrder {
			fields[orderField(img.ID)] = MsgOrderInvalid
		}
		it.order = order
		g.Items = append(g.Items, it)
	}
	for k := 1; k <= newSlots; k++ {
		if !newFiles[k] {
			continue
		}
		it := galleryItem{Slot: k, Image: image{TextoAlternativo: oneLine(form[newAltField(k)])}, order: len(stored) + k}
		if msg := altMessage(it.Image.TextoAlternativo); msg != "" {
			fields[newAltField(k)] = msg
		}
		g.Items = append(g.Items, it)
	}
	slices.SortStableFunc(g.Items, func(a, b galleryItem) int { return cmp.Compare(a.order, b.order) })
	if len(g.Items) > maxImages {
		fields[newFileField(1)] = MsgGalleryFull
	}
	return g
}

// altMessage is the refusal of an alt text, or "".
func altMessage(alt string) string {
	switch {
	case alt == "":
		return MsgAltRequired
	case utf8.RuneCountInString(alt) > maxAlt:
		return MsgAltTooLong
	}
	return ""
}

// oneLine is s with its runs of white space (line breaks included) made single spaces.
func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// truncate cuts an ASCII string to at most n bytes.
func truncate(s string, n int) string {
	if len(s) > n {
		return s[:n]
	}
	return s
}

// sortImages puts a gallery in its order (ties by id, the upload order).
func sortImages(imgs []image) {
	slices.SortFunc(imgs, func(a, b image) int {
		return cmp.Or(cmp.Compare(a.Orden, b.Orden), cmp.Compare(a.ID, b.ID))
	})
}
