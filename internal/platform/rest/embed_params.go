package rest

import (
	"fmt"
	"net/http"
	"sort"
	"strconv"
	"strings"

	"github.com/vitrina/vitrina/internal/platform/schema"
)

// embedParams are the query parameters addressed to one embedded resource through its path
// (`rel.col=op.val`, `rel.order=`, `rel.limit=`, `rel.offset=`, `rel.or=`, `a.b.col=…` for a
// nested embed). They narrow the embedded rows; with `!inner` they also narrow the parents.
type embedParams struct {
	where  []condition
	order  []orderTerm
	limit  int64 // -1: none
	offset int64
}

// cutEmbedPath splits a dotted parameter key into the embed path and what it addresses there.
// `rel.not.or` addresses the negated logic tree of rel.
func cutEmbedPath(key string) (path, last string, ok bool) {
	i := strings.LastIndexByte(key, '.')
	if i <= 0 || i == len(key)-1 {
		return "", "", false
	}
	path, last = key[:i], key[i+1:]
	if (last == "or" || last == "and") && strings.HasSuffix(path, ".not") {
		path, last = strings.TrimSuffix(path, ".not"), "not."+last
	}
	if path == "not" && (last == "or" || last == "and") {
		return "", "", false
	}
	return path, last, true
}

// addEmbedParam records one parameter for the embed at path.
func (q *query) addEmbedParam(path, last, raw string) error {
	if q.embeds == nil {
		q.embeds = map[string]*embedParams{}
	}
	p := q.embeds[path]
	if p == nil {
		p = &embedParams{limit: -1}
		q.embeds[path] = p
	}
	switch last {
	case "order":
		terms, err := parseOrder(raw)
		if err != nil {
			return err
		}
		for _, t := range terms {
			if len(t.path) > 0 { // the per-parent arms are merged by column name
				return errParse("order", path+".order="+raw, "an embedded resource is ordered by its columns, not by JSON paths")
			}
		}
		p.order = terms
	case "limit", "offset":
		n, err := strconv.ParseInt(raw, 10, 64)
		if err != nil || n < 0 {
			return errParse(last, path+"."+last+"="+raw, last+" must be a non-negative integer")
		}
		if last == "limit" {
			p.limit = n
		} else {
			p.offset = n
		}
	case "or", "and", "not.or", "not.and":
		c, err := parseLogic(last, raw)
		if err != nil {
			return err
		}
		p.where = append(p.where, c)
	default:
		c, err := parseFilter(last, raw)
		if err != nil {
			return err
		}
		p.where = append(p.where, c)
	}
	return nil
}

// errNotEmbedded is PostgREST's answer to parameters for a resource the select does not embed.
func errNotEmbedded(path string) *apiError {
	return newError(http.StatusBadRequest, "PGRST108",
		fmt.Sprintf("'%s' is not an embedded resource in this request", path)).
		withHint(fmt.Sprintf("Verify that '%s' is included in the 'select' query parameter.", path))
}

// planShape resolves the select list and binds the embedded resources' parameters to it.
func (a *API) planShape(t *schema.Table, q *query, role string) (*shape, error) {
	s, err := a.resolveShape(t, q.selects, role)
	if err != nil {
		return nil, err
	}
	defer bindEmbedNullFilters(s, q)
	if len(q.embeds) == 0 {
		return s, nil
	}
	used := map[string]bool{}
	if err := a.bindEmbedParams(s, "", q.embeds, used); err != nil {
		return nil, err
	}
	paths := make([]string, 0, len(q.embeds))
	for p := range q.embeds {
		if !used[p] {
			paths = append(paths, p)
		}
	}
	if len(paths) > 0 {
		sort.Strings(paths)
		return nil, errNotEmbedded(paths[0])
	}
	return s, nil
}

// bindEmbedParams gives each embed of s (and of its embeds) the parameters addressed to its path
// (the alias when it has one, else its name), checking their columns against the embedded table
// so that a bad column is refused even when no parent row would load the embed.
func (a *API) bindEmbedParams(s *shape, prefix string, params map[string]*embedParams, used map[string]bool) error {
	for i, it := range s.items {
		e := s.embeds[i]
		if e == nil {
			continue
		}
		path := prefix + it.key()
		if p, ok := params[path]; ok {
			check := newSQL(a.db.Dialect())
			if err := check.where(e.rel.target, p.where); err != nil {
				return err
			}
			if err := check.orderBy(e.rel.target, p.order); err != nil {
				return err
			}
			e.params, used[path] = p, true
		}
		if err := a.bindEmbedParams(e.shape, path+".", params, used); err != nil {
			return err
		}
	}
	return nil
}
