package cms_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/cms"
)

func TestReadableValue(t *testing.T) {
	long := strings.Repeat("palabra ", 20)
	for _, tc := range []struct {
		raw, short, full string
	}{
		{`null`, "(vacío)", "(vacío)"},
		{`""`, "(vacío)", "(vacío)"},
		{``, "(vacío)", "(vacío)"},
		{`true`, "sí", "sí"},
		{`false`, "no", "no"},
		{`42`, "42", "42"},
		{`"Acme S.A."`, "Acme S.A.", "Acme S.A."},
		{`["CMS","Correo"]`, "CMS, Correo", "CMS, Correo"},
		{`{"body":"<h2>Hola</h2><p>Texto &amp; <b>más</b></p>","layout":1}`, "Hola Texto & más", "Hola Texto & más"},
		{`"<script>alert(1)</script>Nada"`, "Nada", "Nada"},
		{`"` + long + `"`, strings.TrimSpace(long[:60]) + "…", strings.TrimSpace(long)},
		{`{"a":1}`, `{"a":1}`, `{"a":1}`},
	} {
		v := cms.ReadableValue(json.RawMessage(tc.raw))
		if v.Short != tc.short || v.Full != tc.full {
			t.Errorf("%s: %q / %q, want %q / %q", tc.raw, v.Short, v.Full, tc.short, tc.full)
		}
		if v.Truncated() != (tc.short != tc.full) {
			t.Errorf("%s: Truncated %v", tc.raw, v.Truncated())
		}
	}
}

// FuzzReadableValue: any stored value reads without a panic, and its short form is at most a line.
func FuzzReadableValue(f *testing.F) {
	for _, s := range []string{`null`, `"<p>x</p>"`, `{"body":1}`, `[1,[2,{"body":"<b>"}]]`, `{`, `"\u00e9"`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		v := cms.ReadableValue(json.RawMessage(raw))
		if len([]rune(v.Short)) > 61 {
			t.Fatalf("short form of %q is %d characters", raw, len([]rune(v.Short)))
		}
	})
}

func TestShownColumnAndTitle(t *testing.T) {
	for col, want := range map[string]bool{"nombre": true, "version": false, "id": false, "etag": false, "password_hash": false,
		"created_at": false, "refresh_token": false, "email": true} {
		if cms.ShownColumn(col) != want {
			t.Errorf("%s: %v", col, !want)
		}
	}
	k := cms.RecordKind{TitleColumns: []string{"nombre", "email"}}
	if got := k.TitleOf(map[string]json.RawMessage{"nombre": []byte(`null`), "email": []byte(`"ana@example.com"`)}); got != "ana@example.com" {
		t.Errorf("title: %q", got)
	}
}
