package site

// The demo company's blog: its authors (employees of the demo company), and posts with tags.

type demoAuthor struct{ id, name, email, role string }

// demoAuthors have fixed ids so the demo's author pages have stable addresses.
var demoAuthors = []demoAuthor{
	{"a17a0001-5e3d-4c1b-9d2e-000000000001", "Lucía Ferrer", "lucia.ferrer@altamar.example", "mercadeo"},
	{"a17a0001-5e3d-4c1b-9d2e-000000000002", "Javier Molina", "javier.molina@altamar.example", "proyectos"},
	{"a17a0001-5e3d-4c1b-9d2e-000000000003", "Marta Quiroga", "marta.quiroga@altamar.example", "proyectos"},
}

type demoPost struct {
	title, excerpt, body string
	author               int // index in demoAuthors
	tags                 []string
}

var demoPosts = []demoPost{
	{"Cómo elegir entre una aplicación web y una aplicación móvil",
		"Antes de escribir una línea de código conviene responder tres preguntas sobre sus usuarios.",
		"<p>Muchos proyectos empiezan con la misma pregunta: ¿web o móvil? La respuesta depende menos de la tecnología que de cómo y cuándo sus clientes van a usar el servicio.</p><h2>Frecuencia de uso</h2><p>Si el cliente entra varias veces por semana, una aplicación móvil instalada reduce la fricción. Si entra una vez al mes, una aplicación web bien diseñada es más barata y llega a más gente.</p><h2>Acceso al dispositivo</h2><p>Notificaciones, cámara o uso sin conexión inclinan la balanza hacia el desarrollo móvil.</p><p>En Altamar solemos empezar por una aplicación web progresiva y medir antes de invertir en dos aplicaciones nativas.</p>",
		1, []string{"Aplicaciones móviles", "Desarrollo web", "Estrategia"}},
	{"Diez comprobaciones de seguridad antes de lanzar su tienda en línea",
		"Una lista práctica que repasamos con cada cliente antes de abrir las puertas de su comercio electrónico.",
		"<p>Lanzar una tienda en línea es emocionante, pero un descuido de seguridad puede costar la confianza de los clientes en un solo día.</p><ul><li>Certificados TLS y redirección a HTTPS.</li><li>Contraseñas de administración robustas y segundo factor.</li><li>Copias de seguridad probadas, no solo programadas.</li><li>Actualizaciones de todas las extensiones.</li></ul><p>Repasamos la lista completa en nuestras auditorías de seguridad.</p>",
		2, []string{"Ciberseguridad", "Comercio electrónico"}},
	{"Diseño accesible: lo que ganamos todos",
		"La accesibilidad no es un extra: mejora la experiencia de cualquier visitante y el posicionamiento.",
		"<p>Un sitio accesible se lee mejor en el móvil, carga más rápido y se entiende a la primera. Las pautas WCAG 2.2 son una guía excelente para cualquier diseño.</p><p>Contraste suficiente, textos alternativos en las imágenes y formularios que se pueden usar con el teclado son tres mejoras que aplicamos siempre.</p>",
		0, []string{"Diseño", "Accesibilidad", "Desarrollo web"}},
	{"SEO local: cómo aparecer cuando le buscan cerca",
		"Para un negocio con tienda física, las búsquedas locales son la puerta de entrada de nuevos clientes.",
		"<p>Quien busca «consultoría tecnológica en Valencia» quiere respuestas cercanas. Una ficha de empresa completa, reseñas reales y páginas por ubicación marcan la diferencia.</p><p>En nuestro último proyecto de SEO local, las llamadas desde el buscador crecieron un 38 % en cuatro meses.</p>",
		0, []string{"SEO", "Marketing digital"}},
	{"Automatizar sin perder el control: nuestra experiencia con procesos administrativos",
		"Qué tareas conviene automatizar primero y cuáles es mejor dejar en manos de las personas.",
		"<p>La automatización de procesos promete ahorros enormes, pero automatizar un proceso mal definido solo produce errores más rápido.</p><h2>Empiece por lo repetitivo</h2><p>Conciliaciones, altas de clientes y envío de facturas son candidatos claros. Las decisiones con excepciones frecuentes, no tanto.</p>",
		2, []string{"Transformación digital", "Automatización"}},
	{"Rediseño del portal corporativo: antes y después",
		"Cómo planteamos el rediseño de un portal con más de diez años de contenido acumulado.",
		"<p>Un portal corporativo con una década de historia acumula páginas duplicadas, enlaces rotos y un menú imposible. El primer paso fue un inventario de contenido.</p><p>Después definimos una arquitectura de información con solo cinco secciones principales y un buscador interno que entiende acentos y plurales.</p>",
		1, []string{"Diseño", "Desarrollo web"}},
	{"Redes sociales para empresas de servicios: menos publicaciones, más conversaciones",
		"Publicar a diario no sirve de nada si nadie responde. Proponemos otra forma de medir.",
		"<p>Para una empresa de servicios, las redes sociales son un canal de atención antes que un escaparate. Medimos el tiempo de respuesta y las conversaciones iniciadas, no solo los «me gusta».</p>",
		0, []string{"Marketing digital", "Redes sociales"}},
	{"Auditorías de seguridad: qué esperar y cómo prepararse",
		"Una auditoría no es un examen: es un mapa de riesgos con prioridades claras.",
		"<p>Las auditorías de seguridad generan inquietud, pero su objetivo es ayudar. Revisamos la infraestructura, las aplicaciones y los procedimientos, y entregamos un plan con prioridades.</p><p>Prepararse es sencillo: un inventario actualizado de sistemas y una persona de contacto con tiempo para atendernos.</p>",
		2, []string{"Ciberseguridad", "Estrategia"}},
	{"Aplicaciones para clientes: la fidelización empieza en el bolsillo",
		"Una aplicación propia puede ser la mejor herramienta de fidelización, si resuelve un problema real.",
		"<p>Las aplicaciones de fidelización que funcionan ahorran tiempo al cliente: reservar, consultar un pedido o pagar en un toque. Las que solo muestran ofertas se desinstalan en una semana.</p>",
		1, []string{"Aplicaciones móviles", "Estrategia"}},
	{"Transformación digital en pymes: por dónde empezar",
		"Tres pasos pequeños que cualquier pyme puede dar este trimestre.",
		"<p>La transformación digital no requiere grandes presupuestos. Empiece por digitalizar la relación con sus clientes, después los procesos internos y, por último, los datos para decidir mejor.</p>",
		2, []string{"Transformación digital", "Estrategia"}},
}
