package site

// The demo company: a Spanish technology consultancy with three lines of service.

// demoCompany is the demo's name; the demo's first category marks the demo as seeded.
const demoCompany = "Altamar Consultores"

type demoCategory struct {
	name     string
	children []demoCategory
}

var demoCategories = []demoCategory{
	{"Desarrollo de software", []demoCategory{
		{"Aplicaciones web", []demoCategory{{"Tiendas en línea", nil}, {"Portales corporativos", nil}}},
		{"Aplicaciones móviles", []demoCategory{{"Apps para clientes", nil}}},
	}},
	{"Consultoría tecnológica", []demoCategory{
		{"Transformación digital", []demoCategory{{"Automatización de procesos", nil}}},
		{"Ciberseguridad", []demoCategory{{"Auditorías de seguridad", nil}}},
	}},
	{"Marketing digital", []demoCategory{
		{"Posicionamiento en buscadores", []demoCategory{{"SEO local", nil}}},
		{"Redes sociales", nil},
	}},
}

type demoContent struct {
	title, category, body string
	layout                int
}

var demoContents = []demoContent{
	{"Lanzamos la nueva tienda en línea de Café Montaña", "Tiendas en línea", `<p>Café Montaña vende ahora sus cafés de especialidad en todo el país. Diseñamos una tienda rápida, con pago seguro y suscripciones mensuales.</p>
<h2>Resultados</h2><ul><li>Ventas en línea un 48 % más altas en el primer trimestre.</li><li>Tiempo de carga por debajo de un segundo.</li></ul>`, 3},
	{"Cómo elegir la plataforma de comercio electrónico adecuada", "Tiendas en línea", `<p>Antes de elegir una plataforma conviene responder tres preguntas: cuánto catálogo tendrá, qué medios de pago necesita y quién la mantendrá.</p>
<p>En Altamar le ayudamos a comparar opciones con números reales y sin compromisos.</p>`, 2},
	{"Portal del empleado para Grupo Ribera", "Portales corporativos", `<p>Más de 1 200 personas consultan sus nóminas, vacaciones y formación en un único portal, accesible desde cualquier dispositivo.</p>
<p>El proyecto se integró con el sistema de recursos humanos existente en ocho semanas.</p>`, 1},
	{"Diseño de aplicaciones móviles centrado en las personas", "Aplicaciones móviles", `<p>Una buena aplicación empieza por escuchar a quien la usará. Nuestro proceso combina entrevistas, prototipos y pruebas con usuarios reales.</p>
<ol><li>Investigación</li><li>Prototipo navegable</li><li>Desarrollo iterativo</li></ol>`, 2},
	{"App de citas para Clínica Santa Lucía", "Apps para clientes", `<p>Los pacientes de Clínica Santa Lucía reservan, cambian y cancelan sus citas desde el teléfono. Las llamadas a recepción bajaron un 35 %.</p>`, 3},
	{"Transformación digital paso a paso", "Transformación digital", `<p>La transformación digital no es un proyecto, es un hábito. Proponemos empezar por los procesos que más tiempo consumen y medir cada mejora.</p>
<blockquote><p>Lo importante no es la herramienta, sino el problema que resuelve.</p></blockquote>`, 1},
	{"Automatizamos la facturación de Transportes del Norte", "Automatización de procesos", `<p>La facturación mensual pasó de tres días de trabajo manual a dos horas revisando excepciones.</p>
<p>Conectamos el sistema de rutas con la contabilidad y eliminamos la doble captura de datos.</p>`, 3},
	{"Auditoría de seguridad: qué esperar", "Auditorías de seguridad", `<p>Una auditoría revisa sus sistemas como lo haría un atacante, pero con permiso y con un informe claro al final.</p>
<h2>Qué incluye</h2><ul><li>Análisis de vulnerabilidades</li><li>Pruebas de intrusión</li><li>Plan de corrección priorizado</li></ul>`, 2},
	{"Cinco hábitos de ciberseguridad para su equipo", "Ciberseguridad", `<p>La mayoría de los incidentes empiezan con un correo. Estos cinco hábitos reducen el riesgo de forma notable: contraseñas únicas, doble factor, actualizaciones al día, copias de seguridad y desconfianza ante la urgencia.</p>`, 1},
	{"SEO local: aparezca cuando sus clientes lo buscan", "SEO local", `<p>Quien busca «cerca de mí» suele comprar ese mismo día. Optimizamos su ficha de empresa, sus reseñas y su sitio para las búsquedas locales.</p>`, 2},
	{"Estrategia de redes sociales para empresas B2B", "Redes sociales", `<p>En el mundo B2B las redes sociales sirven para demostrar experiencia. Publicar casos reales y datos útiles genera más confianza que cualquier anuncio.</p>`, 1},
	{"Altamar Consultores cumple diez años", "Consultoría tecnológica", `<p>Diez años, más de 150 proyectos y un equipo de 40 personas. Gracias a nuestros clientes por confiar en nosotros.</p>
<p>Seguimos con la misma idea del primer día: tecnología útil, explicada con claridad.</p>`, 3},
}

type demoTestimonial struct{ category, text, person, role, company string }

var demoTestimonials = []demoTestimonial{
	{"Tiendas en línea", "La tienda nueva vende más y da menos problemas. El equipo entendió nuestro negocio desde la primera reunión.", "Lucía Fernández", "Directora comercial", "Café Montaña"},
	{"Automatización de procesos", "Recuperamos días enteros de trabajo cada mes. La facturación ya no es una pesadilla.", "Jorge Salinas", "Jefe de administración", "Transportes del Norte"},
	{"Apps para clientes", "Nuestros pacientes adoran la aplicación y recepción por fin puede atender con calma.", "Dra. Ana Beltrán", "Gerente", "Clínica Santa Lucía"},
	{"Portales corporativos", "El portal del empleado se adoptó en semanas. Muy buena comunicación durante todo el proyecto.", "Marta Ruiz", "Responsable de personas", "Grupo Ribera"},
	{"Auditorías de seguridad", "La auditoría fue rigurosa y el informe, fácil de entender para la dirección.", "Pablo Ortega", "Director de sistemas", "Seguros Faro"},
	{"SEO local", "Ahora aparecemos primero en las búsquedas de nuestra ciudad. Se nota en la tienda.", "Carmen Vidal", "Propietaria", "Librerías Alba"},
	{"Redes sociales", "Nos ayudaron a contar lo que hacemos sin sonar a anuncio.", "Raúl Prieto", "Director de marketing", "Metalúrgica Ibérica"},
	{"Transformación digital", "Un acompañamiento honesto: nos dijeron qué no hacía falta cambiar.", "Elena Castro", "Directora general", "Cooperativa de Crédito Sol"},
	{"Tiendas en línea", "Lanzamos la colección de temporada sin una sola caída del sitio.", "Sofía Méndez", "Responsable de comercio electrónico", "Moda Brisa"},
	{"Ciberseguridad", "La formación para el equipo fue práctica y amena.", "Tomás Herrera", "Coordinador de calidad", "Laboratorios Vida"},
	{"Aplicaciones web", "Entregaron a tiempo y con una documentación impecable.", "Isabel Navarro", "Jefa de proyectos", "Grupo Ribera"},
	{"Aplicaciones móviles", "El prototipo nos permitió validar la idea antes de invertir de más.", "Diego Romero", "Fundador", "Moda Brisa"},
	{"Automatización de procesos", "Los informes que antes tardaban una semana ahora se generan solos.", "Patricia Gil", "Controller", "Metalúrgica Ibérica"},
	{"Posicionamiento en buscadores", "El tráfico orgánico se duplicó en seis meses.", "Andrés Molina", "Gerente de ventas", "Seguros Faro"},
	{"Consultoría tecnológica", "Un socio tecnológico de confianza, siempre disponible.", "Beatriz León", "Directora financiera", "Cooperativa de Crédito Sol"},
	{"Portales corporativos", "La intranet por fin es algo que la gente quiere usar.", "Fernando Cruz", "Director de operaciones", "Laboratorios Vida"},
	{"Auditorías de seguridad", "Detectaron fallos que llevaban años ahí. Muy profesionales.", "Nuria Santos", "Responsable de cumplimiento", "Clínica Santa Lucía"},
	{"Marketing digital", "Campañas medibles y un equipo que explica cada número.", "Víctor Campos", "Director comercial", "Café Montaña"},
	{"Desarrollo de software", "Código limpio, pruebas automáticas y cero sorpresas en producción.", "Laura Iglesias", "Arquitecta de software", "Transportes del Norte"},
	{"SEO local", "Más llamadas y más visitas a la tienda desde el primer mes.", "Óscar Delgado", "Propietario", "Librerías Alba"},
}

type demoClient struct{ name, category string }

var demoClientCategories = []string{"Comercio", "Industria", "Salud", "Servicios financieros"}

var demoClients = []demoClient{
	{"Café Montaña", "Comercio"}, {"Librerías Alba", "Comercio"}, {"Moda Brisa", "Comercio"},
	{"Transportes del Norte", "Industria"}, {"Metalúrgica Ibérica", "Industria"}, {"Grupo Ribera", "Industria"},
	{"Clínica Santa Lucía", "Salud"}, {"Laboratorios Vida", "Salud"},
	{"Cooperativa de Crédito Sol", "Servicios financieros"}, {"Seguros Faro", "Servicios financieros"},
}
