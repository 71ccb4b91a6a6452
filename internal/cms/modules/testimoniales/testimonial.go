package testimoniales

import (
	"context"
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
)

// table is the module's table.
const table = "testimoniales"

// Testimonial is a row of testimoniales with its category's name (embedded, so a list is one read).
type Testimonial struct {
	ID         int64   `json:"id"`
	Categoria  int64   `json:"categoria"`
	Testimonio string  `json:"testimonio"`
	Persona    *string `json:"persona"`
	Empresa    string  `json:"empresa"`
	Cargo      *string `json:"cargo"`
	CreatedAt  string  `json:"created_at"`
	// TextsVersion is version_textos (its translations' status).
	TextsVersion int64 `json:"version_textos"`
	Category     *struct {
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

const columns = "id,categoria,testimonio,persona,empresa,cargo,created_at,version_textos,cat:categoria(name)"

// input is the testimonial form as typed.
type input struct {
	Categoria, Testimonio, Persona, Empresa, Cargo string
}

// row validates the form (interface.md: category a positive integer, testimonio and empresa not
// empty after trimming; persona and cargo optional) and returns the columns to write.
func (in input) row() (map[string]any, error) {
	fields := cms.FieldMessages{}
	cat := cms.PositiveID(in.Categoria)
	if cat == 0 {
		fields["categoria"] = cms.MsgInvalidCategory
	}
	if strings.TrimSpace(in.Testimonio) == "" {
		fields["testimonio"] = MsgTestimonioRequired
	}
	if strings.TrimSpace(in.Empresa) == "" {
		fields["empresa"] = MsgEmpresaRequired
	}
	if len(fields) > 0 {
		return nil, &cms.FormError{Fields: fields}
	}
	return map[string]any{
		"categoria": cat, "testimonio": strings.TrimSpace(in.Testimonio), "empresa": strings.TrimSpace(in.Empresa),
		"persona": cms.Optional(in.Persona), "cargo": cms.Optional(in.Cargo),
	}, nil
}

// list reads one page of testimonials, newest first, and the total matching.
func (m *module) list(ctx context.Context, token string, p cms.ListParams) ([]Testimonial, int, error) {
	return cms.ReadPage[Testimonial](ctx, m.Svc, token, table, columns, p)
}

// get reads one testimonial.
func (m *module) get(ctx context.Context, token string, id int64) (*Testimonial, error) {
	return cms.ReadByID[Testimonial](ctx, m.Svc, token, table, columns, id, cms.NotFound())
}

// save creates (id 0) or updates a testimonial and answers its id.
func (m *module) save(ctx context.Context, token string, id int64, in input) (int64, error) {
	row, err := in.row()
	if err != nil {
		return 0, err
	}
	return m.Svc.SaveRow(ctx, token, cms.Records{Table: table}, id, row)
}

// remove deletes a testimonial.
func (m *module) remove(ctx context.Context, token string, id int64) error {
	return m.Svc.DeleteRow(ctx, token, cms.Records{Table: table}, id)
}
