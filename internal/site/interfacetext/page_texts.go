package interfacetext

// pageTexts are the texts of the site's pages besides the header's and the forms' own (catalogue.go):
// headings, empty states, notices, filters and the footer, by their Spanish wording.
var pageTexts = map[string]text{
	"Idiomas": {other: map[string]string{
		"es": "Idiomas", "en": "Languages",
		"pt": "Idiomas", "fr": "Langues",
		"ca": "Idiomes"}},
	"Buscar en el sitio": {other: map[string]string{
		"es": "Buscar en el sitio", "en": "Search the site",
		"pt": "Pesquisar no site", "fr": "Rechercher sur le site",
		"ca": "Cerca al lloc"}},
	"Buscar…": {other: map[string]string{
		"es": "Buscar…", "en": "Search…",
		"pt": "Pesquisar…", "fr": "Rechercher…",
		"ca": "Cerca…"}},
	"Buscar": {other: map[string]string{
		"es": "Buscar", "en": "Search",
		"pt": "Pesquisar", "fr": "Rechercher",
		"ca": "Cerca"}},
	"Principal": {other: map[string]string{
		"es": "Principal", "en": "Main",
		"pt": "Principal", "fr": "Principale",
		"ca": "Principal"}},
	"Vista previa: así se verá este contenido. Aún no es lo que ven los visitantes.": {other: map[string]string{
		"es": "Vista previa: así se verá este contenido. Aún no es lo que ven los visitantes.", "en": "Preview: this is how this content will look. Visitors do not see it yet.",
		"pt": "Pré-visualização: é assim que este conteúdo ficará. Os visitantes ainda não o veem.", "fr": "Aperçu : voici à quoi ressemblera ce contenu. Les visiteurs ne le voient pas encore.",
		"ca": "Previsualització: així es veurà aquest contingut. Els visitants encara no el veuen."}},
	"Correo": {other: map[string]string{
		"es": "Correo", "en": "Email",
		"pt": "Email", "fr": "E-mail",
		"ca": "Correu"}},
	"Horario": {other: map[string]string{
		"es": "Horario", "en": "Opening hours",
		"pt": "Horário", "fr": "Horaires",
		"ca": "Horari"}},
	"Dirección": {other: map[string]string{
		"es": "Dirección", "en": "Address",
		"pt": "Morada", "fr": "Adresse",
		"ca": "Adreça"}},
	"Cómo llegar (mapa)": {other: map[string]string{
		"es": "Cómo llegar (mapa)", "en": "How to get here (map)",
		"pt": "Como chegar (mapa)", "fr": "Comment venir (plan)",
		"ca": "Com arribar-hi (mapa)"}},
	"Pie de página": {other: map[string]string{
		"es": "Pie de página", "en": "Footer",
		"pt": "Rodapé", "fr": "Pied de page",
		"ca": "Peu de pàgina"}},
	"Información": {other: map[string]string{
		"es": "Información", "en": "Information",
		"pt": "Informação", "fr": "Informations",
		"ca": "Informació"}},
	"Síganos": {other: map[string]string{
		"es": "Síganos", "en": "Follow us",
		"pt": "Siga-nos", "fr": "Suivez-nous",
		"ca": "Segueix-nos"}},
	"Todos los derechos reservados.": {other: map[string]string{
		"es": "Todos los derechos reservados.", "en": "All rights reserved.",
		"pt": "Todos os direitos reservados.", "fr": "Tous droits réservés.",
		"ca": "Tots els drets reservats."}},
	"Blog de %s": {other: map[string]string{
		"es": "Blog de %s", "en": "%s blog",
		"pt": "Blogue de %s", "fr": "Blog de %s",
		"ca": "Blog de %s"}},
	"Paginación": {other: map[string]string{
		"es": "Paginación", "en": "Pagination",
		"pt": "Paginação", "fr": "Pagination",
		"ca": "Paginació"}},
	"Anterior": {other: map[string]string{
		"es": "Anterior", "en": "Previous",
		"pt": "Anterior", "fr": "Précédent",
		"ca": "Anterior"}},
	"Siguiente": {other: map[string]string{
		"es": "Siguiente", "en": "Next",
		"pt": "Seguinte", "fr": "Suivant",
		"ca": "Següent"}},
	"Ruta de navegación": {other: map[string]string{
		"es": "Ruta de navegación", "en": "Breadcrumb",
		"pt": "Caminho de navegação", "fr": "Fil d’Ariane",
		"ca": "Ruta de navegació"}},
	"Servicios": {other: map[string]string{
		"es": "Servicios", "en": "Services",
		"pt": "Serviços", "fr": "Services",
		"ca": "Serveis"}},
	"Destacados": {other: map[string]string{
		"es": "Destacados", "en": "Featured",
		"pt": "Destaques", "fr": "À la une",
		"ca": "Destacats"}},
	"Proyectos destacados": {other: map[string]string{
		"es": "Proyectos destacados", "en": "Featured projects",
		"pt": "Projetos em destaque", "fr": "Projets à la une",
		"ca": "Projectes destacats"}},
	"Ver todos los proyectos": {other: map[string]string{
		"es": "Ver todos los proyectos", "en": "See all projects",
		"pt": "Ver todos os projetos", "fr": "Voir tous les projets",
		"ca": "Mostra tots els projectes"}},
	"Testimonios": {other: map[string]string{
		"es": "Testimonios", "en": "Testimonials",
		"pt": "Testemunhos", "fr": "Témoignages",
		"ca": "Testimonis"}},
	"Ver todos los testimonios": {other: map[string]string{
		"es": "Ver todos los testimonios", "en": "See all testimonials",
		"pt": "Ver todos os testemunhos", "fr": "Voir tous les témoignages",
		"ca": "Mostra tots els testimonis"}},
	"Clientes": {other: map[string]string{
		"es": "Clientes", "en": "Clients",
		"pt": "Clientes", "fr": "Clients",
		"ca": "Clients"}},
	"Ver todos los clientes": {other: map[string]string{
		"es": "Ver todos los clientes", "en": "See all clients",
		"pt": "Ver todos os clientes", "fr": "Voir tous les clients",
		"ca": "Mostra tots els clients"}},
	"Aún no hay contenido publicado.": {other: map[string]string{
		"es": "Aún no hay contenido publicado.", "en": "Nothing has been published yet.",
		"pt": "Ainda não há conteúdo publicado.", "fr": "Aucun contenu n’est encore publié.",
		"ca": "Encara no hi ha contingut publicat."}},
	"Subcategorías": {other: map[string]string{
		"es": "Subcategorías", "en": "Subcategories",
		"pt": "Subcategorias", "fr": "Sous-catégories",
		"ca": "Subcategories"}},
	"Contenidos": {other: map[string]string{
		"es": "Contenidos", "en": "Articles",
		"pt": "Conteúdos", "fr": "Contenus",
		"ca": "Continguts"}},
	"Aún no hay contenidos en esta categoría.": {other: map[string]string{
		"es": "Aún no hay contenidos en esta categoría.", "en": "There are no articles in this category yet.",
		"pt": "Ainda não há conteúdos nesta categoria.", "fr": "Il n’y a pas encore de contenu dans cette catégorie.",
		"ca": "Encara no hi ha continguts en aquesta categoria."}},
	"Proyectos": {other: map[string]string{
		"es": "Proyectos", "en": "Projects",
		"pt": "Projetos", "fr": "Projets",
		"ca": "Projectes"}},
	"Ver todos los proyectos de %s": {other: map[string]string{
		"es": "Ver todos los proyectos de %s", "en": "See all %s projects",
		"pt": "Ver todos os projetos de %s", "fr": "Voir tous les projets %s",
		"ca": "Mostra tots els projectes de %s"}},
	"Lo que dicen nuestros clientes": {other: map[string]string{
		"es": "Lo que dicen nuestros clientes", "en": "What our clients say",
		"pt": "O que dizem os nossos clientes", "fr": "Ce que disent nos clients",
		"ca": "El que diuen els nostres clients"}},
	"Ver más testimonios": {other: map[string]string{
		"es": "Ver más testimonios", "en": "See more testimonials",
		"pt": "Ver mais testemunhos", "fr": "Voir plus de témoignages",
		"ca": "Mostra més testimonis"}},
	"Preguntas frecuentes": {other: map[string]string{
		"es": "Preguntas frecuentes", "en": "Frequently asked questions",
		"pt": "Perguntas frequentes", "fr": "Questions fréquentes",
		"ca": "Preguntes freqüents"}},
	"¿Hablamos de su proyecto?": {other: map[string]string{
		"es": "¿Hablamos de su proyecto?", "en": "Shall we talk about your project?",
		"pt": "Falamos sobre o seu projeto?", "fr": "Parlons-nous de votre projet ?",
		"ca": "En parlem, del vostre projecte?"}},
	"Cuéntenos qué necesita en %s y le responderemos sin compromiso.": {other: map[string]string{
		"es": "Cuéntenos qué necesita en %s y le responderemos sin compromiso.", "en": "Tell us what you need in %s and we will reply with no obligation.",
		"pt": "Diga-nos o que precisa em %s e responderemos sem compromisso.", "fr": "Dites-nous ce dont vous avez besoin en %s et nous vous répondrons sans engagement.",
		"ca": "Expliqueu-nos què necessiteu en %s i us respondrem sense compromís."}},
	"Escríbanos": {other: map[string]string{
		"es": "Escríbanos", "en": "Write to us",
		"pt": "Escreva-nos", "fr": "Écrivez-nous",
		"ca": "Escriviu-nos"}},
	"Más en %s": {other: map[string]string{
		"es": "Más en %s", "en": "More in %s",
		"pt": "Mais em %s", "fr": "Plus dans %s",
		"ca": "Més a %s"}},
	"Más contenidos": {other: map[string]string{
		"es": "Más contenidos", "en": "More articles",
		"pt": "Mais conteúdos", "fr": "Plus de contenus",
		"ca": "Més continguts"}},
	"No hay otros contenidos en esta categoría.": {other: map[string]string{
		"es": "No hay otros contenidos en esta categoría.", "en": "There are no other articles in this category.",
		"pt": "Não há outros conteúdos nesta categoria.", "fr": "Il n’y a pas d’autre contenu dans cette catégorie.",
		"ca": "No hi ha altres continguts en aquesta categoria."}},
	"Suscríbase por Atom": {other: map[string]string{
		"es": "Suscríbase por Atom", "en": "Subscribe via Atom",
		"pt": "Subscreva por Atom", "fr": "S’abonner par Atom",
		"ca": "Subscriviu-vos per Atom"}},
	"Aún no hay entradas publicadas.": {other: map[string]string{
		"es": "Aún no hay entradas publicadas.", "en": "No posts have been published yet.",
		"pt": "Ainda não há artigos publicados.", "fr": "Aucun article n’est encore publié.",
		"ca": "Encara no hi ha entrades publicades."}},
	"Blog": {other: map[string]string{
		"es": "Blog", "en": "Blog",
		"pt": "Blogue", "fr": "Blog",
		"ca": "Blog"}},
	"Etiquetas": {other: map[string]string{
		"es": "Etiquetas", "en": "Tags",
		"pt": "Etiquetas", "fr": "Étiquettes",
		"ca": "Etiquetes"}},
	"Entradas relacionadas": {other: map[string]string{
		"es": "Entradas relacionadas", "en": "Related posts",
		"pt": "Artigos relacionados", "fr": "Articles associés",
		"ca": "Entrades relacionades"}},
	"Filtrar por servicio": {other: map[string]string{
		"es": "Filtrar por servicio", "en": "Filter by service",
		"pt": "Filtrar por serviço", "fr": "Filtrer par service",
		"ca": "Filtra per servei"}},
	"Lista de proyectos": {other: map[string]string{
		"es": "Lista de proyectos", "en": "List of projects",
		"pt": "Lista de projetos", "fr": "Liste des projets",
		"ca": "Llista de projectes"}},
	"Aún no hay proyectos publicados.": {other: map[string]string{
		"es": "Aún no hay proyectos publicados.", "en": "No projects have been published yet.",
		"pt": "Ainda não há projetos publicados.", "fr": "Aucun projet n’est encore publié.",
		"ca": "Encara no hi ha projectes publicats."}},
	"Cliente": {other: map[string]string{
		"es": "Cliente", "en": "Client",
		"pt": "Cliente", "fr": "Client",
		"ca": "Client"}},
	"Resultados clave": {other: map[string]string{
		"es": "Resultados clave", "en": "Key results",
		"pt": "Resultados-chave", "fr": "Résultats clés",
		"ca": "Resultats clau"}},
	"Galería": {other: map[string]string{
		"es": "Galería", "en": "Gallery",
		"pt": "Galeria", "fr": "Galerie",
		"ca": "Galeria"}},
	"Más proyectos para %s": {other: map[string]string{
		"es": "Más proyectos para %s", "en": "More projects for %s",
		"pt": "Mais projetos para %s", "fr": "Plus de projets pour %s",
		"ca": "Més projectes per a %s"}},
	"Temas": {other: map[string]string{
		"es": "Temas", "en": "Topics",
		"pt": "Temas", "fr": "Thèmes",
		"ca": "Temes"}},
	"Ver el servicio": {other: map[string]string{
		"es": "Ver el servicio", "en": "See the service",
		"pt": "Ver o serviço", "fr": "Voir le service",
		"ca": "Mostra el servei"}},
	"Aún no hay preguntas publicadas.": {other: map[string]string{
		"es": "Aún no hay preguntas publicadas.", "en": "No questions have been published yet.",
		"pt": "Ainda não há perguntas publicadas.", "fr": "Aucune question n’est encore publiée.",
		"ca": "Encara no hi ha preguntes publicades."}},
	"Testimonios de %s": {other: map[string]string{
		"es": "Testimonios de %s", "en": "%s testimonials",
		"pt": "Testemunhos de %s", "fr": "Témoignages %s",
		"ca": "Testimonis de %s"}},
	"Categoría": {other: map[string]string{
		"es": "Categoría", "en": "Category",
		"pt": "Categoria", "fr": "Catégorie",
		"ca": "Categoria"}},
	"Todas": {other: map[string]string{
		"es": "Todas", "en": "All",
		"pt": "Todas", "fr": "Toutes",
		"ca": "Totes"}},
	"Todos": {other: map[string]string{
		"es": "Todos", "en": "All",
		"pt": "Todos", "fr": "Tous",
		"ca": "Tots"}},
	"Filtrar": {other: map[string]string{
		"es": "Filtrar", "en": "Filter",
		"pt": "Filtrar", "fr": "Filtrer",
		"ca": "Filtra"}},
	"Aún no hay testimonios.": {other: map[string]string{
		"es": "Aún no hay testimonios.", "en": "There are no testimonials yet.",
		"pt": "Ainda não há testemunhos.", "fr": "Il n’y a pas encore de témoignages.",
		"ca": "Encara no hi ha testimonis."}},
	"Aún no hay testimonios en esta categoría.": {other: map[string]string{
		"es": "Aún no hay testimonios en esta categoría.", "en": "There are no testimonials in this category yet.",
		"pt": "Ainda não há testemunhos nesta categoria.", "fr": "Il n’y a pas encore de témoignages dans cette catégorie.",
		"ca": "Encara no hi ha testimonis en aquesta categoria."}},
	"Ver sus proyectos": {other: map[string]string{
		"es": "Ver sus proyectos", "en": "See their projects",
		"pt": "Ver os seus projetos", "fr": "Voir ses projets",
		"ca": "Mostra els seus projectes"}},
	"Aún no hay clientes publicados.": {other: map[string]string{
		"es": "Aún no hay clientes publicados.", "en": "No clients have been published yet.",
		"pt": "Ainda não há clientes publicados.", "fr": "Aucun client n’est encore publié.",
		"ca": "Encara no hi ha clients publicats."}},
	"Gracias, hemos recibido su mensaje. Le responderemos lo antes posible.": {other: map[string]string{
		"es": "Gracias, hemos recibido su mensaje. Le responderemos lo antes posible.", "en": "Thank you, we have received your message. We will reply as soon as possible.",
		"pt": "Obrigado, recebemos a sua mensagem. Responderemos o mais rapidamente possível.", "fr": "Merci, nous avons bien reçu votre message. Nous vous répondrons dès que possible.",
		"ca": "Gràcies, hem rebut el vostre missatge. Us respondrem al més aviat possible."}},
	"Deje este campo vacío": {other: map[string]string{
		"es": "Deje este campo vacío", "en": "Leave this field empty",
		"pt": "Deixe este campo vazio", "fr": "Laissez ce champ vide",
		"ca": "Deixeu aquest camp buit"}},
	"Teléfono (opcional)": {other: map[string]string{
		"es": "Teléfono (opcional)", "en": "Phone (optional)",
		"pt": "Telefone (opcional)", "fr": "Téléphone (facultatif)",
		"ca": "Telèfon (opcional)"}},
	"Empresa (opcional)": {other: map[string]string{
		"es": "Empresa (opcional)", "en": "Company (optional)",
		"pt": "Empresa (opcional)", "fr": "Entreprise (facultatif)",
		"ca": "Empresa (opcional)"}},
	"Asunto": {other: map[string]string{
		"es": "Asunto", "en": "Subject",
		"pt": "Assunto", "fr": "Objet",
		"ca": "Assumpte"}},
	"Acepto que %s guarde estos datos para responder a mi mensaje.": {other: map[string]string{
		"es": "Acepto que %s guarde estos datos para responder a mi mensaje.", "en": "I agree that %s may keep these details to reply to my message.",
		"pt": "Aceito que %s guarde estes dados para responder à minha mensagem.", "fr": "J’accepte que %s conserve ces données pour répondre à mon message.",
		"ca": "Accepto que %s desi aquestes dades per respondre el meu missatge."}},
	"Enviar mensaje": {other: map[string]string{
		"es": "Enviar mensaje", "en": "Send message",
		"pt": "Enviar mensagem", "fr": "Envoyer le message",
		"ca": "Envia el missatge"}},
	"Datos de contacto": {other: map[string]string{
		"es": "Datos de contacto", "en": "Contact details",
		"pt": "Dados de contacto", "fr": "Coordonnées",
		"ca": "Dades de contacte"}},
	"Ver en el mapa": {other: map[string]string{
		"es": "Ver en el mapa", "en": "See on the map",
		"pt": "Ver no mapa", "fr": "Voir sur le plan",
		"ca": "Mostra al mapa"}},
	"Empleo": {other: map[string]string{
		"es": "Empleo", "en": "Careers",
		"pt": "Emprego", "fr": "Emplois",
		"ca": "Feina"}},
	"Departamento": {other: map[string]string{
		"es": "Departamento", "en": "Department",
		"pt": "Departamento", "fr": "Service",
		"ca": "Departament"}},
	"Modalidad": {other: map[string]string{
		"es": "Modalidad", "en": "Work arrangement",
		"pt": "Modalidade", "fr": "Modalité",
		"ca": "Modalitat"}},
	"No hay ofertas abiertas en este momento.": {other: map[string]string{
		"es": "No hay ofertas abiertas en este momento.", "en": "There are no open positions at the moment.",
		"pt": "De momento não há ofertas abertas.", "fr": "Il n’y a aucune offre ouverte pour le moment.",
		"ca": "Ara mateix no hi ha ofertes obertes."}},
	"No hay ofertas abiertas con estos filtros en este momento.": {other: map[string]string{
		"es": "No hay ofertas abiertas con estos filtros en este momento.", "en": "There are no open positions matching these filters at the moment.",
		"pt": "De momento não há ofertas abertas com estes filtros.", "fr": "Il n’y a aucune offre ouverte avec ces filtres pour le moment.",
		"ca": "Ara mateix no hi ha ofertes obertes amb aquests filtres."}},
	"Admite candidaturas hasta el %s.": {other: map[string]string{
		"es": "Admite candidaturas hasta el %s.", "en": "Applications are open until %s.",
		"pt": "Aceita candidaturas até %s.", "fr": "Candidatures acceptées jusqu’au %s.",
		"ca": "Admet candidatures fins al %s."}},
	"Requisitos": {other: map[string]string{
		"es": "Requisitos", "en": "Requirements",
		"pt": "Requisitos", "fr": "Profil recherché",
		"ca": "Requisits"}},
	"Candidatura enviada": {other: map[string]string{
		"es": "Candidatura enviada", "en": "Application sent",
		"pt": "Candidatura enviada", "fr": "Candidature envoyée",
		"ca": "Candidatura enviada"}},
	"Envíe su candidatura": {other: map[string]string{
		"es": "Envíe su candidatura", "en": "Send your application",
		"pt": "Envie a sua candidatura", "fr": "Envoyez votre candidature",
		"ca": "Envieu la vostra candidatura"}},
	"Gracias, hemos recibido su candidatura. Le escribiremos si su perfil encaja con la oferta.": {other: map[string]string{
		"es": "Gracias, hemos recibido su candidatura. Le escribiremos si su perfil encaja con la oferta.", "en": "Thank you, we have received your application. We will write to you if your profile fits the position.",
		"pt": "Obrigado, recebemos a sua candidatura. Escreveremos se o seu perfil se adequar à oferta.", "fr": "Merci, nous avons bien reçu votre candidature. Nous vous écrirons si votre profil correspond à l’offre.",
		"ca": "Gràcies, hem rebut la vostra candidatura. Us escriurem si el vostre perfil encaixa amb l’oferta."}},
	"Mensaje (opcional)": {other: map[string]string{
		"es": "Mensaje (opcional)", "en": "Message (optional)",
		"pt": "Mensagem (opcional)", "fr": "Message (facultatif)",
		"ca": "Missatge (opcional)"}},
	"Currículum (PDF o DOCX, máximo 5 MiB)": {other: map[string]string{
		"es": "Currículum (PDF o DOCX, máximo 5 MiB)", "en": "CV (PDF or DOCX, up to 5 MiB)",
		"pt": "Currículo (PDF ou DOCX, máximo 5 MiB)", "fr": "CV (PDF ou DOCX, 5 Mio au maximum)",
		"ca": "Currículum (PDF o DOCX, màxim 5 MiB)"}},
	"Acepto que %s guarde estos datos y mi currículum para valorar mi candidatura.": {other: map[string]string{
		"es": "Acepto que %s guarde estos datos y mi currículum para valorar mi candidatura.", "en": "I agree that %s may keep these details and my CV to consider my application.",
		"pt": "Aceito que %s guarde estes dados e o meu currículo para avaliar a minha candidatura.", "fr": "J’accepte que %s conserve ces données et mon CV pour étudier ma candidature.",
		"ca": "Accepto que %s desi aquestes dades i el meu currículum per valorar la meva candidatura."}},
	"Enviar candidatura": {other: map[string]string{
		"es": "Enviar candidatura", "en": "Send application",
		"pt": "Enviar candidatura", "fr": "Envoyer la candidature",
		"ca": "Envia la candidatura"}},
	"Nuestro equipo": {other: map[string]string{
		"es": "Nuestro equipo", "en": "Our team",
		"pt": "A nossa equipa", "fr": "Notre équipe",
		"ca": "El nostre equip"}},
	"responsable": {other: map[string]string{
		"es": "responsable", "en": "lead",
		"pt": "responsável", "fr": "responsable",
		"ca": "responsable"}},
	"Aún no hay personas que mostrar.": {other: map[string]string{
		"es": "Aún no hay personas que mostrar.", "en": "There is nobody to show yet.",
		"pt": "Ainda não há pessoas para mostrar.", "fr": "Il n’y a encore personne à afficher.",
		"ca": "Encara no hi ha persones per mostrar."}},
	"Resultados para «%s»": {other: map[string]string{
		"es": "Resultados para «%s»", "en": "Results for “%s”",
		"pt": "Resultados para «%s»", "fr": "Résultats pour « %s »",
		"ca": "Resultats per a «%s»"}},
	"Más de 1000 resultados: añada palabras para afinar": {other: map[string]string{
		"es": "Más de 1000 resultados: añada palabras para afinar", "en": "More than 1,000 results: add words to narrow them down",
		"pt": "Mais de 1000 resultados: acrescente palavras para afinar", "fr": "Plus de 1 000 résultats : ajoutez des mots pour affiner",
		"ca": "Més de 1.000 resultats: afegiu paraules per afinar"}},
	"No encontramos nada con esas palabras. Pruebe con otras o con menos palabras.": {other: map[string]string{
		"es": "No encontramos nada con esas palabras. Pruebe con otras o con menos palabras.", "en": "We found nothing with those words. Try other words or fewer of them.",
		"pt": "Não encontrámos nada com essas palavras. Experimente outras ou menos palavras.", "fr": "Nous n’avons rien trouvé avec ces mots. Essayez d’autres mots ou moins de mots.",
		"ca": "No hem trobat res amb aquestes paraules. Proveu-ne d’altres o menys paraules."}},
	"Escriba al menos una palabra con significado (no solo «de», «la», «y»…).": {other: map[string]string{
		"es": "Escriba al menos una palabra con significado (no solo «de», «la», «y»…).", "en": "Type at least one meaningful word (not just “the”, “of”, “and”…).",
		"pt": "Escreva pelo menos uma palavra com significado (não só «de», «a», «e»…).", "fr": "Saisissez au moins un mot significatif (pas seulement « de », « la », « et »…).",
		"ca": "Escriviu almenys una paraula amb significat (no només «de», «la», «i»…)."}},
	"Volver al inicio": {other: map[string]string{
		"es": "Volver al inicio", "en": "Back to the home page",
		"pt": "Voltar ao início", "fr": "Retour à l’accueil",
		"ca": "Torna a l’inici"}},
	"Todas las secciones y páginas del sitio.": {other: map[string]string{
		"es": "Todas las secciones y páginas del sitio.", "en": "Every section and page of the site.",
		"pt": "Todas as secções e páginas do site.", "fr": "Toutes les sections et pages du site.",
		"ca": "Totes les seccions i pàgines del lloc."}},
	"Y %d páginas más: el buscador del sitio las encuentra.": {other: map[string]string{
		"es": "Y %d páginas más: el buscador del sitio las encuentra.", "en": "And %d more pages: the site search finds them.",
		"pt": "E mais %d páginas: a pesquisa do site encontra-as.", "fr": "Et %d pages de plus : la recherche du site les trouve.",
		"ca": "I %d pàgines més: el cercador del lloc les troba."}},
	"Lo último": {other: map[string]string{
		"es": "Lo último", "en": "Latest",
		"pt": "Novidades", "fr": "À la une",
		"ca": "El més recent"}},
	"Lo que dicen": {other: map[string]string{
		"es": "Lo que dicen", "en": "What they say",
		"pt": "O que dizem", "fr": "Ce qu’ils disent",
		"ca": "El que diuen"}},
	"Noticias, ideas y experiencias del equipo de %s.": {other: map[string]string{
		"es": "Noticias, ideas y experiencias del equipo de %s.", "en": "News, ideas and experience from the %s team.",
		"pt": "Notícias, ideias e experiências da equipa da %s.", "fr": "Actualités, idées et expériences de l’équipe de %s.",
		"ca": "Notícies, idees i experiències de l’equip de %s."}},
	"Etiqueta: %s": {other: map[string]string{
		"es": "Etiqueta: %s", "en": "Tag: %s",
		"pt": "Etiqueta: %s", "fr": "Étiquette : %s",
		"ca": "Etiqueta: %s"}},
	"Entradas del blog sobre %s.": {other: map[string]string{
		"es": "Entradas del blog sobre %s.", "en": "Blog posts about %s.",
		"pt": "Artigos do blogue sobre %s.", "fr": "Articles du blog sur %s.",
		"ca": "Entrades del blog sobre %s."}},
	"Entradas de %s": {other: map[string]string{
		"es": "Entradas de %s", "en": "Posts by %s",
		"pt": "Artigos de %s", "fr": "Articles de %s",
		"ca": "Entrades de %s"}},
	"Lo que ha escrito %s en el blog de %s.": {other: map[string]string{
		"es": "Lo que ha escrito %s en el blog de %s.", "en": "What %s has written on the %s blog.",
		"pt": "O que %s escreveu no blogue da %s.", "fr": "Ce que %s a écrit sur le blog de %s.",
		"ca": "El que ha escrit %s al blog de %s."}},
	"%s (página %d)": {other: map[string]string{
		"es": "%s (página %d)", "en": "%s (page %d)",
		"pt": "%s (página %d)", "fr": "%s (page %d)",
		"ca": "%s (pàgina %d)"}},
	"Servicios de %s en %s.": {other: map[string]string{
		"es": "Servicios de %s en %s.", "en": "%s services at %s.",
		"pt": "Serviços de %s na %s.", "fr": "Services %s chez %s.",
		"ca": "Serveis de %s a %s."}},
	"Buscar en %s.": {other: map[string]string{
		"es": "Buscar en %s.", "en": "Search %s.",
		"pt": "Pesquisar em %s.", "fr": "Rechercher sur %s.",
		"ca": "Cerca a %s."}},
	"Empresas que confían en %s.": {other: map[string]string{
		"es": "Empresas que confían en %s.", "en": "Companies that trust %s.",
		"pt": "Empresas que confiam na %s.", "fr": "Les entreprises qui font confiance à %s.",
		"ca": "Empreses que confien en %s."}},
	"Escríbanos: le responderemos lo antes posible.": {other: map[string]string{
		"es": "Escríbanos: le responderemos lo antes posible.", "en": "Write to us: we will reply as soon as possible.",
		"pt": "Escreva-nos: responderemos o mais rapidamente possível.", "fr": "Écrivez-nous : nous vous répondrons dès que possible.",
		"ca": "Escriviu-nos: us respondrem al més aviat possible."}},
	"%s: servicios, proyectos, testimonios y clientes.": {other: map[string]string{
		"es": "%s: servicios, proyectos, testimonios y clientes.", "en": "%s: services, projects, testimonials and clients.",
		"pt": "%s: serviços, projetos, testemunhos e clientes.", "fr": "%s : services, projets, témoignages et clients.",
		"ca": "%s: serveis, projectes, testimonis i clients."}},
	"Ofertas de empleo abiertas: súmese a nuestro equipo.": {other: map[string]string{
		"es": "Ofertas de empleo abiertas: súmese a nuestro equipo.", "en": "Open positions: join our team.",
		"pt": "Ofertas de emprego abertas: junte-se à nossa equipa.", "fr": "Offres d’emploi ouvertes : rejoignez notre équipe.",
		"ca": "Ofertes de feina obertes: uniu-vos al nostre equip."}},
	"Casos de éxito: lo que %s ha hecho con sus clientes y los resultados que obtuvieron.": {other: map[string]string{
		"es": "Casos de éxito: lo que %s ha hecho con sus clientes y los resultados que obtuvieron.", "en": "Case studies: what %s has done with its clients and the results they achieved.",
		"pt": "Casos de sucesso: o que a %s fez com os seus clientes e os resultados que obtiveram.", "fr": "Études de cas : ce que %s a réalisé avec ses clients et les résultats obtenus.",
		"ca": "Casos d’èxit: el que %s ha fet amb els seus clients i els resultats que van obtenir."}},
	"Proyectos de %s": {other: map[string]string{
		"es": "Proyectos de %s", "en": "%s projects",
		"pt": "Projetos de %s", "fr": "Projets %s",
		"ca": "Projectes de %s"}},
	"Proyectos para %s": {other: map[string]string{
		"es": "Proyectos para %s", "en": "Projects for %s",
		"pt": "Projetos para %s", "fr": "Projets pour %s",
		"ca": "Projectes per a %s"}},
	"Todas las secciones y páginas de %s.": {other: map[string]string{
		"es": "Todas las secciones y páginas de %s.", "en": "Every section and page of %s.",
		"pt": "Todas as secções e páginas da %s.", "fr": "Toutes les sections et pages de %s.",
		"ca": "Totes les seccions i pàgines de %s."}},
	"Equipo": {other: map[string]string{
		"es": "Equipo", "en": "Team",
		"pt": "Equipa", "fr": "Équipe",
		"ca": "Equip"}},
	"Las personas de %s, por departamento.": {other: map[string]string{
		"es": "Las personas de %s, por departamento.", "en": "The people of %s, by department.",
		"pt": "As pessoas da %s, por departamento.", "fr": "Les personnes de %s, par service.",
		"ca": "Les persones de %s, per departament."}},
	"Lo que dicen nuestros clientes de %s.": {other: map[string]string{
		"es": "Lo que dicen nuestros clientes de %s.", "en": "What our clients say about %s.",
		"pt": "O que os nossos clientes dizem da %s.", "fr": "Ce que nos clients disent de %s.",
		"ca": "El que diuen els nostres clients de %s."}},
	"La página que busca no existe o fue retirada.": {other: map[string]string{
		"es": "La página que busca no existe o fue retirada.", "en": "The page you are looking for does not exist or has been removed.",
		"pt": "A página que procura não existe ou foi retirada.", "fr": "La page que vous cherchez n’existe pas ou a été retirée.",
		"ca": "La pàgina que cerqueu no existeix o s’ha retirat."}},
	"Servicio no disponible": {other: map[string]string{
		"es": "Servicio no disponible", "en": "Service unavailable",
		"pt": "Serviço indisponível", "fr": "Service indisponible",
		"ca": "Servei no disponible"}},
	"No podemos mostrar esta página en este momento. Inténtelo de nuevo en unos minutos.": {other: map[string]string{
		"es": "No podemos mostrar esta página en este momento. Inténtelo de nuevo en unos minutos.", "en": "We cannot show this page right now. Please try again in a few minutes.",
		"pt": "Não podemos mostrar esta página neste momento. Tente novamente dentro de alguns minutos.", "fr": "Nous ne pouvons pas afficher cette page pour le moment. Réessayez dans quelques minutes.",
		"ca": "Ara mateix no podem mostrar aquesta pàgina. Torneu-ho a provar d’aquí a uns minuts."}},
	"Error interno": {other: map[string]string{
		"es": "Error interno", "en": "Internal error",
		"pt": "Erro interno", "fr": "Erreur interne",
		"ca": "Error intern"}},
	"Algo salió mal al preparar esta página. Inténtelo de nuevo más tarde.": {other: map[string]string{
		"es": "Algo salió mal al preparar esta página. Inténtelo de nuevo más tarde.", "en": "Something went wrong while preparing this page. Please try again later.",
		"pt": "Algo correu mal ao preparar esta página. Tente novamente mais tarde.", "fr": "Une erreur s’est produite lors de la préparation de cette page. Réessayez plus tard.",
		"ca": "Alguna cosa ha fallat en preparar aquesta pàgina. Torneu-ho a provar més tard."}},
	"Escriba su nombre.": {other: map[string]string{
		"es": "Escriba su nombre.", "en": "Enter your name.",
		"pt": "Escreva o seu nome.", "fr": "Saisissez votre nom.",
		"ca": "Escriviu el vostre nom."}},
	"El nombre admite como máximo 120 caracteres.": {other: map[string]string{
		"es": "El nombre admite como máximo 120 caracteres.", "en": "The name can be at most 120 characters long.",
		"pt": "O nome admite no máximo 120 caracteres.", "fr": "Le nom ne peut dépasser 120 caractères.",
		"ca": "El nom admet com a màxim 120 caràcters."}},
	"Escriba su correo electrónico.": {other: map[string]string{
		"es": "Escriba su correo electrónico.", "en": "Enter your email address.",
		"pt": "Escreva o seu email.", "fr": "Saisissez votre adresse e-mail.",
		"ca": "Escriviu el vostre correu electrònic."}},
	"Escriba un correo electrónico válido, como nombre@empresa.com.": {other: map[string]string{
		"es": "Escriba un correo electrónico válido, como nombre@empresa.com.", "en": "Enter a valid email address, such as name@company.com.",
		"pt": "Escreva um email válido, como nome@empresa.com.", "fr": "Saisissez une adresse e-mail valide, comme nom@entreprise.com.",
		"ca": "Escriviu un correu electrònic vàlid, com ara nom@empresa.com."}},
	"El teléfono solo puede llevar números, espacios y los signos + ( ) - . (máximo 40 caracteres).": {other: map[string]string{
		"es": "El teléfono solo puede llevar números, espacios y los signos + ( ) - . (máximo 40 caracteres).", "en": "The phone number may only contain digits, spaces and the signs + ( ) - . (at most 40 characters).",
		"pt": "O telefone só pode conter números, espaços e os sinais + ( ) - . (máximo 40 caracteres).", "fr": "Le téléphone ne peut contenir que des chiffres, des espaces et les signes + ( ) - . (40 caractères au maximum).",
		"ca": "El telèfon només pot dur números, espais i els signes + ( ) - . (màxim 40 caràcters)."}},
	"La empresa admite como máximo 160 caracteres.": {other: map[string]string{
		"es": "La empresa admite como máximo 160 caracteres.", "en": "The company can be at most 160 characters long.",
		"pt": "A empresa admite no máximo 160 caracteres.", "fr": "L’entreprise ne peut dépasser 160 caractères.",
		"ca": "L’empresa admet com a màxim 160 caràcters."}},
	"Escriba el asunto.": {other: map[string]string{
		"es": "Escriba el asunto.", "en": "Enter a subject.",
		"pt": "Escreva o assunto.", "fr": "Saisissez l’objet.",
		"ca": "Escriviu l’assumpte."}},
	"El asunto admite como máximo 200 caracteres.": {other: map[string]string{
		"es": "El asunto admite como máximo 200 caracteres.", "en": "The subject can be at most 200 characters long.",
		"pt": "O assunto admite no máximo 200 caracteres.", "fr": "L’objet ne peut dépasser 200 caractères.",
		"ca": "L’assumpte admet com a màxim 200 caràcters."}},
	"Escriba su mensaje.": {other: map[string]string{
		"es": "Escriba su mensaje.", "en": "Write your message.",
		"pt": "Escreva a sua mensagem.", "fr": "Écrivez votre message.",
		"ca": "Escriviu el vostre missatge."}},
	"El mensaje admite como máximo 5000 caracteres.": {other: map[string]string{
		"es": "El mensaje admite como máximo 5000 caracteres.", "en": "The message can be at most 5,000 characters long.",
		"pt": "A mensagem admite no máximo 5000 caracteres.", "fr": "Le message ne peut dépasser 5 000 caractères.",
		"ca": "El missatge admet com a màxim 5.000 caràcters."}},
	"Debe aceptar el tratamiento de sus datos para que podamos responderle.": {other: map[string]string{
		"es": "Debe aceptar el tratamiento de sus datos para que podamos responderle.", "en": "You must agree to us processing your details so that we can reply.",
		"pt": "Tem de aceitar o tratamento dos seus dados para que possamos responder.", "fr": "Vous devez accepter le traitement de vos données pour que nous puissions vous répondre.",
		"ca": "Heu d’acceptar el tractament de les vostres dades perquè us puguem respondre."}},
	"Revise los campos marcados.": {other: map[string]string{
		"es": "Revise los campos marcados.", "en": "Please check the marked fields.",
		"pt": "Reveja os campos assinalados.", "fr": "Vérifiez les champs signalés.",
		"ca": "Reviseu els camps marcats."}},
	"El formulario se envió demasiado rápido. Sus datos siguen en el formulario: espere unos segundos y vuelva a enviarlo.": {other: map[string]string{
		"es": "El formulario se envió demasiado rápido. Sus datos siguen en el formulario: espere unos segundos y vuelva a enviarlo.", "en": "The form was sent too quickly. Your details are still in the form: wait a few seconds and send it again.",
		"pt": "O formulário foi enviado demasiado depressa. Os seus dados continuam no formulário: aguarde uns segundos e volte a enviá-lo.", "fr": "Le formulaire a été envoyé trop vite. Vos données sont toujours dans le formulaire : attendez quelques secondes et renvoyez-le.",
		"ca": "El formulari s’ha enviat massa de pressa. Les vostres dades continuen al formulari: espereu uns segons i torneu-lo a enviar."}},
	"Antes, revise los campos marcados.": {other: map[string]string{
		"es": "Antes, revise los campos marcados.", "en": "First, please check the marked fields.",
		"pt": "Antes, reveja os campos assinalados.", "fr": "Vérifiez d’abord les champs signalés.",
		"ca": "Abans, reviseu els camps marcats."}},
	"El formulario caducó. Revise sus datos y envíelo de nuevo.": {other: map[string]string{
		"es": "El formulario caducó. Revise sus datos y envíelo de nuevo.", "en": "The form has expired. Check your details and send it again.",
		"pt": "O formulário expirou. Reveja os seus dados e envie-o de novo.", "fr": "Le formulaire a expiré. Vérifiez vos données et renvoyez-le.",
		"ca": "El formulari ha caducat. Reviseu les vostres dades i torneu-lo a enviar."}},
	"No enviamos el mensaje: se rellenó un campo oculto que las personas dejan vacío. Si usa un programa de autocompletado, desactívelo y vuelva a intentarlo.": {other: map[string]string{
		"es": "No enviamos el mensaje: se rellenó un campo oculto que las personas dejan vacío. Si usa un programa de autocompletado, desactívelo y vuelva a intentarlo.", "en": "We did not send the message: a hidden field that people leave empty was filled in. If you use an autofill program, turn it off and try again.",
		"pt": "Não enviámos a mensagem: foi preenchido um campo oculto que as pessoas deixam vazio. Se usa um programa de preenchimento automático, desative-o e tente novamente.", "fr": "Nous n’avons pas envoyé le message : un champ caché que les personnes laissent vide a été rempli. Si vous utilisez un outil de saisie automatique, désactivez-le et réessayez.",
		"ca": "No hem enviat el missatge: s’ha omplert un camp ocult que les persones deixen buit. Si feu servir un programa d’emplenament automàtic, desactiveu-lo i torneu-ho a provar."}},
	"El mensaje es demasiado grande. Acorte el texto y vuelva a enviarlo.": {other: map[string]string{
		"es": "El mensaje es demasiado grande. Acorte el texto y vuelva a enviarlo.", "en": "The message is too large. Shorten the text and send it again.",
		"pt": "A mensagem é demasiado grande. Encurte o texto e volte a enviá-la.", "fr": "Le message est trop volumineux. Raccourcissez le texte et renvoyez-le.",
		"ca": "El missatge és massa gran. Escurceu el text i torneu-lo a enviar."}},
	"No pudimos leer el formulario. Vuelva a cargar la página y envíelo de nuevo.": {other: map[string]string{
		"es": "No pudimos leer el formulario. Vuelva a cargar la página y envíelo de nuevo.", "en": "We could not read the form. Reload the page and send it again.",
		"pt": "Não conseguimos ler o formulário. Recarregue a página e envie-o de novo.", "fr": "Nous n’avons pas pu lire le formulaire. Rechargez la page et renvoyez-le.",
		"ca": "No hem pogut llegir el formulari. Torneu a carregar la pàgina i torneu-lo a enviar."}},
	"No pudimos guardar su mensaje en este momento. Inténtelo de nuevo en unos minutos; sus datos siguen en el formulario.": {other: map[string]string{
		"es": "No pudimos guardar su mensaje en este momento. Inténtelo de nuevo en unos minutos; sus datos siguen en el formulario.", "en": "We could not save your message right now. Please try again in a few minutes; your details are still in the form.",
		"pt": "Não conseguimos guardar a sua mensagem neste momento. Tente novamente dentro de alguns minutos; os seus dados continuam no formulário.", "fr": "Nous n’avons pas pu enregistrer votre message pour le moment. Réessayez dans quelques minutes ; vos données sont toujours dans le formulaire.",
		"ca": "Ara mateix no hem pogut desar el vostre missatge. Torneu-ho a provar d’aquí a uns minuts; les vostres dades continuen al formulari."}},
	"Demasiados mensajes": {other: map[string]string{
		"es": "Demasiados mensajes", "en": "Too many messages",
		"pt": "Demasiadas mensagens", "fr": "Trop de messages",
		"ca": "Massa missatges"}},
	"Hemos recibido varios mensajes seguidos desde su conexión o con su correo electrónico. Espere unos minutos antes de enviar otro; los mensajes anteriores ya nos llegaron.": {other: map[string]string{
		"es": "Hemos recibido varios mensajes seguidos desde su conexión o con su correo electrónico. Espere unos minutos antes de enviar otro; los mensajes anteriores ya nos llegaron.", "en": "We have received several messages in a row from your connection or with your email address. Wait a few minutes before sending another; your earlier messages have reached us.",
		"pt": "Recebemos várias mensagens seguidas da sua ligação ou com o seu email. Aguarde alguns minutos antes de enviar outra; as mensagens anteriores já nos chegaram.", "fr": "Nous avons reçu plusieurs messages à la suite depuis votre connexion ou avec votre adresse e-mail. Attendez quelques minutes avant d’en envoyer un autre ; les messages précédents nous sont bien parvenus.",
		"ca": "Hem rebut diversos missatges seguits des de la vostra connexió o amb el vostre correu. Espereu uns minuts abans d’enviar-ne un altre; els missatges anteriors ja ens han arribat."}},
	"Estamos recibiendo muchas candidaturas": {other: map[string]string{
		"es": "Estamos recibiendo muchas candidaturas", "en": "We are receiving many applications",
		"pt": "Estamos a receber muitas candidaturas", "fr": "Nous recevons beaucoup de candidatures",
		"ca": "Estem rebent moltes candidatures"}},
	"En este momento se están enviando muchas candidaturas. Vuelva atrás y envíe la suya de nuevo en unos segundos.": {other: map[string]string{
		"es": "En este momento se están enviando muchas candidaturas. Vuelva atrás y envíe la suya de nuevo en unos segundos.", "en": "Many applications are being sent right now. Go back and send yours again in a few seconds.",
		"pt": "Neste momento estão a ser enviadas muitas candidaturas. Volte atrás e envie a sua de novo dentro de alguns segundos.", "fr": "Beaucoup de candidatures sont envoyées en ce moment. Revenez en arrière et renvoyez la vôtre dans quelques secondes.",
		"ca": "Ara mateix s’estan enviant moltes candidatures. Torneu enrere i envieu la vostra de nou d’aquí a uns segons."}},
	"Oferta cerrada": {other: map[string]string{
		"es": "Oferta cerrada", "en": "Position closed",
		"pt": "Oferta encerrada", "fr": "Offre clôturée",
		"ca": "Oferta tancada"}},
	"Esta oferta de empleo está cerrada y ya no admite candidaturas. Consulte las ofertas abiertas.": {other: map[string]string{
		"es": "Esta oferta de empleo está cerrada y ya no admite candidaturas. Consulte las ofertas abiertas.", "en": "This position is closed and no longer accepts applications. See the open positions.",
		"pt": "Esta oferta de emprego está encerrada e já não aceita candidaturas. Consulte as ofertas abertas.", "fr": "Cette offre d’emploi est clôturée et n’accepte plus de candidatures. Consultez les offres ouvertes.",
		"ca": "Aquesta oferta de feina està tancada i ja no admet candidatures. Consulteu les ofertes obertes."}},
	"El mensaje admite como máximo 3000 caracteres.": {other: map[string]string{
		"es": "El mensaje admite como máximo 3000 caracteres.", "en": "The message can be at most 3,000 characters long.",
		"pt": "A mensagem admite no máximo 3000 caracteres.", "fr": "Le message ne peut dépasser 3 000 caractères.",
		"ca": "El missatge admet com a màxim 3.000 caràcters."}},
	"Adjunte su currículum en PDF o DOCX.": {other: map[string]string{
		"es": "Adjunte su currículum en PDF o DOCX.", "en": "Attach your CV as a PDF or DOCX.",
		"pt": "Anexe o seu currículo em PDF ou DOCX.", "fr": "Joignez votre CV au format PDF ou DOCX.",
		"ca": "Adjunteu el vostre currículum en PDF o DOCX."}},
	"El currículum admite como máximo 5 MiB.": {other: map[string]string{
		"es": "El currículum admite como máximo 5 MiB.", "en": "The CV can be at most 5 MiB.",
		"pt": "O currículo admite no máximo 5 MiB.", "fr": "Le CV ne peut dépasser 5 Mio.",
		"ca": "El currículum admet com a màxim 5 MiB."}},
	"El currículum debe ser un PDF o un documento de Word (DOCX); el archivo enviado no lo es, aunque su nombre lo diga.": {other: map[string]string{
		"es": "El currículum debe ser un PDF o un documento de Word (DOCX); el archivo enviado no lo es, aunque su nombre lo diga.", "en": "The CV must be a PDF or a Word document (DOCX); the file sent is neither, whatever its name says.",
		"pt": "O currículo tem de ser um PDF ou um documento Word (DOCX); o ficheiro enviado não o é, embora o nome o diga.", "fr": "Le CV doit être un PDF ou un document Word (DOCX) ; le fichier envoyé n’en est pas un, même si son nom le laisse croire.",
		"ca": "El currículum ha de ser un PDF o un document de Word (DOCX); el fitxer enviat no ho és, encara que el nom ho digui."}},
	"Debe aceptar el tratamiento de sus datos para que podamos valorar su candidatura.": {other: map[string]string{
		"es": "Debe aceptar el tratamiento de sus datos para que podamos valorar su candidatura.", "en": "You must agree to us processing your details so that we can consider your application.",
		"pt": "Tem de aceitar o tratamento dos seus dados para que possamos avaliar a sua candidatura.", "fr": "Vous devez accepter le traitement de vos données pour que nous puissions étudier votre candidature.",
		"ca": "Heu d’acceptar el tractament de les vostres dades perquè puguem valorar la vostra candidatura."}},
	"La candidatura es demasiado grande: acorte los textos; el currículum admite como máximo 5 MiB.": {other: map[string]string{
		"es": "La candidatura es demasiado grande: acorte los textos; el currículum admite como máximo 5 MiB.", "en": "The application is too large: shorten the texts; the CV can be at most 5 MiB.",
		"pt": "A candidatura é demasiado grande: encurte os textos; o currículo admite no máximo 5 MiB.", "fr": "La candidature est trop volumineuse : raccourcissez les textes ; le CV ne peut dépasser 5 Mio.",
		"ca": "La candidatura és massa gran: escurceu els textos; el currículum admet com a màxim 5 MiB."}},
	"No pudimos guardar su candidatura en este momento. Inténtelo de nuevo en unos minutos.": {other: map[string]string{
		"es": "No pudimos guardar su candidatura en este momento. Inténtelo de nuevo en unos minutos.", "en": "We could not save your application right now. Please try again in a few minutes.",
		"pt": "Não conseguimos guardar a sua candidatura neste momento. Tente novamente dentro de alguns minutos.", "fr": "Nous n’avons pas pu enregistrer votre candidature pour le moment. Réessayez dans quelques minutes.",
		"ca": "Ara mateix no hem pogut desar la vostra candidatura. Torneu-ho a provar d’aquí a uns minuts."}},
	"Demasiadas búsquedas seguidas": {other: map[string]string{
		"es": "Demasiadas búsquedas seguidas", "en": "Too many searches in a row",
		"pt": "Demasiadas pesquisas seguidas", "fr": "Trop de recherches à la suite",
		"ca": "Massa cerques seguides"}},
	"Ha hecho muchas búsquedas en poco tiempo. Espere un minuto y vuelva a intentarlo.": {other: map[string]string{
		"es": "Ha hecho muchas búsquedas en poco tiempo. Espere un minuto y vuelva a intentarlo.", "en": "You have made many searches in a short time. Wait a minute and try again.",
		"pt": "Fez muitas pesquisas em pouco tempo. Aguarde um minuto e tente novamente.", "fr": "Vous avez fait beaucoup de recherches en peu de temps. Attendez une minute et réessayez.",
		"ca": "Heu fet moltes cerques en poc temps. Espereu un minut i torneu-ho a provar."}},
	"El buscador está muy ocupado": {other: map[string]string{
		"es": "El buscador está muy ocupado", "en": "The search is very busy",
		"pt": "A pesquisa está muito ocupada", "fr": "La recherche est très sollicitée",
		"ca": "El cercador està molt ocupat"}},
	"Hay muchas búsquedas en curso en este momento. Vuelva a intentarlo en unos segundos.": {other: map[string]string{
		"es": "Hay muchas búsquedas en curso en este momento. Vuelva a intentarlo en unos segundos.", "en": "Many searches are under way right now. Try again in a few seconds.",
		"pt": "Há muitas pesquisas em curso neste momento. Tente novamente dentro de alguns segundos.", "fr": "De nombreuses recherches sont en cours. Réessayez dans quelques secondes.",
		"ca": "Ara mateix hi ha moltes cerques en curs. Torneu-ho a provar d’aquí a uns segons."}},
	"Páginas principales": {other: map[string]string{
		"es": "Páginas principales", "en": "Main pages",
		"pt": "Páginas principais", "fr": "Pages principales",
		"ca": "Pàgines principals"}},
	"En español": {other: map[string]string{
		"es": "En español", "en": "In Spanish",
		"pt": "Em espanhol", "fr": "En espagnol",
		"ca": "En castellà"}},
}
