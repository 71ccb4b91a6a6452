package storage

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"
)

// listBuckets is GET /bucket with optional limit, offset, sortColumn (id, name, created_at,
// updated_at), sortOrder (asc, desc) and search (a case-insensitive part of the name).
func (s *Service) listBuckets(w http.ResponseWriter, r *http.Request, _ params) {
	if e := s.requireServiceRole(r, msgNotAllowed); e != nil {
		s.fail(w, r, e)
		return
	}
	q := r.URL.Query()
	column, order := "name", "ASC"
	switch c := q.Get("sortColumn"); c {
	case "":
	case "id", "name", "created_at", "updated_at":
		column = c
	default:
		s.fail(w, r, errInvalidRequest("querystring/sortColumn must be equal to one of the allowed values"))
		return
	}
	switch o := strings.ToLower(q.Get("sortOrder")); o {
	case "", "asc":
	case "desc":
		order = "DESC"
	default:
		s.fail(w, r, errInvalidRequest("querystring/sortOrder must be equal to one of the allowed values"))
		return
	}
	limit, err := queryInt(q.Get("limit"), 1000, 1, "limit")
	if err != nil {
		s.fail(w, r, err)
		return
	}
	offset, err := queryInt(q.Get("offset"), 0, 0, "offset")
	if err != nil {
		s.fail(w, r, err)
		return
	}
	rows, err := s.db.Query(r.Context(), "SELECT "+bucketColumns+" FROM storage_buckets WHERE lower(name) LIKE lower(?) ESCAPE '\\' ORDER BY "+
		column+" "+order+" LIMIT ? OFFSET ?", "%"+escapeLike(q.Get("search"))+"%", limit, offset)
	if err != nil {
		s.fail(w, r, fmt.Errorf("list buckets: %w", err))
		return
	}
	defer rows.Close()
	out := []bucketJSON{}
	for rows.Next() {
		b, err := scanBucket(rows)
		if err != nil {
			s.fail(w, r, fmt.Errorf("list buckets: %w", err))
			return
		}
		out = append(out, b.JSON())
	}
	if err := rows.Err(); err != nil {
		s.fail(w, r, fmt.Errorf("list buckets: %w", err))
		return
	}
	writeJSON(w, http.StatusOK, out)
}

// queryInt parses an optional integer query parameter of at least minimum.
func queryInt(v string, def, minimum int, name string) (int, error) {
	if v == "" {
		return def, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < minimum {
		return 0, errInvalidRequest(fmt.Sprintf("querystring/%s must be an integer >= %d", name, minimum))
	}
	return n, nil
}
