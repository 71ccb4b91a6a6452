package cms

import (
	"context"
	"strings"
)

// Testimonial is a row of testimoniales with its category's name (embedded, so a list is one read).
type Testimonial struct {
	ID         int64   `json:"id"`
	Categoria  int64   `json:"categoria"`
	Testimonio string  `json:"testimonio"`
	Persona    *string `json:"persona"`
	Empresa    string  `json:"empresa"`
	Cargo      *string `json:"cargo"`
	CreatedAt  string  `json:"created_at"`
	Category   *struct {
		Name string `json:"name"`
	} `json:"cat"`
}

// CategoryName is the embedded category's name, or "" when unknown.
func (t Testimonial) CategoryName() string {
	if t.Category == nil {
		return ""
	}
	return t.Category.Name
}

const testimonialColumns = "id,categoria,testimonio,persona,empresa,cargo,created_at,cat:categoria(name)"

// TestimonialInput is the testimonial form as typed.
type TestimonialInput struct {
	Categoria, Testimonio, Persona, Empresa, Cargo string
}

// row validates the form (interface.md: category a positive integer, testimonio and empresa not
// empty after trimming; persona and cargo optional) and returns the columns to write.
func (in TestimonialInput) row() (map[string]any, error) {
	fields := FieldMessages{}
	cat := PositiveID(in.Categoria)
	if cat == 0 {
		fields["categoria"] = MsgInvalidCategory
	}
	if strings.TrimSpace(in.Testimonio) == "" {
		fields["testimonio"] = MsgTestimonioRequired
	}
	if strings.TrimSpace(in.Empresa) == "" {
		fields["empresa"] = MsgEmpresaRequired
	}
	if len(fields) > 0 {
		return nil, &FormError{Fields: fields}
	}
	return map[string]any{
		"categoria": cat, "testimonio": strings.TrimSpace(in.Testimonio), "empresa": strings.TrimSpace(in.Empresa),
		"persona": optional(in.Persona), "cargo": optional(in.Cargo),
	}, nil
}

// Testimonials reads one page of testimonials, newest first, and the total matching.
func (s *Service) Testimonials(ctx context.Context, token string, p ListParams) ([]Testimonial, int, error) {
	return listPage[Testimonial](ctx, s, token, "testimoniales", testimonialColumns, p)
}

// Testimonial reads one testimonial.
func (s *Service) Testimonial(ctx context.Context, token string, id int64) (*Testimonial, error) {
	return rowByID[Testimonial](ctx, s, token, "testimoniales", testimonialColumns, id, notFound())
}

// SaveTestimonial creates (id 0) or updates a testimonial.
func (s *Service) SaveTestimonial(ctx context.Context, token string, id int64, in TestimonialInput) error {
	row, err := in.row()
	if err != nil {
		return err
	}
	return s.saveRow(ctx, token, "testimoniales", id, row)
}

// DeleteTestimonial deletes a testimonial.
func (s *Service) DeleteTestimonial(ctx context.Context, token string, id int64) error {
	return s.deleteRow(ctx, token, "testimoniales", id)
}
