package storage

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"time"
	"unicode/utf8"
)

// listV2Request is the body of POST /object/list-v2/{bucket}.
type listV2Request struct {
	Prefix        string `json:"prefix"`
	Limit         *int   `json:"limit"`
	Cursor        string `json:"cursor"`
	WithDelimiter bool   `json:"with_delimiter"`
	SortBy        *struct {
		Column string `json:"column"`
		Order  string `json:"order"`
	} `json:"sortBy"`
}

// listV2Object and listV2Folder are the entries of a list-v2 page; key and name are both the
// full name within the bucket (a folder's ends with "/").
type listV2Object struct {
	ID             string         `json:"id"`
	Key            string         `json:"key"`
	Name           string         `json:"name"`
	UpdatedAt      string         `json:"updated_at"`
	CreatedAt      string         `json:"created_at"`
	LastAccessedAt string         `json:"last_accessed_at"`
	Metadata       objectMetadata `json:"metadata"`
}

type listV2Folder struct {
	Key  string `json:"key"`
	Name string `json:"name"`
}

type listV2Page struct {
	HasNext    bool           `json:"hasNext"`
	Folders    []listV2Folder `json:"folders"`
	Objects    []listV2Object `json:"objects"`
	NextCursor string         `json:"nextCursor,omitempty"`
}

// listV2Seek is where a page starts, and what the opaque cursor carries: names after (or from,
// or before) Name, or for a time order the rows after the (Time, Name) pair.
type listV2Seek struct {
	Op   string `json:"o"` // ">", ">=" or "<"
	Name string `json:"n"`
	Time string `json:"t,omitempty"` // RFC 3339, for created_at / updated_at orders
}

func (k listV2Seek) cursor() string {
	b, _ := json.Marshal(k)
	return base64.RawURLEncoding.EncodeToString(b)
}

func parseCursor(c string) (listV2Seek, error) {
	var k listV2Seek
	raw, err := base64.RawURLEncoding.DecodeString(c)
	if err == nil {
		err = json.Unmarshal(raw, &k)
	}
	if err == nil && k.Op != ">" && k.Op != ">=" && k.Op != "<" {
		err = fmt.Errorf("bad operator")
	}
	if err == nil && k.Time != "" {
		_, err = time.Parse(time.RFC3339Nano, k.Time)
	}
	if err != nil {
		return k, errInvalidRequest("body/cursor is not a cursor this server issued")
	}
	return k, nil
}

// listObjectsV2 is POST /object/list-v2/{bucket}: the objects whose names start with prefix (a plain
// string prefix, as S3 lists), in pages of `limit` (1–1000, default 1000) chained by an opaque
// cursor; with_delimiter folds names with a further "/" into folders. Keyset paging: a page costs
// the same at any depth, and objects added or removed between pages never shift the rest.
func (s *Service) listObjectsV2(w http.ResponseWriter, r *http.Request, p params) {
	if !validBucketID(p.bucket) {
		s.fail(w, r, errNoSuchBucket())
		return
	}
	id, e := s.identify(r)
	if e != nil {
		s.fail(w, r, e)
		return
	}
	var req listV2Request
	if err := decodeJSON(w, r, &req, true); err != nil {
		s.fail(w, r, err)
		return
	}
	limit := maxListLimit
	if req.Limit != nil {
		if *req.Limit < 1 {
			s.fail(w, r, errInvalidRequest("body/limit must be >= 1"))
			return
		}
		limit = min(*req.Limit, maxListLimit)
	}
	column, desc := "name", false
	if req.SortBy != nil {
		switch req.SortBy.Column {
		case "name", "updated_at", "created_at":
			column = req.SortBy.Column
		default:
			s.fail(w, r, errInvalidRequest("body/sortBy/column must be equal to one of the allowed values"))
			return
		}
		switch strings.ToLower(req.SortBy.Order) {
		case "", "asc":
		case "desc":
			desc = true
		default:
			s.fail(w, r, errInvalidRequest("body/sortBy/order must be equal to one of the allowed values"))
			return
		}
	}
	if req.WithDelimiter && column != "name" {
		s.fail(w, r, errInvalidRequest("body/sortBy/column must be name when with_delimiter is true"))
		return
	}
	seek := listV2Seek{Op: ">="}
	if desc {
		seek = listV2Seek{Op: "<"}
	}
	if req.Cursor != "" {
		var err error
		if seek, err = parseCursor(req.Cursor); err != nil {
			s.fail(w, r, err)
			return
		}
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
	page, err := s.listV2(r.Context(), b.ID, req.Prefix, column, desc, req.WithDelimiter, limit, seek)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, page)
}

// listV2 reads one page. With the delimiter, each folder is emitted once and the next query
// seeks past it, so a folder of a million files costs one row, not a million.
func (s *Service) listV2(ctx context.Context, bucketID, prefix, column string, desc, delimiter bool, limit int, seek listV2Seek) (listV2Page, error) {
	page := listV2Page{Folders: []listV2Folder{}, Objects: []listV2Object{}}
	var last listV2Seek // resumes after the last emitted entry
	emitted, lastFolder := 0, ""
	for {
		want := limit + 1 - emitted // one more than the page holds tells whether another follows
		rows, err := s.listV2Rows(ctx, bucketID, prefix, column, desc, seek, want)
		if err != nil {
			return page, err
		}
		for _, o := range rows {
			rest := o.Name[len(prefix):]
			folder := ""
			if i := strings.IndexByte(rest, '/'); delimiter && i >= 0 {
				folder = prefix + rest[:i+1]
				if folder == lastFolder {
					continue // the rest of a folder already listed
				}
			}
			if emitted == limit {
				page.HasNext, page.NextCursor = true, last.cursor()
				return page, nil
			}
			emitted++
			if folder != "" {
				page.Folders = append(page.Folders, listV2Folder{Key: folder, Name: folder})
				lastFolder, last = folder, pastFolder(folder, desc)
				continue
			}
			page.Objects = append(page.Objects, listV2Object{ID: o.ID, Key: o.Name, Name: o.Name,
				UpdatedAt: isoTime(o.UpdatedAt.Time), CreatedAt: isoTime(o.CreatedAt.Time), LastAccessedAt: isoTime(o.LastAccessedAt.Time),
				Metadata: o.Metadata})
			last = listV2Seek{Op: ">", Name: o.Name}
			if desc {
				last.Op = "<"
			}
			if column != "name" {
				last.Time = sortTime(o, column).UTC().Format(time.RFC3339Nano)
			}
		}
		if len(rows) < want {
			return page, nil
		}
		// Every query emits at least one entry (the seek is past anything already listed), so
		// this loop runs at most limit+1 times.
		seek = last
	}
}

// pastFolder seeks beyond every name under folder (which ends with "/"; "0" is the byte after "/").
func pastFolder(folder string, desc bool) listV2Seek {
	if desc {
		return listV2Seek{Op: "<", Name: folder}
	}
	return listV2Seek{Op: ">=", Name: folder[:len(folder)-1] + "0"}
}

func sortTime(o object, column string) time.Time {
	if column == "created_at" {
		return o.CreatedAt.Time
	}
	return o.UpdatedAt.Time
}

// listV2Rows reads up to n objects under prefix from seek on, in the page's order.
func (s *Service) listV2Rows(ctx context.Context, bucketID, prefix, column string, desc bool, seek listV2Seek, n int) ([]object, error) {
	var q strings.Builder
	args := []any{bucketID}
	q.WriteString("SELECT " + objectColumns + " FROM storage_objects WHERE bucket_id = ?")
	if prefix != "" {
		q.WriteString(" AND substr(name, 1, ?) = ?")
		args = append(args, utf8.RuneCountInString(prefix), prefix)
	}
	dir := "ASC"
	if desc {
		dir = "DESC"
	}
	switch {
	case column == "name":
		if seek.Name != "" || seek.Op != "<" {
			q.WriteString(" AND name " + seek.Op + " ?")
			args = append(args, seek.Name)
		}
		q.WriteString(" ORDER BY name " + dir)
	default:
		if seek.Time != "" {
			t, _ := time.Parse(time.RFC3339Nano, seek.Time) // parseCursor checked it
			cmp := ">"
			if desc {
				cmp = "<"
			}
			q.WriteString(" AND (" + column + " " + cmp + " ? OR (" + column + " = ? AND name " + cmp + " ?))")
			args = append(args, t, t, seek.Name)
		}
		q.WriteString(" ORDER BY " + column + " " + dir + ", name " + dir)
	}
	q.WriteString(" LIMIT ?")
	args = append(args, n)
	rows, err := s.db.Query(ctx, q.String(), args...)
	if err != nil {
		return nil, fmt.Errorf("list objects: %w", err)
	}
	defer rows.Close()
	var out []object
	for rows.Next() {
		o, err := scanObject(rows)
		if err != nil {
			return nil, fmt.Errorf("list objects: %w", err)
		}
		out = append(out, o)
	}
	return out, rows.Err()
}
