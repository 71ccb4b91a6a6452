package storage

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"unicode/utf8"

	"github.com/vitrina/vitrina/internal/database"
)

// List limits: Storage's default page, and a ceiling so one request stays bounded.
const (
	defaultListLimit = 100
	maxListLimit     = 1000
)

// listEntry is one line of a listing: a file, or a folder (every field but name null).
type listEntry struct {
	Name           string          `json:"name"`
	ID             *string         `json:"id"`
	UpdatedAt      *string         `json:"updated_at"`
	CreatedAt      *string         `json:"created_at"`
	LastAccessedAt *string         `json:"last_accessed_at"`
	Metadata       *objectMetadata `json:"metadata"`
}

type listRequest struct {
	Prefix *string `json:"prefix"`
	Limit  *int    `json:"limit"`
	Offset *int    `json:"offset"`
	SortBy *struct {
		Column string `json:"column"`
		Order  string `json:"order"`
	} `json:"sortBy"`
	Search string `json:"search"`
}

// listObjects is POST /object/list/{bucket}: one level of the bucket's tree under prefix, folders
// first (by name), then files sorted by the chosen column, paged by limit and offset, as
// Storage's search function answers. Names match prefix+search case-insensitively.
func (s *Service) listObjects(w http.ResponseWriter, r *http.Request, p params) {
	if !validBucketID(p.bucket) {
		s.fail(w, r, errNoSuchBucket())
		return
	}
	id, e := s.identify(r)
	if e != nil {
		s.fail(w, r, e)
		return
	}
	var req listRequest
	if err := decodeJSON(w, r, &req, false); err != nil {
		s.fail(w, r, err)
		return
	}
	q, args, err := listQuery(s.db.Dialect(), p.bucket, req)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	b, err := loadBucket(r.Context(), s.db, p.bucket)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if !b.Public && !canWrite(id) || !s.mayUseBucket(id, b.ID) {
		s.fail(w, r, errNoSuchBucket())
		return
	}
	entries, err := s.runList(r, q, args)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, entries)
}

// listQuery builds the listing statement. Column and direction come from fixed lists; every value
// is a bound argument.
func listQuery(dialect, bucketID string, req listRequest) (string, []any, error) {
	if req.Prefix == nil {
		return "", nil, errInvalidRequest("body must have required property 'prefix'")
	}
	limit, offset := defaultListLimit, 0
	if req.Limit != nil {
		limit = min(max(*req.Limit, 1), maxListLimit)
	}
	if req.Offset != nil {
		if *req.Offset < 0 {
			return "", nil, errInvalidRequest("body/offset must be >= 0")
		}
		offset = *req.Offset
	}
	column, order := "name", "ASC"
	if req.SortBy != nil {
		switch req.SortBy.Column {
		case "", "name", "updated_at", "created_at", "last_accessed_at":
			if req.SortBy.Column != "" {
				column = req.SortBy.Column
			}
		default:
			return "", nil, errInvalidRequest("body/sortBy/column must be equal to one of the allowed values")
		}
		switch strings.ToLower(req.SortBy.Order) {
		case "", "asc":
		case "desc":
			order = "DESC"
		default:
			return "", nil, errInvalidRequest("body/sortBy/order must be equal to one of the allowed values")
		}
	}
	prefix := *req.Prefix
	if prefix != "" && !strings.HasSuffix(prefix, "/") {
		prefix += "/"
	}
	// The two dialects differ in the name of the position function and in the type a folder's
	// null timestamps must be cast to for the UNION.
	pos, timeType := "instr", "TEXT"
	if dialect == database.Postgres {
		pos, timeType = "strpos", "timestamptz"
	}
	nullTime := "CAST(NULL AS " + timeType + ")"
	q := `WITH matched AS (
	SELECT id, name, created_at, updated_at, last_accessed_at, metadata, substr(name, ?) AS rest
	FROM storage_objects WHERE bucket_id = ? AND lower(name) LIKE lower(?) ESCAPE '\'
), entries AS (
	SELECT DISTINCT substr(rest, 1, ` + pos + `(rest, '/') - 1) AS name, CAST(NULL AS TEXT) AS id, ` + nullTime + ` AS created_at,
		` + nullTime + ` AS updated_at, ` + nullTime + ` AS last_accessed_at, CAST(NULL AS TEXT) AS metadata, 0 AS is_file
	FROM matched WHERE ` + pos + `(rest, '/') > 0
	UNION ALL
	SELECT rest, id, created_at, updated_at, last_accessed_at, metadata, 1 FROM matched WHERE ` + pos + `(rest, '/') = 0
)
SELECT name, id, created_at, updated_at, last_accessed_at, metadata FROM entries
ORDER BY is_file, CASE WHEN is_file = 0 THEN name END ` + order + `, ` + column + ` ` + order + `, name ` + order + `
LIMIT ? OFFSET ?`
	args := []any{utf8.RuneCountInString(prefix) + 1, bucketID, escapeLike(prefix+req.Search) + "%", limit, offset}
	return q, args, nil
}

func (s *Service) runList(r *http.Request, q string, args []any) ([]listEntry, error) {
	rows, err := s.db.Query(r.Context(), q, args...)
	if err != nil {
		return nil, fmt.Errorf("list objects: %w", err)
	}
	defer rows.Close()
	entries := []listEntry{}
	for rows.Next() {
		var (
			e                      listEntry
			id, meta               sql.NullString
			created, updated, seen database.Time
		)
		if err := rows.Scan(&e.Name, &id, &created, &updated, &seen, &meta); err != nil {
			return nil, fmt.Errorf("list objects: %w", err)
		}
		if id.Valid {
			e.ID = &id.String
			e.CreatedAt, e.UpdatedAt, e.LastAccessedAt = timePtr(created), timePtr(updated), timePtr(seen)
			e.Metadata = &objectMetadata{}
			if err := json.Unmarshal([]byte(meta.String), e.Metadata); err != nil {
				return nil, fmt.Errorf("list objects: metadata: %w", err)
			}
		}
		entries = append(entries, e)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("list objects: %w", err)
	}
	return entries, nil
}

func timePtr(t database.Time) *string {
	s := isoTime(t.Time)
	return &s
}

// escapeLike makes s match itself in a LIKE pattern with ESCAPE '\'.
func escapeLike(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}
