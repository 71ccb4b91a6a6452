package rest

import (
	"fmt"
	"net/http"
	"slices"
	"strings"

	"github.com/vitrina/vitrina/internal/database"
	"github.com/vitrina/vitrina/internal/platform/schema"
)

// ftsOps are PostgREST's full-text operators. They read the site search index (schema.Search), so
// they apply to the columns it covers — a table's title column, or its text columns together — and
// match the way the site search does: Spanish stems without diacritics, on both backends. Every
// word is one lookup in the index (FTS5 on SQLite, the documento tsvector on PostgreSQL), the
// lookups combined by the query's AND, OR and NOT.
var ftsOps = map[string]bool{"fts": true, "plfts": true, "phfts": true, "wfts": true}

// cutFTSConfig splits `fts(spanish)` into the operator and its text search configuration.
func cutFTSConfig(op string) (base, config string, ok bool) {
	base, rest, found := strings.Cut(op, "(")
	if !found || !ftsOps[base] || !strings.HasSuffix(rest, ")") {
		return op, "", ftsOps[op]
	}
	return base, strings.TrimSuffix(rest, ")"), true
}

func errPhraseSearch() *apiError {
	return newError(http.StatusBadRequest, "0A000", "phrase search (phfts, <->) is not supported").
		withHint("The search index keeps words, not their positions: use plfts or fts with &.")
}

// ftsCondition writes a full-text filter on col. A null column matches neither the filter nor its
// negation, as to_tsvector(null) does in PostgreSQL.
func (b *sqlBuilder) ftsCondition(t *schema.Table, col *schema.Column, c condition) error {
	if c.config != "" && !strings.EqualFold(c.config, "spanish") {
		return newError(http.StatusBadRequest, "0A000", fmt.Sprintf("text search configuration %q is not supported", c.config)).
			withHint("The search index reads Spanish: use fts(spanish) or fts without a configuration.")
	}
	if c.op == "phfts" {
		return errPhraseSearch()
	}
	part, err := ftsPart(t, col)
	if err != nil {
		return err
	}
	root, err := parseFTSValue(c.op, c.value)
	if err != nil {
		return err
	}
	b.write("CASE WHEN ")
	b.ident(col.Name)
	b.write(" IS NULL THEN NULL ELSE ")
	if root == nil {
		b.write("1 = 0")
	} else {
		b.ftsNode(t, part, root)
	}
	b.write(" END")
	return nil
}

// ftsPart is the part of the index that holds col: "titulo" for the table's title column, "texto"
// for its text columns.
func ftsPart(t *schema.Table, col *schema.Column) (string, error) {
	switch {
	case t.Search != nil && col.Name == t.Search.Title:
		return "titulo", nil
	case t.Search != nil && slices.Contains(t.Search.Fields, col.Name):
		return "texto", nil
	}
	hint := "Full-text filters read the site search index, which covers no column of this table."
	if t.Search != nil {
		hint = "Full-text filters read the site search index, which covers " +
			strings.Join(append([]string{t.Search.Title}, t.Search.Fields...), ", ") + "."
	}
	return "", newError(http.StatusBadRequest, "0A000",
		fmt.Sprintf("full-text search on %s.%s is not supported", t.Name, col.Name)).withHint(hint)
}

func (b *sqlBuilder) ftsNode(t *schema.Table, part string, n *ftsNode) {
	switch n.op {
	case '!':
		b.write("NOT (")
		b.ftsNode(t, part, n.children[0])
		b.write(")")
	case '&', '|':
		b.write("(")
		b.ftsNode(t, part, n.children[0])
		b.write(map[byte]string{'&': " AND ", '|': " OR "}[n.op])
		b.ftsNode(t, part, n.children[1])
		b.write(")")
	default:
		b.ftsWord(t, part, n)
	}
}

// ftsWord writes "the record's index entry has this word in part". Keys are letters and digits
// only, so quoting them makes each a single token of FTS5 and a single lexeme of to_tsquery.
func (b *sqlBuilder) ftsWord(t *schema.Table, part string, n *ftsNode) {
	b.write("CAST(")
	b.ident(t.PrimaryKey)
	b.write(" AS TEXT) IN (SELECT fts_b.registro FROM " + schema.SearchTable + " fts_b WHERE fts_b.tabla = ")
	b.arg(t.Name)
	if b.dialect == database.Postgres {
		weight := map[string]string{"titulo": "A", "texto": "B"}[part]
		if n.prefix {
			weight = "*" + weight
		}
		b.write(" AND fts_b.documento @@ to_tsquery('simple', ")
		b.arg("'" + n.key + "':" + weight)
		b.write("))")
		return
	}
	match := part + ` : "` + n.key + `"`
	if n.prefix {
		match += "*"
	}
	b.write(" AND fts_b.id IN (SELECT rowid FROM " + schema.SearchFTSTable + " WHERE " + schema.SearchFTSTable + " MATCH ")
	b.arg(match)
	b.write("))")
}
