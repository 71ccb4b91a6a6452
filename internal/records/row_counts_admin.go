package records

import (
	"context"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// The admin home counts rows without reading them (count=exact, no rows); an editorial table counts
// what is not in the trash, which its module lists apart.

// countOf is the count a query answered (never below 0), wrapped as what.
func countOf(what string, n int64, err error) (int64, error) { return max(n, 0), wrap(what, err) }

// CountContent counts the content items outside the trash.
func CountContent(ctx context.Context, c *platformclient.Client, cred platformclient.Credential) (int64, error) {
	var none []struct{}
	n, err := c.From("contenido", cred).Select("id").Filter(trashedColumn, "is", "null").Limit(0).Count().Get(ctx, &none)
	return countOf("count content", n, err)
}

// CountPages counts the pages outside the trash.
func CountPages(ctx context.Context, c *platformclient.Client, cred platformclient.Credential) (int64, error) {
	var none []struct{}
	n, err := c.From("paginas", cred).Select("id").Filter(trashedColumn, "is", "null").Limit(0).Count().Get(ctx, &none)
	return countOf("count pages", n, err)
}

// CountCategories counts the service categories.
func CountCategories(ctx context.Context, c *platformclient.Client, cred platformclient.Credential) (int64, error) {
	var none []struct{}
	n, err := c.From("categoria-servicios", cred).Select("id").Limit(0).Count().Get(ctx, &none)
	return countOf("count categories", n, err)
}

// CountTestimonialsAs counts the testimonials the credential may see (CountTestimonials counts as a visitor).
func CountTestimonialsAs(ctx context.Context, c *platformclient.Client, cred platformclient.Credential) (int64, error) {
	var none []struct{}
	n, err := c.From("testimoniales", cred).Select("id").Limit(0).Count().Get(ctx, &none)
	return countOf("count testimonials", n, err)
}

// CountClients counts the clients.
func CountClients(ctx context.Context, c *platformclient.Client, cred platformclient.Credential) (int64, error) {
	var none []struct{}
	n, err := c.From("clientes", cred).Select("id").Limit(0).Count().Get(ctx, &none)
	return countOf("count clients", n, err)
}

// CountCMSColleagues counts the employees other than userID who may enter the CMS.
func CountCMSColleagues(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, userID string) (int64, error) {
	var none []struct{}
	n, err := c.From("Empleados", cred).Select("id").Filter("sistemas_acceso", "cs", `["CMS"]`).
		Filter("id", "neq", userID).Limit(0).Count().Get(ctx, &none)
	return countOf("count colleagues", n, err)
}
