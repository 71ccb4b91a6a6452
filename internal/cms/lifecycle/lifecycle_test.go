package lifecycle_test

import (
	"maps"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/cms"
	"github.com/vitrina/vitrina/internal/cms/lifecycle"
)

func TestCheck(t *testing.T) {
	madrid := time.FixedZone("CET", 3600)
	cases := []struct {
		name   string
		form   map[string]string
		want   map[string]any
		errors cms.FieldMessages
	}{
		{"no estado is published", map[string]string{},
			map[string]any{"estado": "publicado", "publicar_en": nil, "despublicar_en": nil}, cms.FieldMessages{}},
		{"draft", map[string]string{"estado": "borrador"},
			map[string]any{"estado": "borrador", "publicar_en": nil, "despublicar_en": nil}, cms.FieldMessages{}},
		{"scheduled in the CMS's zone", map[string]string{"estado": "programado", "publicar_en": "2026-12-01T10:00", "despublicar_en": "2026-12-31T23:30"},
			map[string]any{"estado": "programado", "publicar_en": "2026-12-01T09:00:00Z", "despublicar_en": "2026-12-31T22:30:00Z"}, cms.FieldMessages{}},
		{"scheduled without a date", map[string]string{"estado": "programado"}, nil,
			cms.FieldMessages{"publicar_en": lifecycle.MsgPublishAtRequired}},
		{"unknown state", map[string]string{"estado": "oculto"}, nil, cms.FieldMessages{"estado": lifecycle.MsgStateInvalid}},
		{"bad date", map[string]string{"estado": "publicado", "despublicar_en": "mañana"}, nil,
			cms.FieldMessages{"despublicar_en": lifecycle.MsgDateInvalid}},
		{"retired before published", map[string]string{"estado": "programado", "publicar_en": "2026-12-01T10:00", "despublicar_en": "2026-12-01T10:00"}, nil,
			cms.FieldMessages{"despublicar_en": lifecycle.MsgUnpublishNotAfter}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			msgs := cms.FieldMessages{}
			f := lifecycle.Check(c.form, madrid, msgs)
			if !maps.Equal(msgs, c.errors) {
				t.Errorf("messages %v, want %v", msgs, c.errors)
			}
			if c.want != nil && !maps.Equal(f.Values(), c.want) {
				t.Errorf("values %v, want %v", f.Values(), c.want)
			}
		})
	}
}

func TestBadgeAndForm(t *testing.T) {
	now := time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC)
	s := func(v string) *string { return &v }
	cases := []struct {
		row  lifecycle.Row
		want lifecycle.Badge
	}{
		{lifecycle.Row{Estado: "borrador"}, lifecycle.Badge{Label: "Borrador", Class: "draft"}},
		{lifecycle.Row{Estado: "archivado"}, lifecycle.Badge{Label: "Archivado", Class: "archived"}},
		{lifecycle.Row{Estado: "publicado"}, lifecycle.Badge{Label: "Publicado", Class: "live"}},
		{lifecycle.Row{Estado: "programado", PublicarEn: s("2026-11-25T09:30:00+00:00")}, lifecycle.Badge{Label: "Programado para el 25/11/2026 09:30", Class: "scheduled"}},
		{lifecycle.Row{Estado: "programado", PublicarEn: s("2026-11-23T09:30:00+00:00")}, lifecycle.Badge{Label: "Publicado", Class: "live"}},
		{lifecycle.Row{Estado: "programado"}, lifecycle.Badge{Label: "Programado sin fecha", Class: "draft"}},
		{lifecycle.Row{Estado: "publicado", DespublicarEn: s("2026-11-24T10:00:00+00:00")}, lifecycle.Badge{Label: "Retirado", Class: "retired"}},
		{lifecycle.Row{Estado: "publicado", DespublicarEn: s("2026-12-01T00:00:00+00:00")}, lifecycle.Badge{Label: "Publicado hasta el 01/12/2026 00:00", Class: "live"}},
	}
	for _, c := range cases {
		if got := c.row.BadgeOf(now, time.UTC); got != c.want {
			t.Errorf("%+v: %+v, want %+v", c.row, got, c.want)
		}
	}
	form := lifecycle.Row{Estado: "programado", PublicarEn: s("2026-12-01T09:00:00+00:00")}.Form(time.FixedZone("CET", 3600))
	if form["publicar_en"] != "01/12/2026 10:00" || form["estado"] != "programado" || form["despublicar_en"] != "" {
		t.Errorf("form %v", form)
	}
}
