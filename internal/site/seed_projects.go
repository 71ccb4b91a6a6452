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

// seedProjects writes the demo case studies a month apart, newest first as listed, each with its
// client and service category, key results, and a gallery of pictures drawn here and stored at
// contenido/proyectos/<slug>-<n>.png in their order with their alt text.
func seedProjects(ctx context.Context, c *platformclient.Client, catIDs map[string]int, start time.Time) error {
	svc := c.Service()
	clients, err := records.Clients(ctx, c)
	if err != nil {
		return fmt.Errorf("demo seed: read clients: %w", err)
	}
	clientIDs := map[string]int{}
	for _, cl := range clients {
		clientIDs[cl.Nombre] = cl.ID
	}
	for i, p := range demoProjects {
		s := slug.Of(p.title, "proyecto")
		results := make([]map[string]string, len(p.results))
		for j, r := range p.results {
			results[j] = map[string]string{"etiqueta": r[0], "cifra": r[1]}
		}
		row := map[string]any{"titulo": p.title, "slug": s, "cliente": clientIDs[p.client], "categoria": catIDs[p.category],
			"resumen": p.summary, "cuerpo": p.body, "resultados": results, "destacado": p.featured,
			"fecha": start.AddDate(0, -i, 0).Format(time.RFC3339)}
		id, err := records.InsertProject(ctx, c, svc, row)
		if err != nil {
			return fmt.Errorf("demo seed: project %q: %w", p.title, err)
		}
		images := make([]map[string]any, len(p.gallery))
		for j, alt := range p.gallery {
			pic, err := demoPicture(i*3 + j + 1)
			if err != nil {
				return err
			}
			path := fmt.Sprintf("proyectos/%s-%d.png", s, j+1)
			if err := c.UploadWith(ctx, svc, "contenido", path, bytes.NewReader(pic), platformclient.UploadOptions{CacheControl: imageCacheControl}); err != nil {
				return fmt.Errorf("demo seed: upload %s: %w", path, err)
			}
			images[j] = map[string]any{"proyecto": id, "bucket": "contenido", "ruta": path, "texto_alternativo": alt, "orden": j + 1}
		}
		if err := records.InsertProjectImages(ctx, c, svc, images); err != nil {
			return fmt.Errorf("demo seed: gallery of %q: %w", p.title, err)
		}
	}
	return nil
}
