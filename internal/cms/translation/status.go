package translation

import (
	"context"
	"net/http"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
	"github.com/vitrina/vitrina/internal/cms/shell"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
)

// Row is a language in an item form's «Traducciones»: its status, whether the translation is
// published, and its page.
type Row struct {
	Code, Name, Status, URL string
	Published               bool
}

// Rows are the active languages with the status of item id (at version; a Simple table's callers
// pass 0, its texts' version is read here) in each.
func (s *Screens) Rows(r *http.Request, id, version int64) ([]Row, error) {
	ctx, c, cred := r.Context(), s.kit.Svc.Client(), platformclient.AsUser(shell.UserOf(r).Token)
	active, err := ActiveLanguages(r, s.kit.Svc)
	if err != nil {
		return nil, err
	}
	stored, err := records.ItemTranslations(ctx, c, cred, s.Table, id)
	if err != nil {
		return nil, cms.PlatformFailure(err)
	}
	if len(stored) > 0 {
		if version, err = s.sourceVersion(ctx, cred, id, version); err != nil {
			return nil, err
		}
	}
	out := make([]Row, 0, len(active))
	for _, l := range active {
		t := stored[l.Codigo]
		out = append(out, Row{Code: l.Codigo, Name: l.Nombre, Status: records.TranslationStatus(t, version),
			URL: s.PageURL(id, l.Codigo), Published: t != nil && t.Estado == lifecycle.Published})
	}
	return out, nil
}

// sourceVersion is the version item id's translations are compared with: version, the editorial
// item's as its page read it; a Simple table's version_textos, read here.
func (s *Screens) sourceVersion(ctx context.Context, cred platformclient.Credential, id, version int64) (int64, error) {
	if !s.Simple {
		return version, nil
	}
	v, err := records.TextsVersion(ctx, s.kit.Svc.Client(), cred, s.Table, id)
	if err != nil {
		return 0, cms.PlatformFailure(err)
	}
	return v, nil
}

// ActiveLanguages are the languages the site offers besides Spanish, in their order.
func ActiveLanguages(r *http.Request, svc *cms.Service) ([]records.Language, error) {
	langs, err := records.Languages(r.Context(), svc.Client(), platformclient.AsUser(shell.UserOf(r).Token))
	if err != nil {
		return nil, cms.PlatformFailure(err)
	}
	active := langs[:0:0]
	for _, l := range langs {
		if l.Activo {
			active = append(active, l)
		}
	}
	return active, nil
}

// Status is an item's translation status in one language, as a list shows it.
type Status struct{ Code, Name, Status string }

// Versioned is a listed item: its id and version.
type Versioned struct{ ID, Version int64 }

// Statuses reads the translation status of each listed item in each active language, in one
// request for the page's items (none when the site is in Spanish only).
func (s *Screens) Statuses(r *http.Request, items []Versioned) (map[int64][]Status, error) {
	active, err := ActiveLanguages(r, s.kit.Svc)
	if err != nil {
		return nil, err
	}
	return StatusesIn(r, s.kit.Svc, s.Table, active, items)
}

// StatusesIn is Statuses with the active languages already read.
func StatusesIn(r *http.Request, svc *cms.Service, table string, active []records.Language, items []Versioned) (map[int64][]Status, error) {
	out := map[int64][]Status{}
	if len(active) == 0 || len(items) == 0 {
		return out, nil
	}
	ids := make([]int64, len(items))
	for i, it := range items {
		ids[i] = it.ID
	}
	versions, err := records.TranslationVersions(r.Context(), svc.Client(), platformclient.AsUser(shell.UserOf(r).Token), table, ids)
	if err != nil {
		return nil, cms.PlatformFailure(err)
	}
	return statusesOf(versions, active, items), nil
}

// statusesOf are the statuses of items in the active languages, from the versions their
// translations were saved against (by item and language).
func statusesOf(versions map[int64]map[string]int64, active []records.Language, items []Versioned) map[int64][]Status {
	out := make(map[int64][]Status, len(items))
	for _, it := range items {
		for _, l := range active {
			var t *records.Translation
			if v, ok := versions[it.ID][l.Codigo]; ok {
				t = &records.Translation{VersionOrigen: v}
			}
			out[it.ID] = append(out[it.ID], Status{Code: l.Codigo, Name: l.Nombre, Status: records.TranslationStatus(t, it.Version)})
		}
	}
	return out
}

// ItemsOf are a list's rows as Statuses reads them.
func ItemsOf[T any](rows []T, of func(T) Versioned) []Versioned {
	out := make([]Versioned, len(rows))
	for i, row := range rows {
		out[i] = of(row)
	}
	return out
}
