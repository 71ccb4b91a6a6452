package seo

import (
	"context"
	"errors"
	"strconv"
	"strings"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/platformclient"
	"github.com/vitrina/vitrina/internal/records"
	"github.com/vitrina/vitrina/internal/redirects"
)

// redirectFields are the redirect form's fields.
var redirectFields = []string{"origen", "destino", "tipo"}

// redirectInput is the redirect form as typed.
type redirectInput struct{ Origen, Destino, Tipo string }

// row validates the form with the platform's rules (internal/redirects), so each message is shown
// next to its field before any request.
func (in redirectInput) row() (map[string]any, error) {
	fields := cms.FieldMessages{}
	origin, msg := redirects.CheckOrigin(in.Origen)
	if msg != "" {
		fields["origen"] = msg
	}
	target, msg := redirects.CheckTarget(in.Destino)
	switch {
	case strings.TrimSpace(in.Destino) == "":
		fields["destino"] = MsgTargetNeeded
	case msg != "":
		fields["destino"] = msg
	case origin != "" && origin == target:
		fields["destino"] = redirects.MsgSelf
	}
	kind, err := strconv.ParseInt(strings.TrimSpace(in.Tipo), 10, 64)
	if err != nil || redirects.CheckType(kind) != "" {
		fields["tipo"] = redirects.MsgType
	}
	if len(fields) > 0 {
		return nil, &cms.FormError{Fields: fields}
	}
	return map[string]any{"origen": origin, "destino": target, "tipo": kind}, nil
}

// redirectFailure puts a rule the platform held (a loop, an origin taken meanwhile) next to its field.
func redirectFailure(err error) error {
	var perr *platformclient.Error
	if platformclient.CodeOf(err) == "P0001" && errors.As(err, &perr) {
		field := "destino"
		if strings.HasPrefix(perr.Message, "Ya existe") || strings.HasPrefix(perr.Message, "El origen") || strings.Contains(perr.Message, "panel") {
			field = "origen"
		}
		return &cms.FormError{Fields: cms.FieldMessages{field: perr.Message}}
	}
	if platformclient.CodeOf(err) == "23505" {
		return &cms.FormError{Fields: cms.FieldMessages{"origen": "Ya existe una redirección desde esa ruta."}}
	}
	return err
}

// listRedirects reads one page of redirects (search in origin and target), in the list's order.
func (m *module) listRedirects(ctx context.Context, token, search string, p cms.ListParams) ([]records.RedirectStats, int, error) {
	rows, total, err := records.RedirectsPage(ctx, m.Svc.Client(), platformclient.AsUser(token), searchPattern(search), p.Sort.Ordered, p.Offset, p.Limit)
	if err != nil {
		return nil, 0, cms.PlatformFailure(err)
	}
	return rows, int(total), nil
}

// searchPattern is an ilike pattern for a typed search; characters of PostgREST's syntax are dropped.
func searchPattern(s string) string {
	s = strings.Map(func(r rune) rune {
		if strings.ContainsRune(",()*\"\\%", r) {
			return -1
		}
		return r
	}, strings.TrimSpace(s))
	if s == "" {
		return ""
	}
	return "*" + s + "*"
}

// getRedirect reads one redirect.
func (m *module) getRedirect(ctx context.Context, token string, id int64) (*records.RedirectStats, error) {
	return cms.ReadByID[records.RedirectStats](ctx, m.Svc, token, redirectsTable, records.RedirectStatsColumns, id, cms.Fail(404, msgRedirectMissing))
}

// saveRedirectRow creates (id 0) or updates a redirect.
func (m *module) saveRedirectRow(ctx context.Context, token string, id int64, in redirectInput) error {
	row, err := in.row()
	if err != nil {
		return err
	}
	_, err = m.Svc.SaveRow(ctx, token, cms.Records{Table: redirectsTable, Missing: msgRedirectMissing}, id, row)
	return redirectFailure(err)
}

// removeRedirect deletes a redirect.
func (m *module) removeRedirect(ctx context.Context, token string, id int64) error {
	return m.Svc.DeleteRow(ctx, token, cms.Records{Table: redirectsTable, Missing: msgRedirectMissing}, id)
}
