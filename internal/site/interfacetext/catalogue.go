// Package interfacetext holds the public site's own interface texts (navigation labels, "Leer más",
// form labels and their errors, notices, pagination, the 404 page) in every language the site
// ships, with plural rules, and formats dates per language.
package interfacetext

import (
	"fmt"
	"maps"
	"time"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
	"golang.org/x/text/message/catalog"
)

// Languages are the languages every interface text is written in, Spanish first.
var Languages = []string{"es", "en", "pt", "fr", "ca"}

// text is one key's wording per language; a plural text has a "one" and an "other" form.
type text struct {
	one   map[string]string // only for texts with a count
	other map[string]string
}

// texts is the catalogue: key → wording per language.
var texts = map[string]text{
	"Leer más": {other: map[string]string{
		"es": "Leer más", "en": "Read more", "pt": "Ler mais", "fr": "Lire la suite", "ca": "Llegeix-ne més"}},
	"Inicio": {other: map[string]string{
		"es": "Inicio", "en": "Home", "pt": "Início", "fr": "Accueil", "ca": "Inici"}},
	"Menú": {other: map[string]string{
		"es": "Menú", "en": "Menu", "pt": "Menu", "fr": "Menu", "ca": "Menú"}},
	"Navegación principal": {other: map[string]string{
		"es": "Navegación principal", "en": "Main navigation", "pt": "Navegação principal",
		"fr": "Navigation principale", "ca": "Navegació principal"}},
	"Idioma": {other: map[string]string{
		"es": "Idioma", "en": "Language", "pt": "Idioma", "fr": "Langue", "ca": "Idioma"}},
	"Saltar al contenido": {other: map[string]string{
		"es": "Saltar al contenido", "en": "Skip to content", "pt": "Saltar para o conteúdo",
		"fr": "Aller au contenu", "ca": "Salta al contingut"}},
	"Página anterior": {other: map[string]string{
		"es": "Página anterior", "en": "Previous page", "pt": "Página anterior",
		"fr": "Page précédente", "ca": "Pàgina anterior"}},
	"Página siguiente": {other: map[string]string{
		"es": "Página siguiente", "en": "Next page", "pt": "Página seguinte",
		"fr": "Page suivante", "ca": "Pàgina següent"}},
	"Página %d de %d": {other: map[string]string{
		"es": "Página %d de %d", "en": "Page %d of %d", "pt": "Página %d de %d",
		"fr": "Page %d sur %d", "ca": "Pàgina %d de %d"}},
	"%d entradas": {
		one: map[string]string{
			"es": "%d entrada", "en": "%d post", "pt": "%d artigo", "fr": "%d article", "ca": "%d entrada"},
		other: map[string]string{
			"es": "%d entradas", "en": "%d posts", "pt": "%d artigos", "fr": "%d articles", "ca": "%d entrades"}},
	"%d resultados": {
		one: map[string]string{
			"es": "%d resultado", "en": "%d result", "pt": "%d resultado", "fr": "%d résultat", "ca": "%d resultat"},
		other: map[string]string{
			"es": "%d resultados", "en": "%d results", "pt": "%d resultados", "fr": "%d résultats", "ca": "%d resultats"}},
	"Página no encontrada": {other: map[string]string{
		"es": "Página no encontrada", "en": "Page not found", "pt": "Página não encontrada",
		"fr": "Page introuvable", "ca": "Pàgina no trobada"}},
	"La página que buscas no existe o se ha movido.": {other: map[string]string{
		"es": "La página que buscas no existe o se ha movido.",
		"en": "The page you are looking for does not exist or has moved.",
		"pt": "A página que procura não existe ou foi movida.",
		"fr": "La page que vous cherchez n’existe pas ou a été déplacée.",
		"ca": "La pàgina que cerques no existeix o s’ha mogut."}},
	"Esta página aún no está traducida; se muestra en español.": {other: map[string]string{
		"es": "Esta página aún no está traducida; se muestra en español.",
		"en": "This page is not translated yet; it is shown in Spanish.",
		"pt": "Esta página ainda não está traduzida; é apresentada em espanhol.",
		"fr": "Cette page n’est pas encore traduite ; elle est affichée en espagnol.",
		"ca": "Aquesta pàgina encara no està traduïda; es mostra en castellà."}},
	"Nombre": {other: map[string]string{
		"es": "Nombre", "en": "Name", "pt": "Nome", "fr": "Nom", "ca": "Nom"}},
	"Correo electrónico": {other: map[string]string{
		"es": "Correo electrónico", "en": "Email", "pt": "Correio eletrónico", "fr": "Adresse e-mail",
		"ca": "Correu electrònic"}},
	"Teléfono": {other: map[string]string{
		"es": "Teléfono", "en": "Phone", "pt": "Telefone", "fr": "Téléphone", "ca": "Telèfon"}},
	"Mensaje": {other: map[string]string{
		"es": "Mensaje", "en": "Message", "pt": "Mensagem", "fr": "Message", "ca": "Missatge"}},
	"Enviar": {other: map[string]string{
		"es": "Enviar", "en": "Send", "pt": "Enviar", "fr": "Envoyer", "ca": "Envia"}},
	"Currículum": {other: map[string]string{
		"es": "Currículum", "en": "CV", "pt": "Currículo", "fr": "CV", "ca": "Currículum"}},
	"Postularme": {other: map[string]string{
		"es": "Postularme", "en": "Apply", "pt": "Candidatar-me", "fr": "Postuler", "ca": "Presentar-m’hi"}},
	"Este campo es obligatorio.": {other: map[string]string{
		"es": "Este campo es obligatorio.", "en": "This field is required.", "pt": "Este campo é obrigatório.",
		"fr": "Ce champ est obligatoire.", "ca": "Aquest camp és obligatori."}},
	"Escribe un correo electrónico válido.": {other: map[string]string{
		"es": "Escribe un correo electrónico válido.", "en": "Enter a valid email address.",
		"pt": "Escreva um endereço de correio eletrónico válido.", "fr": "Saisissez une adresse e-mail valide.",
		"ca": "Escriu una adreça de correu electrònic vàlida."}},
	"El mensaje es demasiado largo.": {other: map[string]string{
		"es": "El mensaje es demasiado largo.", "en": "The message is too long.",
		"pt": "A mensagem é demasiado longa.", "fr": "Le message est trop long.", "ca": "El missatge és massa llarg."}},
	"Gracias, hemos recibido tu mensaje.": {other: map[string]string{
		"es": "Gracias, hemos recibido tu mensaje.", "en": "Thank you, we have received your message.",
		"pt": "Obrigado, recebemos a sua mensagem.", "fr": "Merci, nous avons bien reçu votre message.",
		"ca": "Gràcies, hem rebut el teu missatge."}},
	"Gracias, hemos recibido tu postulación.": {other: map[string]string{
		"es": "Gracias, hemos recibido tu postulación.", "en": "Thank you, we have received your application.",
		"pt": "Obrigado, recebemos a sua candidatura.", "fr": "Merci, nous avons bien reçu votre candidature.",
		"ca": "Gràcies, hem rebut la teva candidatura."}},
	"Usamos solo las cookies necesarias para que el sitio funcione.": {other: map[string]string{
		"es": "Usamos solo las cookies necesarias para que el sitio funcione.",
		"en": "We only use the cookies the site needs to work.",
		"pt": "Usamos apenas os cookies necessários para o site funcionar.",
		"fr": "Nous n’utilisons que les cookies nécessaires au fonctionnement du site.",
		"ca": "Només fem servir les galetes necessàries perquè el lloc funcioni."}},
	"Aviso legal": {other: map[string]string{
		"es": "Aviso legal", "en": "Legal notice", "pt": "Aviso legal", "fr": "Mentions légales", "ca": "Avís legal"}},
	"Política de privacidad": {other: map[string]string{
		"es": "Política de privacidad", "en": "Privacy policy", "pt": "Política de privacidade",
		"fr": "Politique de confidentialité", "ca": "Política de privadesa"}},
	"Mapa del sitio": {other: map[string]string{
		"es": "Mapa del sitio", "en": "Site map", "pt": "Mapa do site", "fr": "Plan du site", "ca": "Mapa del lloc"}},
	"Contacto": {other: map[string]string{
		"es": "Contacto", "en": "Contact", "pt": "Contacto", "fr": "Contact", "ca": "Contacte"}},
	"Publicado el %s": {other: map[string]string{
		"es": "Publicado el %s", "en": "Published on %s", "pt": "Publicado a %s", "fr": "Publié le %s",
		"ca": "Publicat el %s"}},
	"%d min de lectura": {other: map[string]string{
		"es": "%d min de lectura", "en": "%d min read", "pt": "%d min de leitura", "fr": "%d min de lecture",
		"ca": "%d min de lectura"}},
	"Suscríbete al blog": {other: map[string]string{
		"es": "Suscríbete al blog", "en": "Subscribe to the blog", "pt": "Subscreva o blogue",
		"fr": "S’abonner au blog", "ca": "Subscriu-te al blog"}},
}

var builder = newBuilder()

// allTexts is the whole catalogue: every key once.
func allTexts() map[string]text {
	all := make(map[string]text, len(texts)+len(pageTexts))
	maps.Copy(all, texts)
	maps.Copy(all, pageTexts)
	return all
}

func newBuilder() *catalog.Builder {
	b := catalog.NewBuilder(catalog.Fallback(language.Spanish))
	for key, t := range allTexts() {
		for _, lang := range Languages {
			tag := language.MustParse(lang)
			if t.one == nil {
				if err := b.SetString(tag, key, t.other[lang]); err != nil {
					panic(err)
				}
				continue
			}
			if err := b.Set(tag, key, plural.Selectf(1, "%d",
				plural.One, t.one[lang], plural.Other, t.other[lang])); err != nil {
				panic(err)
			}
		}
	}
	return b
}

// Printer writes interface texts in one language; an unknown language falls back to Spanish.
type Printer struct {
	lang string
	p    *message.Printer
}

// For returns the printer of a BCP 47 language code.
func For(lang string) Printer {
	tag, err := language.Parse(lang)
	if err != nil {
		tag = language.Spanish
	}
	base, _ := tag.Base()
	code := base.String()
	known := false
	for _, l := range Languages {
		known = known || l == code
	}
	if !known {
		code = "es"
	}
	return printers[code]
}

// printers are the catalogue's printers, one per language, made once: a page asks for one per text.
var printers = func() map[string]Printer {
	out := make(map[string]Printer, len(Languages))
	for _, code := range Languages {
		out[code] = Printer{lang: code, p: message.NewPrinter(language.MustParse(code), message.Catalog(builder))}
	}
	return out
}()

// T returns a key's wording, filled with args (a count selects the plural form).
func (p Printer) T(key string, args ...any) string { return p.p.Sprintf(key, args...) }

// Number formats an integer with the language's digit grouping.
func (p Printer) Number(n int) string { return p.p.Sprint(n) }

var months = map[string][12]string{
	"es": {"enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"},
	"en": {"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"},
	"pt": {"janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"},
	"fr": {"janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"},
	"ca": {"gener", "febrer", "març", "abril", "maig", "juny", "juliol", "agost", "setembre", "octubre", "novembre", "desembre"},
}

// Date writes a day in the language's long form ("28 de noviembre de 2026", "November 28, 2026").
func (p Printer) Date(t time.Time) string {
	month := months[p.lang][t.Month()-1]
	switch p.lang {
	case "en":
		return fmt.Sprintf("%s %d, %d", month, t.Day(), t.Year())
	case "fr":
		return fmt.Sprintf("%d %s %d", t.Day(), month, t.Year())
	case "ca":
		// Catalan elides "de" before a vowel: "28 d'abril de 2026".
		if r := month[0]; r == 'a' || r == 'o' {
			return fmt.Sprintf("%d d’%s de %d", t.Day(), month, t.Year())
		}
		return fmt.Sprintf("%d de %s de %d", t.Day(), month, t.Year())
	default:
		return fmt.Sprintf("%d de %s de %d", t.Day(), month, t.Year())
	}
}
