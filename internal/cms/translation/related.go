package translation

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

// Related is a translatable column of a row that belongs to the item but has a translation table
// of its own (a project gallery image's alternative text): the item's translation page shows it
// as one more field, its Spanish beside it, and saving the page writes the row's translation into
// the same language, in the translation's state; deleting the item's translation deletes it.
type Related struct {
	Field         // the page's field: its Name is unique on the page
	Table, Column string
	ID            int64  // the row's id
	Version       int64  // the row's version_textos, which its translation is saved against
	Source        string // the column's Spanish text
	Image         string // a picture of the row shown beside the field (alt=""), "" for none
}

// relatedTranslations are the stored translations of an item's related rows into one language, by
// table and row.
type relatedTranslations map[string]map[int64]*records.Translation

// relatedIDs are the ids of item's related rows, by table.
func relatedIDs(item *Item) map[string][]int64 {
	out := map[string][]int64{}
	for _, rel := range item.Related {
		out[rel.Table] = append(out[rel.Table], rel.ID)
	}
	return out
}

// readRelated reads the translations into lang of item's related rows: one request a table.
func readRelated(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, item *Item, lang string) (relatedTranslations, error) {
	out := relatedTranslations{}
	for table, ids := range relatedIDs(item) {
		stored, err := records.TranslationsIn(ctx, c, cred, table, ids, lang)
		if err != nil {
			return nil, cms.PlatformFailure(err)
		}
		out[table] = stored
	}
	return out, nil
}

// fill puts the stored translations of item's related rows into form.
func (rt relatedTranslations) fill(form map[string]string, item *Item) {
	for _, rel := range item.Related {
		if t := rt[rel.Table][rel.ID]; t != nil {
			form[rel.Name] = t.Fields[rel.Column]
		}
	}
}

// checkRelated bounds the related fields as typed.
func checkRelated(form map[string]string, item *Item, msgs cms.FieldMessages) {
	for _, rel := range item.Related {
		if rel.Max > 0 && utf8.RuneCountInString(strings.TrimSpace(form[rel.Name])) > rel.Max {
			msgs[rel.Name] = fmt.Sprintf(MsgTooLong, rel.Max)
		}
	}
}

// saveRelated writes the translations of item's related rows into lang as typed in form, in the
// item's translation's state: the new ones in one request a table, and each stored one whose text
// or state changed. A field left empty with nothing stored writes nothing (the Spanish serves);
// emptied, the stored translation keeps an empty text, which the site reads as the Spanish.
func saveRelated(ctx context.Context, c *platformclient.Client, cred platformclient.Credential, item *Item, lang string, stored relatedTranslations,
	form map[string]string, state lifecycle.Fields) error {
	inserts := map[string][]records.Fields{}
	for _, rel := range item.Related {
		v := strings.TrimSpace(form[rel.Name])
		t := stored[rel.Table][rel.ID]
		row := records.Fields(state.Values())
		row[rel.Column], row[lifecycleSourceVersion] = v, rel.Version
		switch {
		case t == nil && v == "":
		case t == nil:
			row["origen"], row["idioma"] = rel.ID, lang
			inserts[rel.Table] = append(inserts[rel.Table], row)
		case !sameState(t, rel.Column, v, state) || t.VersionOrigen != rel.Version:
			if err := records.UpdateTranslation(ctx, c, cred, rel.Table, t.ID, row); err != nil {
				return err
			}
		}
	}
	for table, rows := range inserts {
		if err := records.InsertTranslations(ctx, c, cred, table, rows); err != nil {
			return err
		}
	}
	return nil
}

// sameState says whether stored translation t already holds text v in column and state.
func sameState(t *records.Translation, column, v string, state lifecycle.Fields) bool {
	return t.Fields[column] == v && t.Estado == state.State &&
		sameTime(t.Fields[lifecycle.FieldPublishAt], state.PublishAt) && sameTime(t.Fields[lifecycle.FieldUnpublishAt], state.UnpublishAt)
}

// sameTime says whether a stored timestamp ("" for none) is at.
func sameTime(stored string, at *time.Time) bool {
	if stored == "" || at == nil {
		return stored == "" && at == nil
	}
	t, err := time.Parse(time.RFC3339Nano, stored)
	return err == nil && t.Equal(*at)
}

// deleteRelated deletes the translations of the related rows of t's item in t's language, once t
// is deleted.
func (s *Screens) deleteRelated(r *http.Request, t *records.Translation) error {
	token := shell.UserOf(r).Token
	item, err := s.Item(r.Context(), token, t.Origen)
	if err != nil {
		return err
	}
	for table, ids := range relatedIDs(item) {
		if err := records.DeleteTranslationsIn(r.Context(), s.kit.Svc.Client(), platformclient.AsUser(token), table, ids, t.Idioma); err != nil {
			return cms.PlatformFailure(err)
		}
	}
	return nil
}

// source is the Spanish text of the page's field name: the item's, or a related row's.
func (it *Item) source(name string) (string, bool) {
	if src, ok := it.Source[name]; ok {
		return src, true
	}
	for _, rel := range it.Related {
		if rel.Name == name {
			return rel.Source, true
		}
	}
	return "", false
}
