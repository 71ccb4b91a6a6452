package schema

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
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

// searchPublic is buscar(p_consulta text, p_limite integer default 10, p_desde integer default 0,
// p_idioma text default ”) → {total, resultados: [{tabla, registro, titulo, texto, ruta, vista}]}:
// the rows in language p_idioma (” or the default language: Spanish; else a language the site
// offers now) the public sees now whose title or text has every word of the query (by key, read by
// that language's rules), best first.
func searchPublic() *Function {
	return &Function{
		Name:   "buscar",
		Params: append(searchParams(), Param{Name: "p_idioma", Type: Text}),
		Roles:  Everyone(),
		Stable: func(ctx context.Context, db Reader, args Row, now time.Time) (any, error) {
			lang, _ := args["p_idioma"].(string)
			if lang == DefaultLanguage {
				lang = ""
			}
			if lang != "" {
				var one int
				err := db.QueryRow(ctx, `SELECT 1 FROM `+LanguagesTable+` WHERE `+ColumnLanguageCode+` = ? AND activo`, lang).Scan(&one)
				if errors.Is(err, sql.ErrNoRows) {
					return searchResult{Resultados: []searchHit{}}, nil
				}
				if err != nil {
					return nil, fmt.Errorf("search: the language: %w", err)
				}
			}
			return runSearch(ctx, db, args, lang, &now, nil)
		},
	}
}

// searchAdmin is buscar_admin(p_consulta, p_vistas jsonb, p_limite, p_desde): every row in Spanish,
// published or not, of the views named in p_vistas that the caller holds (the CMS names those the
// user may see).
func searchAdmin() *Function {
	params := append(searchParams(), Param{Name: "p_vistas", Type: JSONB, Required: true})
	return &Function{
		Name:   "buscar_admin",
		Params: params,
		Roles:  SignedIn(),
		Stable: func(ctx context.Context, db Reader, args Row, _ time.Time) (any, error) {
			var views []string
			if err := json.Unmarshal(args["p_vistas"].(json.RawMessage), &views); err != nil {
				return nil, &database.Error{Code: CodeRaise, Message: "p_vistas must be an array of view names"}
			}
			if g, ok := GrantsOf(ctx); ok {
				views = slices.DeleteFunc(views, func(v string) bool { return !g.HasAny([]string{v}) })
			}
			return runSearch(ctx, db, args, "", nil, views)
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

// runSearch reads one page of results in lang ("" is Spanish) and their total. now set: only rows
// visible at now (a translation's item too); views set: only rows of those views.
func runSearch(ctx context.Context, db Reader, args Row, lang string, now *time.Time, views []string) (any, error) {
	q, _ := args["p_consulta"].(string)
	limit, offset := int64(10), int64(0)
	if v, ok := args["p_limite"].(int64); ok {
		limit = min(max(v, 1), maxSearchLimit)
	}
	if v, ok := args["p_desde"].(int64); ok {
		offset = min(max(v, 0), maxSearchOffset)
	}
	out := searchResult{Resultados: []searchHit{}}
	terms := searchtext.TermsIn(lang, q)
	if len(terms) == 0 || views != nil && len(views) == 0 {
		return out, nil
	}
	if db.Dialect() == database.Postgres {
		return searchPostgres(ctx, db, out, terms, lang, now, views, limit, offset)
	}
	return searchSQLite(ctx, db, out, terms, lang, now, views, limit, offset)
}

// maxRanked bounds the matches a search ranks: the newest maxRanked of them (twice the results a
// reader can page to), so a word found in nearly every row costs a bounded ranking instead of one
// score per matching row; a rarer word's matches are all ranked.
const maxRanked = 2 * maxSearchTotal

// maxSearchTotal caps the count of results: past it a search answers maxSearchTotal+1 ("more
// than"), so a word found in nearly every row costs a bounded count, and no page lies beyond it.
const maxSearchTotal = 1000

// searchSQLite matches, filters and ranks within the full-text table (its unindexed columns hold
// the visibility and the view), then reads the page's rows from busqueda.
func searchSQLite(ctx context.Context, db Reader, out searchResult, terms []string, lang string, now *time.Time, views []string, limit, offset int64) (any, error) {
	keys := make([]string, len(terms))
	for i, t := range terms {
		keys[i] = `"` + searchtext.KeyIn(lang, t) + `"` // letters and digits only: a phrase of one token
	}
	where := []string{"busqueda_fts MATCH ?"}
	params := []any{strings.Join(keys, " ")}
	where, params = searchFilters(where, params, "", lang, now, views)
	cond := " WHERE " + strings.Join(where, " AND ")
	// The limits are written as numbers: SQLite prepares a statement again each time a bound LIMIT
	// is bound (it plans with its value).
	if err := db.QueryRow(ctx, "SELECT count(*) FROM (SELECT 1 FROM busqueda_fts"+cond+" LIMIT "+strconv.Itoa(maxSearchTotal+1)+")", params...).Scan(&out.Total); err != nil {
		return nil, fmt.Errorf("search count: %w", err)
	}
	if out.Total == 0 || offset >= min(out.Total, maxSearchTotal) {
		return out, nil
	}
	rows, err := db.Query(ctx, "SELECT b.tabla, b.registro, b.titulo, b.texto, b.ruta, b.vista FROM (SELECT id, rank FROM"+
		" (SELECT rowid AS id, rank FROM busqueda_fts"+cond+" ORDER BY rowid DESC LIMIT "+strconv.Itoa(maxRanked)+") ORDER BY rank LIMIT "+
		strconv.FormatInt(limit, 10)+" OFFSET ?) AS hit JOIN busqueda b ON b.id = hit.id ORDER BY hit.rank, b.id", append(params, offset)...)
	if err != nil {
		return nil, fmt.Errorf("search: %w", err)
	}
	return scanHits(rows, out)
}

// searchPostgres matches the tsvector, ranks by ts_rank and reads the page.
func searchPostgres(ctx context.Context, db Reader, out searchResult, terms []string, lang string, now *time.Time, views []string, limit, offset int64) (any, error) {
	query, queryArgs := "busqueda_consulta(?)", []any{strings.Join(terms, " ")}
	if lang != "" {
		query, queryArgs = "busqueda_consulta_idioma(?, ?)", []any{lang, strings.Join(terms, " ")}
	}
	where := []string{"b.documento @@ " + query}
	params := slices.Clone(queryArgs)
	where, params = searchFilters(where, params, "b.", lang, now, views)
	cond := " WHERE " + strings.Join(where, " AND ")
	if err := db.QueryRow(ctx, "SELECT count(*) FROM (SELECT 1 FROM busqueda b"+cond+" LIMIT ?) AS found", append(params, maxSearchTotal+1)...).Scan(&out.Total); err != nil {
		return nil, fmt.Errorf("search count: %w", err)
	}
	if out.Total == 0 || offset >= min(out.Total, maxSearchTotal) {
		return out, nil
	}
	rows, err := db.Query(ctx, "SELECT b.tabla, b.registro, b.titulo, b.texto, b.ruta, b.vista FROM (SELECT * FROM busqueda b"+cond+
		" ORDER BY b.id DESC LIMIT ?) AS b ORDER BY ts_rank(b.documento, "+query+") DESC, b.id LIMIT ? OFFSET ?",
		append(append(params, maxRanked), append(queryArgs, limit, offset)...)...)
	if err != nil {
		return nil, fmt.Errorf("search: %w", err)
	}
	return scanHits(rows, out)
}

// searchFilters adds the language, the visibility (now set: only rows visible then, and a
// translation's item too) and the views (set: only rows of those views) to a search's conditions;
// prefix qualifies the columns.
func searchFilters(where []string, params []any, prefix, lang string, now *time.Time, views []string) ([]string, []any) {
	where = append(where, prefix+"idioma = ?")
	params = append(params, lang)
	if now != nil {
		where = append(where, prefix+"visible_desde <= ? AND ("+prefix+"despublicar_en IS NULL OR "+prefix+"despublicar_en > ?)")
		params = append(params, now.UTC(), now.UTC())
		if lang != "" {
			origin := prefix + "origen"
			if prefix == "" {
				origin = SearchFTSTable + ".origen" // the subquery's own busqueda has an origen too
			}
			where = append(where, "EXISTS (SELECT 1 FROM busqueda item WHERE item.id = "+origin+
				" AND item.visible_desde <= ? AND (item.despublicar_en IS NULL OR item.despublicar_en > ?))")
			params = append(params, now.UTC(), now.UTC())
		}
	}
	if views != nil {
		where = append(where, prefix+"vista IN ("+strings.TrimSuffix(strings.Repeat("?, ", len(views)), ", ")+")")
		for _, v := range views {
			params = append(params, v)
		}
	}
	return where, params
}

// scanHits reads a page of results into out.
func scanHits(rows *sql.Rows, out searchResult) (any, error) {
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
