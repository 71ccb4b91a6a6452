package records

import (
	"context"

	"github.com/vitrina/vitrina/internal/platformclient"
)

// InsertContentItem inserts one content item and answers its id (0 when the platform answered none
// created).
func InsertContentItem(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, row Fields) (int64, error) {
	var created []idRow
	err := c.From("contenido", cred).Select("id").Insert(ctx, row, &created)
	if len(created) == 0 {
		return 0, wrap("insert content item", err)
	}
	return int64(created[0].ID), wrap("insert content item", err)
}

// UpdateContentItem writes some columns of one content item and says whether it was written. With
// version > 0 only the item still at that version is: a save made by someone else since the form
// opened matches nothing.
func UpdateContentItem(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, id, version int64, row Fields) (bool, error) {
	q := c.From("contenido", cred).Select("id").Eq("id", id)
	if version > 0 {
		q = q.Eq("version", version)
	}
	var changed []idRow
	err := q.Update(ctx, row, &changed)
	return len(changed) > 0, wrap("update content item", err)
}

// SetContentTrashed puts an item that is not in the trash there (at), or takes one out (nil), and
// says whether it did; an item already where it is asked to go is not written.
func SetContentTrashed(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, id int64, at any) (bool, error) {
	where := "is" // trashing: only an item not in the trash
	if at == nil {
		where = "not.is"
	}
	var changed []idRow
	err := c.From("contenido", cred).Select("id").Eq("id", id).Filter(trashedColumn, where, "null").
		Update(ctx, Fields{trashedColumn: at}, &changed)
	return len(changed) > 0, wrap("move content item to or from the trash", err)
}

// PatchContentOutsideTrash writes the same columns on the items with those ids that are not in the
// trash and answers how many it wrote.
func PatchContentOutsideTrash(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, ids []string, patch Fields) (int, error) {
	var changed []idRow
	err := c.From("contenido", cred).Select("id").In("id", ids).Filter(trashedColumn, "is", "null").
		Update(ctx, patch, &changed)
	return len(changed), wrap("update content items", err)
}
