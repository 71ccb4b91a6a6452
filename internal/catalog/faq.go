package catalog

import "github.com/vitrina/vitrina/internal/platform/schema"

// The FAQ's table (docs/spec/modules.md §1, view preguntas): an editorial table ordered by hand.

func faqTable() *schema.Table {
	return &schema.Table{
		Name: "preguntas",
		Columns: schema.WithLifecycle(
			schema.SerialID(),
			schema.Column{Name: "pregunta", Type: schema.Text, NotNull: true},
			schema.Column{Name: "respuesta", Type: schema.Text, NotNull: true, HasDefault: true},
			schema.Column{Name: "categoria", Type: schema.Integer},
			schema.Column{Name: "orden", Type: schema.Integer, NotNull: true, HasDefault: true},
			schema.CreatedAt(),
		),
		PrimaryKey:  "id",
		ForeignKeys: []schema.ForeignKey{schema.FK("preguntas", "categoria", "categoria-servicios")},
		ReadRoles:   schema.Everyone(),
		WriteRoles:  schema.SignedIn(),
		Lifecycle:   true,
		Search:      &schema.Search{Title: "pregunta", Fields: []string{"respuesta"}, Path: "/preguntas-frecuentes#pregunta-{id}", View: "preguntas"},
		// Each language has its own question and answer (preguntas_traducciones).
		Translations: &schema.Translations{Fields: []string{"pregunta", "respuesta"}},
	}
}

// orderQuestions is ordenar_preguntas(p_ids jsonb): the questions whose ids p_ids lists take orden 1,
// 2, 3… in that order (the FAQ list's drag and drop and up/down buttons).
func orderQuestions() *schema.Function {
	return schema.ReorderFunction("ordenar_preguntas", "preguntas", "orden", "p_ids")
}
