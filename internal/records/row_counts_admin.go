package records

import (
	"context"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// The admin home counts rows without reading them (count=exact, no rows); an editorial table counts
// what is not in the trash, which its module lists apart.

// countOf is the count a query answered (never below 0), wrapped as what.
func countOf(what string, n int64, err error) (int64, error) { return max(n, 0), wrap(what, err) }

// countRows counts the rows of table the credential may see, leaving the trash out when trashable.
func countRows(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, table string, trashable bool) (int64, error) {
	var none []struct{}
	q := c.From(table, cred).Select("id")
	if trashable {
		q = q.Filter(trashedColumn, "is", "null")
	}
	n, err := q.Limit(0).Count().Get(ctx, &none)
	return countOf("count "+table, n, err)
}

// CountContent counts the content items outside the trash.
func CountContent(ctx context.Context, c *platformclient.Client, cred platformclient.Credential) (int64, error) {
	return countRows(ctx, c, cred, "contenido", true)
}

// CountPages counts the pages outside the trash.
func CountPages(ctx context.Context, c *platformclient.Client, cred platformclient.Credential) (int64, error) {
	return countRows(ctx, c, cred, "paginas", true)
}

// CountPosts counts the blog posts outside the trash.
func CountPosts(ctx context.Context, c *platformclient.Client, cred platformclient.Credential) (int64, error) {
	return countRows(ctx, c, cred, "blog_entradas", true)
}

// CountProjects counts the projects outside the trash.
func CountProjects(ctx context.Context, c *platformclient.Client, cred platformclient.Credential) (int64, error) {
	return countRows(ctx, c, cred, "proyectos", true)
}

// CountQuestions counts the frequent questions outside the trash.
func CountQuestions(ctx context.Context, c *platformclient.Client, cred platformclient.Credential) (int64, error) {
	return countRows(ctx, c, cred, "preguntas", true)
}

// CountJobOpenings counts the job openings outside the trash.
func CountJobOpenings(ctx context.Context, c *platformclient.Client, cred platformclient.Credential) (int64, error) {
	return countRows(ctx, c, cred, "vacantes", true)
}

// CountCategories counts the service categories.
func CountCategories(ctx context.Context, c *platformclient.Client, cred platformclient.Credential) (int64, error) {
	return countRows(ctx, c, cred, "categoria-servicios", false)
}

// CountTestimonialsAs counts the testimonials the credential may see (CountTestimonials counts as a visitor).
func CountTestimonialsAs(ctx context.Context, c *platformclient.Client, cred platformclient.Credential) (int64, error) {
	return countRows(ctx, c, cred, "testimoniales", false)
}

// CountClients counts the clients.
func CountClients(ctx context.Context, c *platformclient.Client, cred platformclient.Credential) (int64, error) {
	return countRows(ctx, c, cred, "clientes", false)
}

// CountEmployees counts the employees.
func CountEmployees(ctx context.Context, c *platformclient.Client, cred platformclient.Credential) (int64, error) {
	return countRows(ctx, c, cred, "Empleados", false)
}

// CountDepartments counts the departments.
func CountDepartments(ctx context.Context, c *platformclient.Client, cred platformclient.Credential) (int64, error) {
	return countRows(ctx, c, cred, "departamentos", false)
}

// CountMedia counts the files of the media library.
func CountMedia(ctx context.Context, c *platformclient.Client, cred platformclient.Credential) (int64, error) {
	return countRows(ctx, c, cred, "medios", false)
}

// CountMenuItems counts the items of the site's menus.
func CountMenuItems(ctx context.Context, c *platformclient.Client, cred platformclient.Credential) (int64, error) {
	return countRows(ctx, c, cred, "menus", false)
}

// CountPageTemplates counts the page templates.
func CountPageTemplates(ctx context.Context, c *platformclient.Client, cred platformclient.Credential) (int64, error) {
	return countRows(ctx, c, cred, "plantillas", false)
}

// CountRedirects counts the redirects.
func CountRedirects(ctx context.Context, c *platformclient.Client, cred platformclient.Credential) (int64, error) {
	return countRows(ctx, c, cred, "redirecciones", false)
}

// CountAllContactMessages counts the contact messages, whatever their status.
func CountAllContactMessages(ctx context.Context, c *platformclient.Client, cred platformclient.Credential) (int64, error) {
	return countRows(ctx, c, cred, "mensajes_contacto", false)
}

// CountApplications counts the job applications of status estado, of every opening.
func CountApplications(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, estado string) (int64, error) {
	var none []struct{}
	n, err := c.From("postulaciones", cred).Select("id").Eq("estado", estado).Limit(0).Count().Get(ctx, &none)
	return countOf("count job applications", n, err)
}

// CountCMSColleagues counts the employees other than userID who may enter the CMS.
func CountCMSColleagues(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, userID string) (int64, error) {
	var none []struct{}
	n, err := c.From("Empleados", cred).Select("id").Filter("sistemas_acceso", "cs", `["CMS"]`).
		Filter("id", "neq", userID).Limit(0).Count().Get(ctx, &none)
	return countOf("count colleagues", n, err)
}
