package records

import (
	"context"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// SearchResults are what the platform's buscar answers: the published items whose title or text
// has every word of the query, best first, and how many there are.
type SearchResults struct {
	Total      int64       `json:"total"`
	Resultados []SearchHit `json:"resultados"`
}

// SearchHit is one item found.
type SearchHit struct {
	Tabla  string `json:"tabla"` // its table
	Titulo string `json:"titulo"`
	Texto  string `json:"texto"`
	Ruta   string `json:"ruta"` // its address on the site
}

// Search runs buscar for query in Spanish: limit results from offset.
func Search(ctx context.Context, c *platformclient.Client, query string, offset, limit int) (SearchResults, error) {
	return SearchIn(ctx, c, "", query, offset, limit)
}

// SearchIn runs buscar for query in the language lang ("" is Spanish, else a language the site
// offers): the translations published in lang of published items, at their addresses in lang.
func SearchIn(ctx context.Context, c *platformclient.Client, lang, query string, offset, limit int) (SearchResults, error) {
	args := map[string]any{"p_consulta": query, "p_limite": limit, "p_desde": offset}
	if lang != "" {
		args["p_idioma"] = lang
	}
	var answer SearchResults
	err := c.RPC(ctx, c.Anon(), "buscar", args, &answer)
	return answer, wrap("search", err)
}
