package site

import (
	"bytes"
	"context"
	"fmt"
	"time"

	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

// DemoCompany is the name of the demo site's company (for VITRINA_SITE_NAME under --demo).
const DemoCompany = demoCompany

// Seed writes the demo company site through the platform with the service role key: a category
// tree three levels deep, a dozen content items across the three layouts with featured images,
// twenty testimonials, client categories and ten clients with logos, the free pages, a blog of ten
// posts by three authors with covers and tags, seven case studies with galleries and key results,
// and thirteen FAQ entries. Pictures are drawn here and
// uploaded as interface.md's stored files say. It does nothing when the demo categories exist.
func Seed(ctx context.Context, c *platformclient.Client) error {
	svc := c.Service()
	existing, err := records.TopCategoryNamed(ctx, c, svc, demoCategories[0].name)
	if err != nil {
		return fmt.Errorf("demo seed: look for the demo categories: %w", err)
	}
	if len(existing) > 0 {
		return nil
	}
	catIDs, err := seedCategories(ctx, c, nil, demoCategories)
	if err != nil {
		return err
	}
	// Fixed dates, newest first as listed, so the demo reads the same on every machine.
	start := time.Date(2026, time.September, 30, 10, 0, 0, 0, time.UTC)
	if err := seedContent(ctx, c, catIDs, start); err != nil {
		return err
	}
	testimonials := make([]map[string]any, len(demoTestimonials))
	for i, t := range demoTestimonials {
		testimonials[i] = map[string]any{"categoria": catIDs[t.category], "testimonio": t.text, "persona": t.person,
			"cargo": t.role, "empresa": t.company, "created_at": start.AddDate(0, 0, -5*i).Format(time.RFC3339)}
	}
	if err := records.InsertTestimonials(ctx, c, svc, testimonials); err != nil {
		return fmt.Errorf("demo seed: testimonials: %w", err)
	}
	if err := seedClients(ctx, c); err != nil {
		return err
	}
	if err := seedPages(ctx, c); err != nil {
		return err
	}
	if err := seedBlog(ctx, c, start); err != nil {
		return err
	}
	if err := seedProjects(ctx, c, catIDs, start); err != nil {
		return err
	}
	if err := seedFAQ(ctx, c, catIDs); err != nil {
		return err
	}
	if err := seedPeople(ctx, c); err != nil {
		return err
	}
	if err := seedJobs(ctx, c, start.AddDate(0, 1, 10)); err != nil {
		return err
	}
	if err := seedContactMessages(ctx, c, start.AddDate(0, 1, 20)); err != nil {
		return err
	}
	if err := seedSEO(ctx, c, start.AddDate(0, 1, 20)); err != nil {
		return err
	}
	if err := seedMediaTexts(ctx, c); err != nil {
		return err
	}
	if err := seedSettings(ctx, c); err != nil {
		return err
	}
	return seedTranslations(ctx, c)
}

// imageCacheControl lets browsers keep the demo pictures for a day (they revalidate by ETag after).
const imageCacheControl = "public, max-age=86400"

// seedCategories inserts one level of the tree and then each category's children.
func seedCategories(ctx context.Context, c *platformclient.Client, parent *int, level []demoCategory) (map[string]int, error) {
	ids := map[string]int{}
	rows := make([]map[string]any, len(level))
	for i, cat := range level {
		rows[i] = map[string]any{"name": cat.name, "id_padre": parent}
	}
	created, err := records.InsertCategories(ctx, c, c.Service(), rows)
	if err != nil {
		return nil, fmt.Errorf("demo seed: categories: %w", err)
	}
	for _, row := range created {
		ids[row.Name] = row.ID
	}
	for _, cat := range level {
		if len(cat.children) == 0 {
			continue
		}
		id := ids[cat.name]
		sub, err := seedCategories(ctx, c, &id, cat.children)
		if err != nil {
			return nil, err
		}
		for k, v := range sub {
			ids[k] = v
		}
	}
	return ids, nil
}

// seedContent uploads a featured picture per item to contenido/imagenes/<slug>.png and inserts the items.
func seedContent(ctx context.Context, c *platformclient.Client, catIDs map[string]int, start time.Time) error {
	rows := make([]map[string]any, len(demoContents))
	for i, item := range demoContents {
		pic, err := demoPicture(i)
		if err != nil {
			return err
		}
		path := "imagenes/" + titleSlug(item.title) + ".png"
		if err := c.UploadWith(ctx, c.Service(), "contenido", path, bytes.NewReader(pic), platformclient.UploadOptions{CacheControl: imageCacheControl}); err != nil {
			return fmt.Errorf("demo seed: upload %s: %w", path, err)
		}
		rows[i] = map[string]any{"titulo": item.title, "categoria": catIDs[item.category], "imagen_principal": path,
			"descripcion": map[string]any{"body": item.body, "layout": item.layout},
			"created_at":  start.AddDate(0, 0, -7*i).Format(time.RFC3339)}
	}
	if err := records.InsertContent(ctx, c, c.Service(), rows); err != nil {
		return fmt.Errorf("demo seed: content: %w", err)
	}
	return nil
}

// seedClients inserts the client categories and the clients, with logos (SVG and PNG alternately)
// at clientes/<categoria>/logos/<slug>.<ext>.
func seedClients(ctx context.Context, c *platformclient.Client) error {
	rows := make([]map[string]any, len(demoClientCategories))
	for i, name := range demoClientCategories {
		rows[i] = map[string]any{"nombre": name}
	}
	created, err := records.InsertClientCategories(ctx, c, c.Service(), rows)
	if err != nil {
		return fmt.Errorf("demo seed: client categories: %w", err)
	}
	groups := map[string]int{}
	for _, row := range created {
		groups[row.Nombre] = row.ID
	}
	clients := make([]map[string]any, len(demoClients))
	for i, cl := range demoClients {
		logo, ext := demoLogoSVG(cl.name, i), "svg"
		path := fmt.Sprintf("%d/logos/%s.%s", groups[cl.category], titleSlug(cl.name), ext)
		if err := c.UploadWith(ctx, c.Service(), "clientes", path, bytes.NewReader(logo), platformclient.UploadOptions{CacheControl: imageCacheControl}); err != nil {
			return fmt.Errorf("demo seed: upload %s: %w", path, err)
		}
		clients[i] = map[string]any{"nombre": cl.name, "categoria": groups[cl.category], "logo_url": path}
	}
	if err := records.InsertClients(ctx, c, c.Service(), clients); err != nil {
		return fmt.Errorf("demo seed: clients: %w", err)
	}
	return nil
}
