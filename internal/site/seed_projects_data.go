package site

// demoProject is a case study of the demo company: its client and service category by name, and the
// alt texts of its gallery (one picture each, drawn by demoPicture).
type demoProject struct {
	title, client, category, summary, body string
	results                                [][2]string
	featured                               bool
	gallery                                []string
}

// demoProjects are the demo company's case studies, newest first.
var demoProjects = []demoProject{
	{"Tienda en línea para Café Montaña", "Café Montaña", "Tiendas en línea",
		"Una tienda que vende café de origen por suscripción, con pagos recurrentes y envíos a todo el país.",
		"<p>Café Montaña vendía solo en sus cafeterías. Diseñamos con su equipo una tienda en línea centrada en la suscripción mensual: el cliente elige origen, molienda y frecuencia, y recibe su café recién tostado.</p><h2>Qué hicimos</h2><ul><li>Catálogo por origen y nivel de tueste.</li><li>Pagos recurrentes y gestión de la suscripción por el propio cliente.</li><li>Integración con la empresa de mensajería para el seguimiento de envíos.</li></ul><p>El lanzamiento se hizo en seis semanas, con una campaña para los clientes de las cafeterías.</p>",
		[][2]string{{"Ventas en línea el primer año", "+45 %"}, {"Suscriptores activos", "3 200"}, {"Tiempo de carga en móvil", "1,2 s"}},
		true, []string{"Página de inicio de la tienda de Café Montaña", "Ficha de un café de origen en un teléfono", "Panel de suscripciones del cliente"}},
	{"Portal de pacientes de Clínica Santa Lucía", "Clínica Santa Lucía", "Portales corporativos",
		"Citas, resultados y recetas en un portal seguro que los pacientes usan desde cualquier dispositivo.",
		"<p>La clínica atendía las citas por teléfono y entregaba los resultados en papel. El nuevo portal permite pedir y cambiar citas, consultar resultados de laboratorio y descargar recetas.</p><h2>Seguridad primero</h2><p>El acceso usa verificación en dos pasos y los datos clínicos se cifran en reposo. La auditoría de seguridad previa al lanzamiento no encontró fallos graves.</p>",
		[][2]string{{"Citas pedidas en línea", "62 %"}, {"Llamadas a recepción", "−38 %"}, {"Satisfacción de pacientes", "4,7/5"}},
		true, []string{"Pantalla de citas del portal de pacientes", "Resultados de laboratorio en una tableta", "Recepción de la clínica con el portal abierto"}},
	{"App de seguimiento de envíos para Transportes del Norte", "Transportes del Norte", "Apps para clientes",
		"Una aplicación móvil con la que los clientes siguen sus envíos en tiempo real y reciben avisos de entrega.",
		"<p>Transportes del Norte recibía cientos de consultas diarias sobre el estado de los envíos. Creamos una aplicación para Android e iOS conectada a su sistema de rutas.</p><p>Los repartidores confirman la entrega con una foto y la firma del destinatario; el cliente recibe el aviso al momento.</p>",
		[][2]string{{"Consultas al centro de atención", "−55 %"}, {"Descargas en seis meses", "18 000"}, {"Entregas confirmadas con foto", "97 %"}},
		true, []string{"Mapa con la posición del envío en la app", "Repartidor confirmando una entrega", "Aviso de entrega en la pantalla de bloqueo"}},
	{"Automatización de la facturación de Metalúrgica Ibérica", "Metalúrgica Ibérica", "Automatización de procesos",
		"Las facturas de proveedores se leen, validan y contabilizan solas; el equipo solo revisa las excepciones.",
		"<p>El departamento financiero registraba a mano más de 2 000 facturas al mes. Implantamos un flujo que extrae los datos de cada factura, los cruza con el pedido y el albarán y los envía al ERP.</p><p>Las facturas que no cuadran llegan a una bandeja de revisión con la diferencia señalada.</p>",
		[][2]string{{"Facturas procesadas sin intervención", "82 %"}, {"Días para cerrar el mes", "de 9 a 3"}, {"Errores de registro", "−90 %"}},
		false, []string{"Bandeja de facturas pendientes de revisión", "Diagrama del flujo de facturación automatizado"}},
	{"Auditoría de seguridad de Cooperativa de Crédito Sol", "Cooperativa de Crédito Sol", "Auditorías de seguridad",
		"Pruebas de intrusión, revisión de configuración y un plan de mejora priorizado para la banca en línea.",
		"<p>Antes de renovar su banca en línea, la cooperativa quería saber dónde estaba expuesta. Durante tres semanas probamos su aplicación, su red y sus procesos, siempre con un acuerdo de alcance firmado.</p><h2>Resultado</h2><p>Entregamos un informe con cada hallazgo, su riesgo y cómo corregirlo, y acompañamos al equipo técnico hasta cerrar los críticos.</p>",
		[][2]string{{"Vulnerabilidades críticas corregidas", "100 %"}, {"Hallazgos documentados", "34"}, {"Semanas de trabajo", "3"}},
		false, []string{"Equipo de auditoría revisando resultados", "Resumen de riesgos del informe final"}},
	{"Posicionamiento local de Librerías Alba", "Librerías Alba", "SEO local",
		"Las siete librerías aparecen ahora en los primeros resultados de búsqueda de su barrio.",
		"<p>Librerías Alba tenía siete tiendas y una sola ficha de empresa desactualizada. Creamos y optimizamos la ficha de cada tienda, unificamos direcciones y horarios en la web y los directorios, y pusimos en marcha un plan para conseguir reseñas.</p>",
		[][2]string{{"Visitas a las fichas de las tiendas", "+120 %"}, {"Llamadas desde el buscador", "+65 %"}, {"Reseñas nuevas al mes", "80"}},
		false, []string{"Resultados de búsqueda local con una librería destacada", "Escaparate de una de las librerías"}},
	{"Campaña en redes sociales para Moda Brisa", "Moda Brisa", "Redes sociales",
		"Una campaña de temporada con creadoras de contenido que llevó la colección de verano a un público nuevo.",
		"<p>Para el lanzamiento de la colección de verano planificamos una campaña de seis semanas con contenidos propios y cinco creadoras de contenido de moda sostenible.</p><p>Cada publicación enlazaba a la tienda en línea con un código de descuento propio, lo que permitió medir las ventas de cada canal.</p>",
		[][2]string{{"Alcance de la campaña", "1,4 M"}, {"Ventas con código de campaña", "2 900"}, {"Nuevos seguidores", "+22 000"}},
		false, []string{"Sesión de fotos de la colección de verano", "Publicación de la campaña en un teléfono"}},
}
