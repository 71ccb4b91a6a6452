package site

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

type demoOpening struct {
	title, slug, department, location, modality, kind, description, requirements string
	salaryMin, salaryMax                                                         int
	closed                                                                       bool
}

// demoOpenings are the demo company's job openings; the last one is closed.
var demoOpenings = []demoOpening{
	{"Desarrollador/a backend Go", "desarrollador-backend-go", "Desarrollo", "Valencia", "híbrido", "Jornada completa",
		"<p>Buscamos una persona que diseñe y mantenga los servicios que dan vida a las aplicaciones de nuestros clientes: APIs, colas de trabajo y bases de datos.</p><p>Trabajarás en un equipo de seis personas con revisiones de código, despliegues diarios y un día al mes para aprender.</p>",
		"<ul><li>Tres años de experiencia con Go o un lenguaje similar.</li><li>PostgreSQL y diseño de APIs HTTP.</li><li>Se valora experiencia con Kubernetes.</li></ul>",
		38000, 48000, false},
	{"Consultor/a de ciberseguridad", "consultor-ciberseguridad", "Consultoría", "Madrid", "presencial", "Jornada completa",
		"<p>Acompañarás a pymes en auditorías, planes de respuesta ante incidentes y formación a sus equipos.</p>",
		"<ul><li>Certificación ISO 27001 o CISSP.</li><li>Experiencia en auditorías técnicas.</li><li>Carné de conducir.</li></ul>",
		42000, 52000, false},
	{"Especialista en SEO y contenidos", "especialista-seo-contenidos", "Marketing", "", "remoto", "Media jornada",
		"<p>Planificarás y redactarás contenidos para los sitios de nuestros clientes y medirás su posicionamiento.</p>",
		"<ul><li>Dos años de experiencia en SEO.</li><li>Redacción impecable en castellano.</li></ul>",
		0, 0, false},
	{"Técnico/a de administración", "tecnico-administracion", "Administración", "Valencia", "presencial", "Temporal",
		"<p>Sustitución de seis meses en facturación y compras.</p>", "<ul><li>FP de Administración y Finanzas.</li></ul>",
		22000, 24000, true},
}

type demoApplication struct{ opening, name, email, status, message string }

var demoApplications = []demoApplication{
	{"desarrollador-backend-go", "Pablo Ortega Ruiz", "pablo.ortega@correo.example", "nueva", "Llevo cuatro años con Go en una fintech y me gustaría volver a Valencia."},
	{"desarrollador-backend-go", "Irene Castro Vidal", "irene.castro@correo.example", "entrevista", "Adjunto mi currículum; tengo experiencia con PostgreSQL y Kubernetes."},
	{"desarrollador-backend-go", "Jorge Lozano", "jorge.lozano@correo.example", "revisada", ""},
	{"consultor-ciberseguridad", "Sara Benítez", "sara.benitez@correo.example", "nueva", "Certificada en ISO 27001, con cinco años de auditorías."},
	{"tecnico-administracion", "Raúl Vega", "raul.vega@correo.example", "contratada", "Disponible desde el lunes."},
}

// seedJobs inserts the demo openings and a few applications, each with a small PDF CV drawn here
// and stored in the private bucket postulaciones (already notified, so a demo with SMTP sends nothing).
func seedJobs(ctx context.Context, c *platformclient.Client, start time.Time) error {
	svc := c.Service()
	deps, _, err := records.Departments(ctx, c, "", 500)
	if err != nil {
		return fmt.Errorf("demo seed: departments for the openings: %w", err)
	}
	depIDs := map[string]int64{}
	for _, d := range deps {
		depIDs[d.Nombre] = d.ID
	}
	rows := make([]map[string]any, len(demoOpenings))
	for i, o := range demoOpenings {
		row := map[string]any{"titulo": o.title, "slug": o.slug, "departamento": depIDs[o.department], "modalidad": o.modality,
			"tipo": o.kind, "descripcion": o.description, "requisitos": o.requirements, "cerrada": o.closed,
			"created_at": start.AddDate(0, 0, -7*i).Format(time.RFC3339)}
		row["ubicacion"], row["salario_min"], row["salario_max"] = nil, nil, nil // bulk rows share their keys
		if o.location != "" {
			row["ubicacion"] = o.location
		}
		if o.salaryMin > 0 {
			row["salario_min"], row["salario_max"] = o.salaryMin, o.salaryMax
		}
		rows[i] = row
	}
	created, err := records.InsertJobOpenings(ctx, c, svc, rows)
	if err != nil {
		return fmt.Errorf("demo seed: openings: %w", err)
	}
	ids := map[string]int64{}
	for _, o := range created {
		ids[o.Slug] = o.ID
	}
	apps := make([]map[string]any, len(demoApplications))
	for i, a := range demoApplications {
		path := fmt.Sprintf("%d/cv-demo-%d.pdf", ids[a.opening], i+1)
		if err := c.Create(ctx, svc, records.ApplicationsBucket, path, bytes.NewReader(cvPDF(a.name, a.email))); err != nil {
			return fmt.Errorf("demo seed: upload %s: %w", path, err)
		}
		at := start.AddDate(0, 0, i).Format(time.RFC3339)
		row := map[string]any{"vacante": ids[a.opening], "nombre": a.name, "email": a.email, "cv": path, "estado": a.status,
			"consentimiento": true, "created_at": at, "notificado_en": at}
		row["mensaje"] = nil
		if a.message != "" {
			row["mensaje"] = a.message
		}
		apps[i] = row
	}
	if err := records.InsertApplications(ctx, c, svc, apps); err != nil {
		return fmt.Errorf("demo seed: applications: %w", err)
	}
	return nil
}

// cvPDF draws a one-page PDF CV: the name and e-mail in Helvetica. The cross-reference table holds
// the byte offsets of the objects, so readers open it without repairing it.
func cvPDF(name, email string) []byte {
	esc := strings.NewReplacer(`\`, `\\`, "(", `\(`, ")", `\)`)
	latin1 := func(s string) string { // the standard fonts' encoding: Spanish letters are Latin-1
		var b strings.Builder
		for _, r := range s {
			if r < 256 {
				b.WriteByte(byte(r))
			} else {
				b.WriteByte('?')
			}
		}
		return b.String()
	}
	text := fmt.Sprintf("BT /F1 20 Tf 72 760 Td (%s) Tj /F1 12 Tf 0 -24 Td (%s) Tj 0 -24 Td (Curriculum vitae de ejemplo) Tj ET",
		esc.Replace(latin1(name)), esc.Replace(email))
	objects := []string{
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
		"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
		fmt.Sprintf("<< /Length %d >>\nstream\n%s\nendstream", len(text), text),
	}
	var b bytes.Buffer
	b.WriteString("%PDF-1.4\n")
	offsets := make([]int, len(objects))
	for i, o := range objects {
		offsets[i] = b.Len()
		fmt.Fprintf(&b, "%d 0 obj\n%s\nendobj\n", i+1, o)
	}
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(objects)+1)
	for _, off := range offsets {
		fmt.Fprintf(&b, "%010d 00000 n \n", off)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(objects)+1, xref)
	return b.Bytes()
}
