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
}
