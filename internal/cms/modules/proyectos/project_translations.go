package proyectos

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"

	"github.com/vitrina/vitrina/internal/cms/translation"
)

// The translations of a project, through the shared translation screens: its title, its own
// address in the language, its summary, its text, its key results (a label and a figure each, for
// as many results as the Spanish has), its search texts and its gallery images' alternative texts (each image's own translation,
// saved with the project's); the client, the category, the date and the pictures are the
// project's.
func (m *module) translations() (*translation.Screens, error) {
	return translation.New(m.Kit, translation.Spec{View: view, Table: table, Base: "/admin/proyectos",
		Fields: append([]translation.Field{
			{Name: "titulo", Label: "Título", Max: maxTitulo},
			{Name: "slug", Label: "Dirección del proyecto", Max: maxTitulo},
			{Name: "resumen", Label: "Resumen", Max: maxResumen, Long: true},
			{Name: "cuerpo", Label: "Texto", Long: true, Rich: true, Rows: 14},
			{Name: resultsColumn, Label: msgFieldResultados, Expand: translatedResults()},
		}, translation.SEOFields()...),
		Item: func(ctx context.Context, token string, id int64) (*translation.Item, error) {
			p, err := m.get(ctx, token, id)
			if err != nil {
				return nil, err
			}
			results, err := json.Marshal(p.Resultados)
			if err != nil || p.Resultados == nil {
				results = []byte("[]")
			}
			seo := p.SEOForm()
			return &translation.Item{ID: p.ID, Version: p.Version, Title: p.Titulo,
				Source: map[string]string{"titulo": p.Titulo, "slug": p.Slug, "resumen": p.Resumen, "cuerpo": p.Cuerpo,
					"resultados": string(results), "meta_titulo": seo["meta_titulo"], "meta_descripcion": seo["meta_descripcion"]},
				Related: m.galleryAlts(p.Images)}, nil
		},
		Check: translation.Rules{Required: map[string]string{"titulo": MsgTituloRequired}, Slug: true, From: "titulo", Fallback: "proyecto",
			Max: maxTitulo, SlugInvalid: MsgSlugInvalid, Valid: slugPattern.MatchString}.Check,
		Back: msgBackToProject, Changed: msgTranslationChanged, SlugTaken: msgTranslationSlugTaken, Preview: true})
}

// altThumbWidth is the width of the picture beside each image's field: its thumbnail is 72 CSS
// pixels wide, twice that for dense screens (the original may be thousands).
const altThumbWidth = 160

// galleryAlts are the gallery images' alternative texts as the translation page shows them, in
// the gallery's order, each beside its picture.
func (m *module) galleryAlts(images []image) []translation.Related {
	out := make([]translation.Related, len(images))
	for i, img := range images {
		out[i] = translation.Related{Field: translation.Field{Name: altField(img.ID), Label: fmt.Sprintf(msgGalleryAltLabel, i+1), Max: maxAlt},
			Table: imageTable, Column: "texto_alternativo", ID: img.ID, Version: img.TextsVersion, Source: img.TextoAlternativo,
			Image: cmp.Or(m.Shell.ImageVariantURL(img.Bucket, img.Ruta, altThumbWidth), m.Shell.FileURL(img.Bucket, img.Ruta))}
	}
	return out
}
