package site

import (
	"bytes"
	"context"
	"fmt"
	"time"

	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
	"github.com/vitrina/vitrina/internal/slug"
)

// seedBlog writes the demo blog: its authors (employees without a sign-in account), a cover per post
// drawn here and stored at contenido/blog/<slug>.png, the posts a week apart, newest first as
// listed, and their tags through set_blog_tags.
func seedBlog(ctx context.Context, c *platformclient.Client, start time.Time) error {
	svc := c.Service()
	authors := make([]map[string]any, len(demoAuthors))
	for i, a := range demoAuthors {
		authors[i] = map[string]any{"id": a.id, "nombre": a.name, "email": a.email, "rol": a.role}
	}
	if _, err := records.InsertEmployees(ctx, c, svc, authors); err != nil {
		return fmt.Errorf("demo seed: blog authors: %w", err)
	}
	for i, p := range demoPosts {
		s := slug.Of(p.title, "entrada")
		pic, err := demoPicture(i + 3)
		if err != nil {
			return err
		}
		path := "blog/" + s + ".png"
		if err := c.UploadWith(ctx, svc, "contenido", path, bytes.NewReader(pic), platformclient.UploadOptions{CacheControl: imageCacheControl}); err != nil {
			return fmt.Errorf("demo seed: upload %s: %w", path, err)
		}
		a := demoAuthors[p.author]
		row := map[string]any{"titulo": p.title, "slug": s, "extracto": p.excerpt, "cuerpo": p.body, "portada": path,
			"portada_alt": "Ilustración de «" + p.title + "»", "autor": a.id, "autor_nombre": a.name,
			"tiempo_lectura": 2 + i%4, "created_at": start.AddDate(0, 0, -7*i).Format(time.RFC3339)}
		id, err := records.InsertPost(ctx, c, svc, row)
		if err != nil {
			return fmt.Errorf("demo seed: post %q: %w", p.title, err)
		}
		tags := make([]records.Tag, len(p.tags))
		for j, t := range p.tags {
			tags[j] = records.Tag{Nombre: t, Slug: slug.Of(t, "etiqueta")}
		}
		if err := records.SetPostTags(ctx, c, svc, id, tags); err != nil {
			return fmt.Errorf("demo seed: tags of %q: %w", p.title, err)
		}
	}
	return nil
}
