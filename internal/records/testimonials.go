package records

import (
	"context"
	"time"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// Testimonial is a row of testimoniales (view testimoniales): what a client said, in a service
// category.
type Testimonial struct {
	ID         int       `json:"id"`
	Categoria  int       `json:"categoria"`
	Testimonio string    `json:"testimonio"`
	Persona    *string   `json:"persona"`
	Empresa    string    `json:"empresa"`
	Cargo      *string   `json:"cargo"`
	CreatedAt  time.Time `json:"created_at"`
}

// TestimonialColumns are the columns of a testimonial.
const TestimonialColumns = "id,categoria,testimonio,persona,empresa,cargo,created_at"

// LatestTestimonials reads the newest testimonials of a category (0: of any).
func LatestTestimonials(ctx context.Context, c *platformclient.Client, lang string, category, limit int) ([]Testimonial, Untranslated, error) {
	q := c.From("testimoniales", c.Anon()).Select(TestimonialColumns)
	if category > 0 {
		q = q.Eq("categoria", category)
	}
	q = inLanguage(q.Order("created_at", true).Limit(limit), "testimoniales", TestimonialColumns, lang)
	rows, untranslated, _, err := getIn(ctx, q, lang, testimonialID)
	return rows, untranslated, wrap("read testimonials", err)
}

// testimonialID is a testimonial's id.
func testimonialID(t Testimonial) int64 { return int64(t.ID) }

// TestimonialsInCategories reads the newest testimonials about any of the categories (ids), at most
// limit.
func TestimonialsInCategories(ctx context.Context, c *platformclient.Client, lang string, categories []string, limit int) ([]Testimonial, Untranslated, error) {
	q := inLanguage(c.From("testimoniales", c.Anon()).Select(TestimonialColumns).In("categoria", categories).
		Order("created_at", true).Limit(limit), "testimoniales", TestimonialColumns, lang)
	rows, untranslated, _, err := getIn(ctx, q, lang, testimonialID)
	return rows, untranslated, wrap("read category testimonials", err)
}

// TestimonialsPage reads one page of the testimonials of a category (0: of any), newest first,
// with the total that matches.
func TestimonialsPage(ctx context.Context, c *platformclient.Client, category, offset, limit int) ([]Testimonial, int64, error) {
	var rows []Testimonial
	var total int64
	var err error
	if category > 0 {
		total, err = c.From("testimoniales", c.Anon()).Select(TestimonialColumns).Eq("categoria", category).
			Order("created_at", true).Range(offset, limit).Count().Get(ctx, &rows)
	} else {
		total, err = c.From("testimoniales", c.Anon()).Select(TestimonialColumns).
			Order("created_at", true).Range(offset, limit).Count().Get(ctx, &rows)
	}
	return rows, total, wrap("read testimonials", err)
}

// CountTestimonials counts the testimonials.
func CountTestimonials(ctx context.Context, c *platformclient.Client) (int64, error) {
	var none []struct{}
	n, err := c.From("testimoniales", c.Anon()).Select("id").Limit(0).Count().Get(ctx, &none)
	return n, wrap("count testimonials", err)
}

// InsertTestimonials inserts testimonials.
func InsertTestimonials(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, rows []Fields) error {
	return wrap("insert testimonials", c.From("testimoniales", cred).Insert(ctx, rows, nil))
}
