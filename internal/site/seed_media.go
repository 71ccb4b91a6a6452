package site

import (
	"context"
	"fmt"

	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
	"github.com/vitrina/vitrina/internal/slug"
)

// mediaText is the alternative text and title the demo gives one stored picture in the media
// library (table medios, whose rows the platform wrote as the pictures were stored).
type mediaText struct {
	bucket, ruta, alt, titulo string
	like                      bool // ruta is a pattern (the clients' logos are under their category's id)
}

// demoMediaTexts describe the demo pictures as a visitor would need them: what each one shows.
func demoMediaTexts() []mediaText {
	var out []mediaText
	for _, item := range demoContents {
		out = append(out, mediaText{bucket: "contenido", ruta: "imagenes/" + titleSlug(item.title) + ".png",
			alt: "Ilustración de «" + item.title + "»: círculos y franjas de colores planos", titulo: item.title})
	}
	for _, p := range demoPosts {
		out = append(out, mediaText{bucket: "contenido", ruta: "blog/" + slug.Of(p.title, "entrada") + ".png",
			alt: "Portada de la entrada «" + p.title + "»", titulo: p.title})
	}
	for _, cl := range demoClients { // SVG and PNG logos alternate
		out = append(out, mediaText{bucket: "clientes", ruta: "*/logos/" + titleSlug(cl.name) + ".*", like: true,
			alt: "Logo de " + cl.name, titulo: cl.name})
	}
	for _, p := range demoProjects { // the gallery's own alt texts describe the same pictures
		s := slug.Of(p.title, "proyecto")
		for j, alt := range p.gallery {
			out = append(out, mediaText{bucket: "contenido", ruta: fmt.Sprintf("proyectos/%s-%d.png", s, j+1), alt: alt, titulo: p.title})
		}
	}
	return out
}

// seedMediaTexts gives the demo pictures their alternative texts and titles in the media library.
func seedMediaTexts(ctx context.Context, c *platformclient.Client) error {
	for _, m := range demoMediaTexts() {
		describe := records.DescribeFile
		if m.like {
			describe = records.DescribeFiles
		}
		if err := describe(ctx, c, c.Service(), m.bucket, m.ruta, m.alt, m.titulo); err != nil {
			return fmt.Errorf("demo seed: media texts of %s/%s: %w", m.bucket, m.ruta, err)
		}
	}
	return nil
}
