package records

import (
	"context"
	"strconv"
	"time"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// MediaFileAdmin is a file of the library as the admin lists and edits it.
type MediaFileAdmin struct {
	MediaFile
	ID        int64     `json:"id"`
	Nombre    string    `json:"nombre"`
	Carpeta   string    `json:"carpeta"`
	Tipo      string    `json:"tipo"`
	Tamano    int64     `json:"tamano"`
	CreatedAt time.Time `json:"created_at"`
	UpdatedAt time.Time `json:"updated_at"`
	// TextsVersion is version_textos (its translations' status).
	TextsVersion int64 `json:"version_textos"`
}

// mediaAdminColumns are the columns of a MediaFileAdmin.
const mediaAdminColumns = "id,bucket,ruta,nombre,carpeta,tipo,tamano,texto_alternativo,titulo,created_at,updated_at,version_textos"

// MediaFilesPage reads one page of the library, newest first, narrowed by filter (the admin's search
// and filters), with the total matching.
func MediaFilesPage(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, filter func(*platformclient.Query) *platformclient.Query, offset, limit int) ([]MediaFileAdmin, int, error) {
	files := []MediaFileAdmin{}
	total, err := filter(c.From("medios", cred).Select(mediaAdminColumns)).
		Order("created_at", true).Order("id", true).Range(offset, limit).Count().Get(ctx, &files)
	return files, int(total), wrap("read the media library", err)
}

// MediaFileAdminByID reads one file of the library; nil when there is none.
func MediaFileAdminByID(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, id int64) (*MediaFileAdmin, error) {
	var rows []MediaFileAdmin
	_, err := c.From("medios", cred).Select(mediaAdminColumns).Eq("id", id).Get(ctx, &rows)
	return first(rows), wrap("read media file", err)
}

// MediaFilesAfter reads the id, key and size of at most limit files whose id is above last, by id:
// a keyset walk of the library reads each batch without skipping the ones before it.
func MediaFilesAfter(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, last int64, limit int) ([]MediaFileAdmin, error) {
	var rows []MediaFileAdmin
	_, err := c.From("medios", cred).Select("id,bucket,ruta,tamano").
		Filter("id", "gt", strconv.FormatInt(last, 10)).Order("id", false).Limit(limit).Get(ctx, &rows)
	return rows, wrap("read media files", err)
}

// MediaFilesByID reads the files with the ids given, by id.
func MediaFilesByID(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, ids []string) ([]MediaFileAdmin, error) {
	var rows []MediaFileAdmin
	_, err := c.From("medios", cred).Select(mediaAdminColumns).In("id", ids).Order("id", false).Get(ctx, &rows)
	return rows, wrap("read media files", err)
}
