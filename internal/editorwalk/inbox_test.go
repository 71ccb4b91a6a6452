package editorwalk_test

import (
	"strconv"
	"strings"

	"github.com/chromedp/chromedp"
)

// jobOpening: a new opening starts as a draft and is published; an application that arrives is in
// the opening's list and opens with the candidate's details.
func (w *walk) jobOpening() {
	w.open("/admin/vacantes/nueva", `#v-titulo`)
	w.want("a new opening is a draft", `document.querySelector('#estado-actual').textContent + '|' + document.querySelector('#publicar').textContent`, "Nuevo, sin guardar|Publicar")
	w.do("write the opening",
		chromedp.SendKeys(chromedp.CSS(`#v-titulo`), "Diseñadora gráfica"),
		chromedp.Click(chromedp.CSS(`#v-descripcion + .richtext .ql-editor, .richtext .ql-editor`)),
		chromedp.SendKeys(chromedp.CSS(`.richtext .ql-editor`), "Buscamos a alguien con oficio."))
	w.submit("publish", `#publicar`)
	w.waitFor("published, on its form", `/^\/admin\/vacantes\/\d+$/.test(location.pathname) && !!document.querySelector('p.flash') && document.querySelector('#estado-actual').textContent === 'Publicado'`)
	w.check("the published opening")
	id, err := strconv.ParseInt(strings.TrimPrefix(w.js(`location.pathname`), "/admin/vacantes/"), 10, 64)
	if err != nil {
		w.t.Fatal(err)
	}
	w.f.Seed(w.t, "postulaciones", []map[string]any{{"vacante": id, "nombre": "Marta Gil", "email": "marta@ejemplo.com", "cv": "cv/marta-gil.pdf",
		"mensaje": "Me encantaría unirme al equipo.", "consentimiento": true}})
	w.open("/admin/vacantes/", `#vacantes`)
	w.do("its applications", chromedp.Click(chromedp.CSS(`#vacantes tr[data-id="`+strconv.FormatInt(id, 10)+`"] .count a`)), chromedp.WaitVisible(chromedp.CSS(`#postulaciones`)))
	w.check("the applications")
	w.do("the application", chromedp.Click(chromedp.CSS(`#postulaciones tbody tr a`)), chromedp.WaitVisible(chromedp.CSS(`main h1`)))
	w.check("an application")
	w.want("the candidate", `String(document.querySelector('main').textContent.includes('Me encantaría unirme al equipo.') && document.querySelector('main').textContent.includes('marta@ejemplo.com'))`, "true")
}

// contactInbox: a message that arrived is unread in the inbox, opens, and gets a reply.
func (w *walk) contactInbox() {
	w.f.Seed(w.t, "mensajes_contacto", []map[string]any{{"nombre": "Lucía Pérez", "email": "lucia@ejemplo.com",
		"asunto": "Presupuesto para una tienda", "mensaje": "Hola, quisiéramos vender en línea.", "consentimiento": true}})
	w.open("/admin/contactos/", `#mensajes`)
	w.do("open the message", chromedp.Click(chromedp.CSS(`#mensajes tbody tr:first-child .subject a`)), chromedp.WaitVisible(chromedp.CSS(`#responder`)))
	w.check("a message")
	w.want("read", `document.querySelector('#estado').textContent + '|' + document.querySelector('#cuerpo').textContent`, "leído|Hola, quisiéramos vender en línea.")
	w.do("reply", chromedp.SendKeys(chromedp.CSS(`#r-respuesta`), "Gracias, Lucía. Le llamamos mañana."),
		chromedp.Click(chromedp.CSS(`#responder button[type=submit]`)), chromedp.WaitVisible(chromedp.CSS(`p.flash`)))
	w.want("replied", flash, "Respuesta enviada a lucia@ejemplo.com.")
}
