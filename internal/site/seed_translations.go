package site

import (
	"context"
	"fmt"
	"maps"
	"slices"

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
// Translated: three posts, the three main services and their first subservices, four general
// questions of the FAQ, two content items, the Café Montaña project and the site's own texts (header,
// footer, opening hours, the home page's hero). Left untranslated on purpose: the legal notice (Aviso
// legal), which stays in Spanish as the binding text, so its English address shows the Spanish with
// the notice. The posts, projects and pages not listed here are untranslated too.
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

// versionedTables are the demo's translated tables with the editorial lifecycle: their translations
// are saved against the item's version. The others have no version to be outdated against.
var versionedTables = map[string]bool{"blog_entradas": true, "contenido": true, "preguntas": true, "proyectos": true}

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
	all := slices.Concat(demoTranslations, demoItemTranslations, demoMenuEnglish)
	if err := records.InsertLanguage(ctx, c, svc, demoEnglish); err != nil {
		return fmt.Errorf("demo seed: English: %w", err)
	}
	type finder struct{ table, column string }
	wanted := map[finder][]string{}
	var order []finder
	for _, t := range all {
		k := finder{t.table, t.column}
		if _, ok := wanted[k]; !ok {
			order = append(order, k)
		}
		wanted[k] = append(wanted[k], t.spanish)
	}
	for _, k := range order {
		items, err := records.ItemsBy(ctx, c, svc, k.table, k.column, wanted[k], versionedTables[k.table])
		if err != nil {
			return fmt.Errorf("demo seed: English: %w", err)
		}
		var rows []records.Fields
		for _, t := range all {
			if t.table != k.table || t.column != k.column {
				continue
			}
			item, ok := items[t.spanish]
			if !ok {
				return fmt.Errorf("demo seed: English: no %s with %s %q", t.table, t.column, t.spanish)
			}
			row := records.Fields{"origen": item.ID, "idioma": demoEnglish.Codigo, "estado": "publicado"}
			if versionedTables[k.table] {
				row["version_origen"] = item.Version
			}
			for name, v := range t.fields {
				row[name] = v
			}
			rows = append(rows, row)
		}
		if err := records.InsertTranslations(ctx, c, svc, k.table, rows); err != nil {
			return fmt.Errorf("demo seed: English: %w", err)
		}
	}
	settings := records.Fields{"origen": 1, "idioma": demoEnglish.Codigo, "estado": "publicado"}
	maps.Copy(settings, demoSettingsEnglish)
	if err := records.InsertTranslations(ctx, c, svc, "ajustes_sitio", []records.Fields{settings}); err != nil {
		return fmt.Errorf("demo seed: English site texts: %w", err)
	}
	return nil
}

// demoService is the English name and address of a service category.
func demoService(spanish, name string) demoTranslation {
	return demoTranslation{table: "categoria-servicios", column: "name", spanish: spanish, fields: records.Fields{"name": name, "slug": slug.Of(name, "servicio")}}
}

// demoQuestionEnglish is the English version of a question of the FAQ.
func demoQuestionEnglish(spanish, question, answer string) demoTranslation {
	return demoTranslation{table: "preguntas", column: "pregunta", spanish: spanish, fields: records.Fields{"pregunta": question, "respuesta": answer}}
}

// demoContentEnglish is the English version of a content item (its body in the item's layout).
func demoContentEnglish(i int, title, body string) demoTranslation {
	return demoTranslation{table: "contenido", column: "titulo", spanish: demoContents[i].title, fields: records.Fields{
		"titulo": title, "descripcion": map[string]any{"body": body, "layout": demoContents[i].layout}}}
}

// demoItemTranslations are the English versions of the demo's other items.
var demoItemTranslations = []demoTranslation{
	demoService("Desarrollo de software", "Software development"),
	demoService("Aplicaciones web", "Web applications"),
	demoService("Aplicaciones móviles", "Mobile apps"),
	demoService("Consultoría tecnológica", "Technology consulting"),
	demoService("Transformación digital", "Digital transformation"),
	demoService("Ciberseguridad", "Cybersecurity"),
	demoService("Marketing digital", "Digital marketing"),
	demoService("Posicionamiento en buscadores", "Search engine optimisation"),
	demoQuestionEnglish(demoQuestions[0].question, "How much does a project with Altamar cost?",
		"<p>Every project is different. After a first meeting, free of charge, we send you a fixed proposal in phases, with a price and a timeline for each.</p>"),
	demoQuestionEnglish(demoQuestions[1].question, "Do you work with companies outside Spain?",
		"<p>Yes. We work remotely with clients across Europe and Latin America, and we travel when the project needs it.</p>"),
	demoQuestionEnglish(demoQuestions[2].question, "What happens when the project ends?",
		"<p>We offer maintenance plans with hours included, security updates and a guaranteed response time.</p>"),
	demoQuestionEnglish(demoQuestions[3].question, "Who will be my contact person?",
		"<p>Every client has a project manager who coordinates the team and reports to you every week.</p>"),
	demoContentEnglish(0, "We launched Café Montaña's new online shop",
		"<p>Café Montaña now sells its speciality coffees across the country. We designed a fast shop with secure payments and monthly subscriptions.</p>\n<h2>Results</h2><ul><li>Online sales 48 % higher in the first quarter.</li><li>Pages load in under a second.</li></ul>"),
	demoContentEnglish(5, "Digital transformation, step by step",
		"<p>Digital transformation is not a project, it is a habit. We suggest starting with the processes that take the most time and measuring every improvement.</p>\n<blockquote><p>What matters is not the tool but the problem it solves.</p></blockquote>"),
	demoTranslation{table: "proyectos", column: "titulo", spanish: demoProjects[0].title, fields: records.Fields{
		"titulo": "An online shop for Café Montaña", "slug": "online-shop-cafe-montana",
		"resumen":    "A shop that sells single-origin coffee by subscription, with recurring payments and delivery across the country.",
		"cuerpo":     "<p>Café Montaña only sold in its coffee shops. Together with its team we designed an online shop built around the monthly subscription: customers choose the origin, the grind and how often, and receive freshly roasted coffee.</p><h2>What we did</h2><ul><li>A catalogue by origin and roast.</li><li>Recurring payments, with customers managing their own subscription.</li><li>Integration with the courier for delivery tracking.</li></ul><p>The shop launched in six weeks, with a campaign for the coffee shops' customers.</p>",
		"resultados": []map[string]string{{"etiqueta": "Online sales in the first year", "cifra": "+45 %"}, {"etiqueta": "Active subscribers", "cifra": "3,200"}, {"etiqueta": "Load time on a phone", "cifra": "1.2 s"}}}},
}

// demoMenuEnglish are the English labels of the demo's menu items (their targets follow each
// target's translation).
var demoMenuEnglish = []demoTranslation{
	demoMenuItem("Inicio", "Home"), demoMenuItem("Servicios", "Services"), demoMenuItem("Quiénes somos", "About us"),
	demoMenuItem("Nuestro equipo", "Our team"), demoMenuItem("Proyectos", "Projects"), demoMenuItem("Clientes", "Clients"),
	demoMenuItem("Blog", "Blog"), demoMenuItem("Empleo", "Careers"), demoMenuItem("Contacto", "Contact"),
	demoMenuItem("Aviso legal", "Legal notice"), demoMenuItem("Preguntas frecuentes", "FAQ"),
	demoMenuItem("Testimonios", "Testimonials"), demoMenuItem("Mapa del sitio", "Site map"),
	demoMenuItem("Desarrollo de software", "Software development"), demoMenuItem("Consultoría tecnológica", "Technology consulting"),
	demoMenuItem("Marketing digital", "Digital marketing"),
}

// demoMenuItem is the English label of the menu item labelled spanish.
func demoMenuItem(spanish, english string) demoTranslation {
	return demoTranslation{table: "menus", column: "etiqueta", spanish: spanish, fields: records.Fields{"etiqueta": english}}
}

// demoSettingsEnglish are the site's own texts in English: header, footer, opening hours and the
// home page's hero (its picture, links and colours are shared with Spanish).
var demoSettingsEnglish = records.Fields{
	"texto_cabecera":       "Technology with craft since 2009",
	"texto_pie":            demoCompany + " S.L. · Technology consulting, software development and digital marketing.",
	"horario":              "Monday to Friday, 9:00 to 18:00",
	"portada_titulo":       "Technology with craft for companies that want to grow",
	"portada_texto":        "Since 2009 we have helped small businesses and institutions organise their processes, build their software and reach more customers, with close teams and measurable results.",
	"portada_imagen_alt":   "Dawn on the open sea: the sun over the horizon and waves in layers of blue",
	"portada_boton1_texto": "Let's talk about your project",
	"portada_boton2_texto": "See our projects",
}
