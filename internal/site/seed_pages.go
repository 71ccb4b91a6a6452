package site

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"maps"

	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

// demoPageImage is a picture the demo seed has already stored (the first content item's).
const demoPageImage = "contenido/imagenes/lanzamos-la-nueva-tienda-en-linea-de-cafe-montana.png"

// seedPages writes the demo's free pages: "Quiénes somos" with several kinds of blocks, a page
// under it, and the legal notice.
func seedPages(ctx context.Context, c *platformclient.Client) error {
	about := []map[string]any{
		{"tipo": "texto", "html": "<p>En " + demoCompany + " ayudamos desde 2009 a pymes y grandes empresas a sacar partido de la tecnología. " +
			"Somos un equipo de treinta y dos personas entre Madrid, Valencia y Bilbao.</p>" +
			"<h2>Cómo trabajamos</h2><p>Escuchamos primero, proponemos después y medimos siempre: cada proyecto tiene objetivos " +
			"claros y un responsable que responde por ellos.</p>"},
		{"tipo": "imagen", "archivo": demoPageImage, "alt": "La tienda en línea de Café Montaña, uno de nuestros proyectos", "pie": "Uno de nuestros últimos proyectos."},
		{"tipo": "testimonios", "cantidad": 3},
		{"tipo": "clientes", "cantidad": 8},
		{"tipo": "boton", "texto": "Conozca nuestros servicios", "enlace": "/servicios/desarrollo-de-software"},
		{"tipo": "formulario_contacto", "texto": "Cuéntenos su proyecto"},
	}
	team := []map[string]any{
		{"tipo": "texto", "html": "<p>Dirección general: Marta Ibáñez. Tecnología: Javier Ortega. Cuentas: Lucía Campos.</p>" +
			"<p>Detrás de ellos, desarrolladores, diseñadores y consultores con una media de diez años de oficio.</p>"},
	}
	legal := []map[string]any{
		{"tipo": "texto", "html": "<p>" + demoCompany + " S.L., con domicilio en Calle de Alcalá 120, 28009 Madrid, e inscrita en el " +
			"Registro Mercantil de Madrid. Los contenidos de este sitio son propiedad de la empresa salvo que se indique otra cosa.</p>"},
	}
	encode := func(blocks []map[string]any) json.RawMessage {
		raw, _ := json.Marshal(blocks) // maps of strings and numbers always encode
		return raw
	}
	created, err := records.InsertPages(ctx, c, c.Service(), []records.Fields{{"titulo": "Quiénes somos", "slug": "quienes-somos",
		"bloques": encode(about), "seo_descripcion": "Quiénes somos en " + demoCompany + ": equipo, forma de trabajar y clientes."}})
	if err != nil {
		return fmt.Errorf("demo seed: page Quiénes somos: %w", err)
	}
	if len(created) != 1 {
		return fmt.Errorf("demo seed: page Quiénes somos: %d rows created", len(created))
	}
	rows := []map[string]any{
		{"titulo": "Nuestro equipo", "slug": "equipo", "padre": created[0], "bloques": encode(team)},
		{"titulo": "Aviso legal", "slug": "aviso-legal", "padre": nil, "bloques": encode(legal)},
	}
	more, err := records.InsertPages(ctx, c, c.Service(), rows)
	if err != nil {
		return fmt.Errorf("demo seed: pages: %w", err)
	}
	if len(more) != 2 {
		return fmt.Errorf("demo seed: pages: %d rows created", len(more))
	}
	return seedMenus(ctx, c, created[0], more[0], more[1])
}

// seedMenus writes the demo's header and footer menus: the pages, the service lines under
// "Servicios", the testimonials and clients, and in the footer the legal notice, the sitemap and the
// company's LinkedIn page.
func seedMenus(ctx context.Context, c *platformclient.Client, about, team, legal int64) error {
	cats, err := records.TopCategories(ctx, c, c.Service())
	if err != nil || len(cats) == 0 {
		return fmt.Errorf("demo seed: menus: read the service lines: %w", err)
	}
	id := func(n any) string { return fmt.Sprint(n) }
	item := func(menu, label, kind, target string, order int) map[string]any {
		return map[string]any{"ubicacion": menu, "padre": nil, "etiqueta": label, "tipo": kind, "destino": target, "orden": order}
	}
	top := []map[string]any{
		item(records.MenuHeader, "Inicio", records.TargetSite, "inicio", 1),
		item(records.MenuHeader, "Servicios", records.TargetCategory, id(cats[0].ID), 2),
		item(records.MenuHeader, "Quiénes somos", records.TargetPage, id(about), 3),
		item(records.MenuHeader, "Proyectos", records.TargetSite, "proyectos", 4),
		item(records.MenuHeader, "Clientes", records.TargetSite, "clientes", 5),
		item(records.MenuHeader, "Blog", records.TargetSite, "blog", 6),
		item(records.MenuHeader, "Empleo", records.TargetSite, "empleo", 7),
		item(records.MenuHeader, "Contacto", records.TargetSite, "contacto", 8),
		item(records.MenuFooter, "Aviso legal", records.TargetPage, id(legal), 1),
		item(records.MenuFooter, "Preguntas frecuentes", records.TargetSite, "preguntas-frecuentes", 2),
		item(records.MenuFooter, "Testimonios", records.TargetSite, "testimonios", 3),
		item(records.MenuFooter, "Mapa del sitio", records.TargetSite, "mapa-del-sitio", 4),
		item(records.MenuFooter, "LinkedIn", records.TargetExternal, "https://www.linkedin.com/company/altamar-consultores", 5),
	}
	made, err := records.InsertMenuItems(ctx, c, c.Service(), top)
	if err != nil {
		return fmt.Errorf("demo seed: menus: %w", err)
	}
	parent := map[string]int64{}
	for _, m := range made {
		parent[m.Etiqueta] = m.ID
	}
	var children []map[string]any
	for i, cat := range cats {
		child := item(records.MenuHeader, cat.Name, records.TargetCategory, id(cat.ID), i+1)
		child["padre"] = parent["Servicios"]
		children = append(children, child)
	}
	teamItem := item(records.MenuHeader, "Nuestro equipo", records.TargetPage, id(team), 1)
	teamItem["padre"] = parent["Quiénes somos"]
	children = append(children, teamItem)
	if _, err := records.InsertMenuItems(ctx, c, c.Service(), children); err != nil {
		return fmt.Errorf("demo seed: menu items: %w", err)
	}
	return nil
}

// demoSiteLogo draws the demo company's mark for the dark header: a gold ring around a white dot on
// a transparent square.
func demoSiteLogo() ([]byte, error) {
	const size = 80
	img := image.NewPaletted(image.Rect(0, 0, size, size), color.Palette{color.RGBA{}, color.RGBA{0xf0, 0xb4, 0x29, 0xff}, color.RGBA{0xff, 0xff, 0xff, 0xff}})
	for y := range size {
		for x := range size {
			switch {
			case inCircle(x, y, 40, 40, 14):
				img.SetColorIndex(x, y, 2)
			case inCircle(x, y, 40, 40, 36) && !inCircle(x, y, 40, 40, 26):
				img.SetColorIndex(x, y, 1)
			}
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return nil, fmt.Errorf("encode demo site logo: %w", err)
	}
	return buf.Bytes(), nil
}

// seedSettings writes the demo company's appearance and contact data, with its logo.
func seedSettings(ctx context.Context, c *platformclient.Client) error {
	logo, err := demoSiteLogo()
	if err != nil {
		return err
	}
	const logoPath = "sitio/altamar-logo.png"
	if err := c.UploadWith(ctx, c.Service(), records.SettingsBucket, logoPath, bytes.NewReader(logo), platformclient.UploadOptions{CacheControl: imageCacheControl}); err != nil {
		return fmt.Errorf("demo seed: site logo: %w", err)
	}
	// The name stays the configured one (SITE_NAME); the colours are the theme's own.
	row := map[string]any{"id": 1, "logo": logoPath, "favicon": logoPath,
		"color_primario": records.DefaultPrimary, "color_acento": records.DefaultAccent, "fuente": "humanista",
		"texto_cabecera": "Tecnología con oficio desde 2009", "texto_pie": demoCompany + " S.L. · Consultoría tecnológica, desarrollo y marketing digital.",
		"direccion": "Calle de Alcalá 120, 28009 Madrid", "telefono": "+34 910 555 120", "email": "hola@altamar.example",
		"horario": "De lunes a viernes, de 9:00 a 18:00", "mapa_url": "https://www.openstreetmap.org/?mlat=40.4235&mlon=-3.6752#map=17/40.4235/-3.6752",
		"redes": records.EncodeSocial([]records.SocialLink{{Red: "LinkedIn", URL: "https://www.linkedin.com/company/altamar-consultores"}, {Red: "Mastodon", URL: "https://mastodon.social/@altamar"}})}
	hero, err := demoHeroPicture()
	if err != nil {
		return err
	}
	if err := c.UploadWith(ctx, c.Service(), records.SettingsBucket, demoHeroPath, bytes.NewReader(hero), platformclient.UploadOptions{CacheControl: imageCacheControl}); err != nil {
		return fmt.Errorf("demo seed: hero picture: %w", err)
	}
	maps.Copy(row, demoHero())
	if err := records.InsertSettings(ctx, c, c.Service(), row); err != nil {
		return fmt.Errorf("demo seed: site settings: %w", err)
	}
	return nil
}
