package schema

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/searchtext"
)

// Bounds of one search request.
const (
	maxSearchLimit  = 50
	maxSearchOffset = 10_000
)

// searchParams are the parameters both search functions take: the query as typed, a page.
func searchParams() []Param {
	return []Param{{Name: "p_consulta", Type: Text, Required: true}, {Name: "p_limite", Type: Integer}, {Name: "p_desde", Type: Integer}}
}

// searchPublic is buscar(p_consulta text, p_limite integer default 10, p_desde integer default 0)
// → {total, resultados: [{tabla, registro, titulo, texto, ruta, vista}]}: the rows the public sees
// now whose title or text has every word of the query (by key), best first.
func searchPublic() *Function {
	return &Function{
		Name:   "buscar",
		Params: searchParams(),
		Roles:  everyone,
		Stable: func(ctx context.Context, db Reader, args Row, now time.Time) (any, error) {
			return runSearch(ctx, db, args, &now, nil)
		},
	}
}

// searchAdmin is buscar_admin(p_consulta, p_vistas jsonb, p_limite, p_desde): every row, published
// or not, of the views named in p_vistas (the CMS names those the user may see).
func searchAdmin() *Function {
	params := append(searchParams(), Param{Name: "p_vistas", Type: JSONB, Required: true})
	return &Function{
		Name:   "buscar_admin",
		Params: params,
		Roles:  authenticated,
		Stable: func(ctx context.Context, db Reader, args Row, _ time.Time) (any, error) {
			var views []string
			if err := json.Unmarshal(args["p_vistas"].(json.RawMessage), &views); err != nil {
				return nil, &database.Error{Code: CodeRaise, Message: "p_vistas must be an array of view names"}
			}
			return runSearch(ctx, db, args, nil, views)
		},
	}
}

// searchHit is one result.
type searchHit struct {
	Tabla    string `json:"tabla"`
	Registro string `json:"registro"`
	Titulo   string `json:"titulo"`
	Texto    string `json:"texto"`
	Ruta     string `json:"ruta"`
	Vista    string `json:"vista"`
}

type searchResult struct {
	Total      int64       `json:"total"`
	Resultados []searchHit `json:"resultados"`
}

// runSearch reads one page of results and their total. now set: only rows visible at now; views
// set: only rows of those views.
func runSearch(ctx context.Context, db Reader, args Row, now *time.Time, views []string) (any, error) {
	q, _ := args["p_consulta"].(string)
	limit, offset := int64(10), int64(0)
	if v, ok := args["p_limite"].(int64); ok {
		limit = min(max(v, 1), maxSearchLimit)
	}
	if v, ok := args["p_desde"].(int64); ok {
		offset = min(max(v, 0), maxSearchOffset)
	}
	out := searchResult{Resultados: []searchHit{}}
	terms := searchtext.Terms(q)
	if len(terms) == 0 || views != nil && len(views) == 0 {
		return out, nil
	}
	var from, rank string
	var where []string
	var params []any
	if db.Dialect() == database.Postgres {
		from = "busqueda b"
		where = append(where, "b.documento @@ busqueda_consulta(?)")
		params = append(params, strings.Join(terms, " "))
		rank = "ts_rank(b.documento, busqueda_consulta(?)) DESC, b.id"
	} else {
		from = "busqueda_fts JOIN busqueda b ON b.id = busqueda_fts.rowid"
		keys := make([]string, len(terms))
		for i, t := range terms {
			keys[i] = `"` + searchtext.Key(t) + `"` // letters and digits only: a phrase of one token
		}
		where = append(where, "busqueda_fts MATCH ?")
		params = append(params, strings.Join(keys, " "))
		rank = "bm25(busqueda_fts, 10.0, 1.0), b.id"
	}
	if now != nil {
		where = append(where, "b.visible_desde <= ? AND (b.despublicar_en IS NULL OR b.despublicar_en > ?)")
		params = append(params, now.UTC(), now.UTC())
	}
	if views != nil {
		marks := strings.TrimSuffix(strings.Repeat("?, ", len(views)), ", ")
		where = append(where, "b.vista IN ("+marks+")")
		for _, v := range views {
			params = append(params, v)
		}
	}
	cond := " WHERE " + strings.Join(where, " AND ")
	if err := db.QueryRow(ctx, "SELECT count(*) FROM "+from+cond, params...).Scan(&out.Total); err != nil {
		return nil, fmt.Errorf("search count: %w", err)
	}
	if out.Total == 0 || offset >= out.Total {
		return out, nil
	}
	pageParams := append([]any{}, params...)
	if db.Dialect() == database.Postgres {
		pageParams = append(pageParams, strings.Join(terms, " "))
	}
	pageParams = append(pageParams, limit, offset)
	rows, err := db.Query(ctx, "SELECT b.tabla, b.registro, b.titulo, b.texto, b.ruta, b.vista FROM "+from+cond+
		" ORDER BY "+rank+" LIMIT ? OFFSET ?", pageParams...)
	if err != nil {
		return nil, fmt.Errorf("search: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var h searchHit
		if err := rows.Scan(&h.Tabla, &h.Registro, &h.Titulo, &h.Texto, &h.Ruta, &h.Vista); err != nil {
			return nil, fmt.Errorf("search: %w", err)
		}
		out.Resultados = append(out.Resultados, h)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("search: %w", err)
	}
	return out, nil
}
