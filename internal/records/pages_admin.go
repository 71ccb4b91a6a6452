package records

import (
	"context"
	"time"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// The admin's reads of paginas beyond the page editor: the pages offered as a choice elsewhere.

// PageChoices reads the id and title of the pages not in the trash, by title, at most limit.
func PageChoices(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, limit int) ([]Page, error) {
	rows := []Page{}
	_, err := c.From("paginas", cred).Select("id,titulo").Filter("eliminado_en", "is", "null").
		Order("titulo", false).Limit(limit).Get(ctx, &rows)
	return rows, wrap("read the pages to choose from", err)
}

// PageBlocks reads the blocks of page id (in the trash or not); nil when the credential sees no such
// page.
func PageBlocks(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, id int64) (*Page, error) {
	var rows []Page
	_, err := c.From("paginas", cred).Select("bloques").Eq("id", id).Get(ctx, &rows)
	return first(rows), wrap("read a page's blocks", err)
}

// PageTargets reads the id, title and slug of the pages not in the trash (those a link may point
// at), by title, at most limit.
func PageTargets(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, limit int) ([]Page, error) {
	rows := []Page{}
	_, err := c.From("paginas", cred).Select("id,titulo,slug").Filter("eliminado_en", "is", "null").
		Order("titulo", false).Limit(limit).Get(ctx, &rows)
	return rows, wrap("read the pages to link to", err)
}

const (
	// PageAdminListColumns are the columns of a page in the admin's list, with its parent's slug.
	PageAdminListColumns = "id,titulo,slug,padre,es_inicio,created_at," + LifecycleColumns + ",sup:padre(slug)"
	// PageAdminColumns are the columns of a page as its form edits it, with its parent's slug.
	PageAdminColumns = "id,titulo,slug,padre,bloques,seo_titulo,seo_descripcion,es_inicio,created_at," + LifecycleColumns + "," +
		ItemSEOColumns + ",sup:padre(slug)"
)

// PagesAdmin reads one page (offset, limit) of the pages in the trash (trashed) or out of it,
// newest first, of estado (any when "") and whose title matches titleLike, an ilike pattern (any when
// ""), into T: the admin's row adds the lifecycle columns, which internal/cms/lifecycle types. It
// answers how many match.
func PagesAdmin[T any](ctx context.Context, c *platformclient.Client, cred platformclient.Credential, trashed bool, estado, titleLike string, only IDFilter, offset, limit int) ([]T, int64, error) {
	is := "is"
	if trashed {
		is = "not.is"
	}
	q := c.From("paginas", cred).Select(PageAdminListColumns).Filter("eliminado_en", is, "null").
		Order("created_at", true).Order("id", true).Range(offset, limit).Count()
	if estado != "" {
		q = q.Eq("estado", estado)
	}
	if titleLike != "" {
		q = q.Filter("titulo", "ilike", titleLike)
	}
	q = only.Apply(q)
	rows := []T{}
	total, err := q.Get(ctx, &rows)
	return rows, total, wrap("read pages", err)
}

// TopLevelPages reads the id, title and slug of the top-level pages not in the trash (those a page
// may be put under), by title, at most limit.
func TopLevelPages(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, limit int) ([]Page, error) {
	var rows []Page
	_, err := c.From("paginas", cred).Select("id,titulo,slug").Filter("padre", "is", "null").
		Filter("eliminado_en", "is", "null").Order("titulo", false).Limit(limit).Get(ctx, &rows)
	return rows, wrap("read the top-level pages", err)
}

// pageID is a page's id, as a write answers it.
type pageID struct {
	ID int64 `json:"id"`
}

// InsertPage inserts one page and answers its id (0 when the platform answered no row). The
// platform's error is kept: a taken slug is its 23505, an unknown parent its 23503, a page rule its
// P0001.
func InsertPage(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, row Fields) (int64, error) {
	var rows []pageID
	err := c.From("paginas", cred).Select("id").Insert(ctx, row, &rows)
	return firstPageID(rows), wrap("insert page", err)
}

// UpdatePage saves page id if its version is still version (a version of 0 is not checked) and
// answers its id, 0 when no row matched. Errors as InsertPage's.
func UpdatePage(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, id, version int64, row Fields) (int64, error) {
	q := c.From("paginas", cred).Select("id").Eq("id", id)
	if version > 0 {
		q = q.Eq("version", version)
	}
	var rows []pageID
	err := q.Update(ctx, row, &rows)
	return firstPageID(rows), wrap("update page", err)
}

// firstPageID is the id of the first row a write answered, or 0.
func firstPageID(rows []pageID) int64 {
	if len(rows) == 0 {
		return 0
	}
	return rows[0].ID
}

// TrashPage moves page id, when not in the trash already, to the trash as of at (it stops being the
// home page); trashed is false when no row matched.
func TrashPage(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, id int64, at time.Time) (trashed bool, err error) {
	var rows []pageID
	err = c.From("paginas", cred).Select("id").Eq("id", id).Filter("eliminado_en", "is", "null").
		Update(ctx, Fields{trashedColumn: at.UTC().Format(time.RFC3339Nano), "es_inicio": false}, &rows)
	return len(rows) > 0, wrap("trash page", err)
}

// RestorePage takes page id out of the trash in state estado; restored is false when no page in the
// trash matched. A slug taken meanwhile is the platform's 23505, kept in the error.
func RestorePage(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, id int64, estado string) (restored bool, err error) {
	var rows []pageID
	err = c.From("paginas", cred).Select("id").Eq("id", id).Filter("eliminado_en", "not.is", "null").
		Update(ctx, Fields{trashedColumn: nil, "estado": estado}, &rows)
	return len(rows) > 0, wrap("restore page", err)
}
