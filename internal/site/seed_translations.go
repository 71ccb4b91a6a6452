package site

import (
	"context"
	"fmt"

	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
	"github.com/vitrina/vitrina/internal/slug"
)

// The demo's English: an active language and the English versions of part of the site, published,
// so that a new user sees both a translated page and an untranslated one.
//
// English answers an untranslated item with its Spanish text, marked and with a notice
// (idioma_principal) rather than a 404: the demo translates only part of the site, and an English
// visitor who follows any link of the English pages still reaches a page.
//
// Left untranslated on purpose: the legal notice (Aviso legal), which stays in Spanish as the
// binding text, so its English address shows the Spanish with the notice. The posts, projects and
// pages not listed here are untranslated too.
//
// The English version of «Transformación digital en pymes» has the address the Spanish «Diseño
// accesible» has (/en/blog/diseno-accesible-lo-que-ganamos-todos and /blog/diseno-accesible-lo-que-ganamos-todos):
// a slug is unique within its language only, so two different posts share it, one in each language.

// demoEnglish is the English language of the demo.
var demoEnglish = records.Language{Codigo: "en", Nombre: "English", Activo: true, Orden: 1, SinTraduccion: records.UntranslatedDefault}

// demoTranslation is the English version of one item: its table, the column and Spanish value that
// find it, and its translated columns.
type demoTranslation struct {
	table, column, spanish string
	fields                 records.Fields
}

// demoSharedSlug is the Spanish slug of «Diseño accesible», which the English «Digital
// transformation» post uses too.
var demoSharedSlug = slug.Of(demoPosts[2].title, "entrada")

// demoPostTranslation is the English version of demoPosts[i].
func demoPostTranslation(i int, title, slug, excerpt, body string) demoTranslation {
	return demoTranslation{table: "blog_entradas", column: "titulo", spanish: demoPosts[i].title, fields: records.Fields{
		"titulo": title, "slug": slug, "extracto": excerpt, "cuerpo": body, "portada_alt": "Illustration for “" + title + "”"}}
}

var demoTranslations = []demoTranslation{
	demoPostTranslation(0, "How to choose between a web app and a mobile app", "web-app-or-mobile-app",
		"Before writing a line of code, it pays to answer three questions about your users.",
		"<p>Many projects start with the same question: web or mobile? The answer depends less on technology than on how and when your customers will use the service.</p>"+
			"<h2>How often they use it</h2><p>If customers come back several times a week, an installed mobile app removes friction. If they come once a month, a well-designed web app costs less and reaches more people.</p>"+
			"<h2>Access to the device</h2><p>Notifications, the camera or the need to run without a connection tip the balance towards mobile development.</p>"+
			"<p>At Altamar we usually start with a progressive web app and measure before investing in two native apps.</p>"),
	demoPostTranslation(2, "Accessible design: everyone wins", "accessible-design-everyone-wins",
		"Accessibility is not an extra: it improves every visitor's experience and your search ranking.",
		"<p>An accessible site reads better on a phone, loads faster and makes sense at first glance. The WCAG 2.2 guidelines are an excellent guide for any design.</p>"+
			"<p>Enough contrast, alternative text on images and forms that work with the keyboard are three improvements we always make.</p>"),
	demoPostTranslation(9, "Digital transformation for small businesses: where to start", demoSharedSlug,
		"Three small steps any small business can take this quarter.",
		"<p>Digital transformation does not need a big budget. Start by taking your relationship with customers online, then your internal processes and, last, your data, so that you decide better.</p>"),
}

// seedTranslations adds the English language and the English versions of demoTranslations,
// published, each saved against its item's current version (so up to date).
func seedTranslations(ctx context.Context, c *platformclient.Client) error {
	svc := c.Service()
	if err := records.InsertLanguage(ctx, c, svc, demoEnglish); err != nil {
		return fmt.Errorf("demo seed: English: %w", err)
	}
	type finder struct{ table, column string }
	wanted := map[finder][]string{}
	var order []finder
	for _, t := range demoTranslations {
		k := finder{t.table, t.column}
		if _, ok := wanted[k]; !ok {
			order = append(order, k)
		}
		wanted[k] = append(wanted[k], t.spanish)
	}
	for _, k := range order {
		items, err := records.ItemsBy(ctx, c, svc, k.table, k.column, wanted[k])
		if err != nil {
			return fmt.Errorf("demo seed: English: %w", err)
		}
		var rows []records.Fields
		for _, t := range demoTranslations {
			if t.table != k.table || t.column != k.column {
				continue
			}
			item, ok := items[t.spanish]
			if !ok {
				return fmt.Errorf("demo seed: English: no %s with %s %q", t.table, t.column, t.spanish)
			}
			row := records.Fields{"origen": item.ID, "idioma": demoEnglish.Codigo, "version_origen": item.Version, "estado": "publicado"}
			for name, v := range t.fields {
				row[name] = v
			}
			rows = append(rows, row)
		}
		if err := records.InsertTranslations(ctx, c, svc, k.table, rows); err != nil {
			return fmt.Errorf("demo seed: English: %w", err)
		}
	}
	return nil
}
