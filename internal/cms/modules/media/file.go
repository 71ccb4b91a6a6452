package media

import (
	"context"
	"fmt"
	"net/http"
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

// table is the library's table on the platform.
const table = "medios"

// File is one row of medios: a file of a public bucket.
type File struct{ records.MediaFileAdmin }

// Alt is the file's alternative text, "" when it has none.
func (f File) Alt() string { return cms.Deref(f.TextoAlternativo) }

// Title is the file's title, "" when it has none.
func (f File) Title() string { return cms.Deref(f.Titulo) }

// IsImage says whether the browser can show the file as a picture (a thumbnail).
func (f File) IsImage() bool { return strings.HasPrefix(f.Tipo, "image/") }

// Size is the file's size for people ("12,3 KB").
func (f File) Size() string { return humanSize(f.Tamano) }

// KindName is the file's kind for people ("JPG", "PDF").
func (f File) KindName() string {
	for _, k := range kinds() {
		if k.Tipo == f.Tipo {
			return k.Label
		}
	}
	return f.Tipo
}

// Folder is where the file is for people: its bucket's name in the admin and its folder
// ("Contenido / biblioteca").
func (f File) Folder() string {
	label := f.Bucket
	if b, ok := bucketNamed(f.Bucket); ok {
		label = b.Label
	}
	if f.Carpeta == "" {
		return label
	}
	return label + " / " + f.Carpeta
}

// key is a file's identity: its bucket and path.
type key struct{ Bucket, Ruta string }

func (f File) key() key { return key{f.Bucket, f.Ruta} }

// kind is a file type the type filter offers.
type kind struct{ Tipo, Label string }

// kinds are the types the filter offers: those the public buckets accept.
func kinds() []kind {
	return []kind{{"image/jpeg", "JPG"}, {"image/png", "PNG"}, {"image/webp", "WebP"}, {"image/gif", "GIF"},
		{"image/svg+xml", "SVG"}, {"application/pdf", "PDF"}}
}

// buckets are the public buckets of the site, with the kinds an upload to each may have.
func buckets() []bucket {
	return []bucket{{Name: cms.BucketContent, Label: msgBucketContent, Kinds: cms.ContentImageKinds},
		{Name: cms.BucketClients, Label: msgBucketClients, Kinds: cms.ClientLogoKinds}}
}

// bucket is a public bucket the library lists and uploads to.
type bucket struct {
	Name, Label string
	Kinds       []string
}

// bucketNamed is the public bucket of that name; false when the library does not know it.
func bucketNamed(name string) (bucket, bool) {
	for _, b := range buckets() {
		if b.Name == name {
			return b, true
		}
	}
	return bucket{}, false
}

// listQuery is what the library's list shows: a search text and the filters.
type listQuery struct {
	Buscar, Bucket, Carpeta, Tipo string
	ImagesOnly                    bool             // the picker's: files whose type is image/*
	Only                          records.IDFilter // the library's translation filter
}

// apply adds the search and the filters to q.
func (lq listQuery) apply(q *platformclient.Query) *platformclient.Query {
	q = lq.Only.Apply(q)
	if lq.Bucket != "" {
		q = q.Eq("bucket", lq.Bucket)
	}
	if lq.Carpeta != "" {
		q = q.Eq("carpeta", lq.Carpeta)
	}
	if lq.Tipo != "" {
		q = q.Eq("tipo", lq.Tipo)
	}
	if lq.ImagesOnly {
		q = q.Filter("tipo", "like", "image/*")
	}
	if s := likeSafe(lq.Buscar); s != "" {
		pattern := platformclient.Quote("*" + s + "*")
		q = q.Or("nombre.ilike."+pattern, "texto_alternativo.ilike."+pattern, "titulo.ilike."+pattern)
	}
	return q
}

// likeSafe is a search text without the characters a pattern would read as wildcards or escapes
// (both backends then match it literally, but for "_", which matches itself among others).
func likeSafe(s string) string {
	return strings.TrimSpace(strings.NewReplacer(`\`, "", `%`, "", `*`, "").Replace(s))
}

// list reads one page of the library, newest first, with the total matching.
func (m *module) list(ctx context.Context, token string, lq listQuery, offset, limit int) ([]File, int, error) {
	rows, total, err := records.MediaFilesPage(ctx, m.Svc.Client(), platformclient.AsUser(token), lq.apply, offset, limit)
	if platformclient.StatusOf(err) == http.StatusRequestedRangeNotSatisfiable && offset > 0 {
		// A page past the last one (an old link, a typed address): no rows, and the total.
		_, n, err := m.list(ctx, token, lq, 0, 1)
		return []File{}, n, err
	}
	if err != nil {
		return nil, 0, cms.PlatformFailure(err)
	}
	return filesOf(rows), total, nil
}

// byID reads one file of the library.
// editedFile is the file the request's address names, as the signed-in user sees it; when it cannot
// be read the failure page is already answered (false).
func (m *module) editedFile(w http.ResponseWriter, r *http.Request) (*File, bool) {
	id, ok := m.Shell.EditedID(w, r)
	if !ok {
		return nil, false
	}
	f, err := m.byID(r.Context(), shell.UserOf(r).Token, id)
	if err != nil {
		m.Shell.FailurePage(w, r, err)
		return nil, false
	}
	return f, true
}

func (m *module) byID(ctx context.Context, token string, id int64) (*File, error) {
	row, err := records.MediaFileAdminByID(ctx, m.Svc.Client(), platformclient.AsUser(token), id)
	if err != nil {
		return nil, cms.PlatformFailure(err)
	}
	if row == nil {
		return nil, cms.Fail(404, msgFileNotFound)
	}
	return &File{*row}, nil
}

// filesOf are the stored rows as the module works with them.
func filesOf(rows []records.MediaFileAdmin) []File {
	files := make([]File, len(rows))
	for i, r := range rows {
		files[i] = File{r}
	}
	return files
}

// humanSize writes a byte count for people, in the units of the Spanish admin.
func humanSize(n int64) string {
	switch {
	case n >= 1<<20:
		return strings.Replace(fmt.Sprintf("%.1f MB", float64(n)/(1<<20)), ".", ",", 1)
	case n >= 1<<10:
		return strings.Replace(fmt.Sprintf("%.1f KB", float64(n)/(1<<10)), ".", ",", 1)
	}
	return fmt.Sprintf("%d B", n)
}
