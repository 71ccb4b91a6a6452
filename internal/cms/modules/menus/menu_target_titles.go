package menus

import (
	"context"
	"strconv"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

// targetTitles are the titles of the pages and content items a list of items points at, by the
// item's kind and destination: the list names them as the form does, never by address or number.
type targetTitles map[string]map[string]string

// of is the title of what an item points at; "" when it is not a page or content item, or is gone.
func (t targetTitles) of(it records.MenuItem) string { return t[it.Tipo][it.Destino] }

// readTargetTitles reads those titles with one query per kind, whatever the list's length.
func (m *module) readTargetTitles(ctx context.Context, token string, items []records.MenuItem) (targetTitles, error) {
	ids := map[string][]string{}
	for _, it := range items {
		if it.Tipo == records.TargetPage || it.Tipo == records.TargetContent {
			ids[it.Tipo] = append(ids[it.Tipo], it.Destino)
		}
	}
	c, cred := m.Svc.Client(), platformclient.AsUser(token)
	out := targetTitles{records.TargetPage: {}, records.TargetContent: {}}
	pages, err := records.PageTitlesAs(ctx, c, cred, ids[records.TargetPage])
	if err != nil {
		return nil, cms.PlatformFailure(err)
	}
	for _, p := range pages {
		out[records.TargetPage][strconv.FormatInt(p.ID, 10)] = p.Titulo
	}
	content, err := records.ContentTitlesAs(ctx, c, cred, ids[records.TargetContent])
	if err != nil {
		return nil, cms.PlatformFailure(err)
	}
	for _, ci := range content {
		out[records.TargetContent][strconv.Itoa(ci.ID)] = ci.Titulo
	}
	return out, nil
}
