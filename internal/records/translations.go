package records

import (
	"context"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// PostTranslation is a published translation of a published post, as the public reads it.
type PostTranslation struct {
	Origen     int    `json:"origen"`
	Idioma     string `json:"idioma"`
	Titulo     string `json:"titulo"`
	Slug       string `json:"slug"`
	Extracto   string `json:"extracto"`
	Cuerpo     string `json:"cuerpo"`
	PortadaAlt string `json:"portada_alt"`
}

// Translated is p in translation t: its translated fields replace the Spanish ones.
func (p Post) Translated(t PostTranslation) Post {
	p.Titulo, p.Slug, p.Extracto, p.Cuerpo, p.PortadaAlt = t.Titulo, t.Slug, t.Extracto, t.Cuerpo, t.PortadaAlt
	return p
}

// activeLanguage keeps the translations into a language the site offers.
const activeLanguage = "idiomas!inner(activo)"

// LatestTranslatedPosts reads the newest published posts with a published translation into lang,
// each in that language (the caller checks that the site offers it).
func LatestTranslatedPosts(ctx context.Context, c *platformclient.Client, lang string, limit int) ([]Post, error) {
	var rows []struct {
		Post
		Tr []PostTranslation `json:"tr"`
	}
	_, err := c.From("blog_entradas", c.Anon()).Select(PostColumns+",tr:blog_entradas_traducciones!inner(idioma,titulo,slug,extracto,cuerpo,portada_alt)").
		Eq("tr.idioma", lang).Order("created_at", true).Order("id", true).Limit(limit).Get(ctx, &rows)
	if err != nil {
		return nil, wrap("read the latest translated posts", err)
	}
	out := make([]Post, 0, len(rows))
	for _, r := range rows {
		for _, t := range r.Tr {
			if t.Idioma == lang {
				out = append(out, r.Post.Translated(t))
			}
		}
	}
	return out, nil
}
