package site

import (
	"context"
	"fmt"
	"time"

	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

// seedSEO writes the demo's SEO view: the site-wide defaults, two redirects from addresses the
// company's old site had, and a few entries of the 404 log (one to turn into a redirect, and the
// aggregated bots and WordPress probes every public site sees).
func seedSEO(ctx context.Context, c *platformclient.Client, at time.Time) error {
	svc := c.Service()
	settings := map[string]any{"id": 1, "patron_titulo": records.DefaultTitlePattern,
		"descripcion":         "Altamar Consultores: desarrollo web y móvil, automatización y ciberseguridad para empresas en España y Latinoamérica.",
		"organizacion_nombre": "Altamar Consultores S.L.", "organizacion_email": "hola@altamar.example", "organizacion_telefono": "+34 961 234 567",
		"robots": "Disallow: /buscar"}
	if err := records.UpsertSEOSettings(ctx, c, svc, settings); err != nil {
		return fmt.Errorf("demo seed: SEO settings: %w", err)
	}
	redirects := []map[string]any{
		{"origen": "/noticias", "destino": "/blog", "tipo": 301, "visitas": 23, "ultima_visita": at.Add(-26 * time.Hour).Format(time.RFC3339)},
		{"origen": "/trabaja-con-nosotros", "destino": "/empleo", "tipo": 301, "visitas": 9, "ultima_visita": at.Add(-50 * time.Hour).Format(time.RFC3339)},
	}
	if err := records.InsertRedirects(ctx, c, svc, redirects); err != nil {
		return fmt.Errorf("demo seed: redirects: %w", err)
	}
	stamp := func(h int) string { return at.Add(-time.Duration(h) * time.Hour).Format(time.RFC3339) }
	log := []map[string]any{
		{"ruta": "/catalogo-2024", "tipo": "pagina", "veces": 7, "ultima_vez": stamp(3), "referente": "https://www.google.com/"},
		{"ruta": "/servicios/diseno-web-antiguo", "tipo": "pagina", "veces": 4, "ultima_vez": stamp(30), "referente": "https://directorio-empresas.example/altamar"},
		{"ruta": "/equipo.html", "tipo": "pagina", "veces": 2, "ultima_vez": stamp(72), "referente": nil},
		{"ruta": "[sondeo] WordPress", "tipo": "sondeo", "veces": 41, "ultima_vez": stamp(1), "referente": nil},
		{"ruta": "[bots]", "tipo": "bot", "veces": 18, "ultima_vez": stamp(2), "referente": nil},
	}
	if err := records.InsertNotFoundLog(ctx, c, svc, log); err != nil {
		return fmt.Errorf("demo seed: 404 log: %w", err)
	}
	return nil
}
