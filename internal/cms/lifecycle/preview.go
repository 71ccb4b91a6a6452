package lifecycle

import (
	"context"
	"net/http"
	"strconv"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/platformclient"
)

// previewLinksTable is the platform's table of preview links (made by crear_vista_previa, read by
// anyone holding a token through vista_previa; only the token's hash is stored).
const previewLinksTable = "vistas_previas"

// How long preview links live: a shared one a week (the spec's default), the editor's own "Ver en el
// sitio" an hour — long enough to read and reload the page, short enough not to pile up.
const (
	SharedPreviewLife = 7 * 24 * time.Hour
	OwnPreviewLife    = time.Hour
)

// PreviewPath is where the public site shows the preview of a token.
func PreviewPath(token string) string { return "/vista-previa/" + token }

// PreviewLink is a live link as the item's form lists it (its token is not known any more).
type PreviewLink struct {
	ID        int64  `json:"id"`
	Autor     string `json:"autor"`
	CreatedAt string `json:"created_at"`
	ExpiraEn  string `json:"expira_en"`
}

// Expires is when the link stops working, in loc.
func (l PreviewLink) Expires(loc *time.Location) string { return formatStamp(l.ExpiraEn, loc) }

// Created is when the link was made, in loc.
func (l PreviewLink) Created(loc *time.Location) string { return formatStamp(l.CreatedAt, loc) }

func formatStamp(s string, loc *time.Location) string {
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		return s
	}
	return cms.FormatDateTime(t, loc)
}

// CreatePreview makes a link to item id of table that works until now+life for anyone holding it,
// and answers its token (shown once: the platform keeps only its hash).
func CreatePreview(ctx context.Context, svc *cms.Service, token, table string, id int64, now time.Time, life time.Duration) (string, error) {
	args := map[string]any{"p_tabla": table, "p_registro": strconv.FormatInt(id, 10), "p_expira_en": now.Add(life).UTC().Format(time.RFC3339Nano)}
	var secret string
	if err := svc.Client().RPC(ctx, platformclient.AsUser(token), "crear_vista_previa", args, &secret); err != nil {
		return "", cms.PlatformFailure(err)
	}
	return secret, nil
}

// Previews lists item id's live links — shared ones and an editor's own of the last hour, each a
// working door to the item until it expires or is revoked — soonest to expire first.
func Previews(ctx context.Context, svc *cms.Service, token, table string, id int64, now time.Time) ([]PreviewLink, error) {
	var links []PreviewLink
	if _, err := svc.Client().From(previewLinksTable, platformclient.AsUser(token)).Select("id,autor,created_at,expira_en").
		Eq("tabla", table).Eq("registro", strconv.FormatInt(id, 10)).Filter("expira_en", "gt", now.UTC().Format(time.RFC3339Nano)).
		Order("expira_en", false).Get(ctx, &links); err != nil {
		return nil, cms.PlatformFailure(err)
	}
	return links, nil
}

// RevokePreview deletes link linkID of item id: its token stops working at once.
func RevokePreview(ctx context.Context, svc *cms.Service, token, table string, id, linkID int64) error {
	var gone []struct{ ID int64 }
	if err := svc.Client().From(previewLinksTable, platformclient.AsUser(token)).Select("id").Eq("id", linkID).
		Eq("tabla", table).Eq("registro", strconv.FormatInt(id, 10)).Delete(ctx, &gone); err != nil {
		return cms.PlatformFailure(err)
	}
	if len(gone) == 0 {
		return cms.Fail(http.StatusNotFound, MsgPreviewLinkGone)
	}
	return nil
}
