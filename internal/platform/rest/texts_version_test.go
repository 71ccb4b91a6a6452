package rest_test

import (
	"net/http"
	"testing"

	"github.com/vitrina/vitrina/internal/platform/platformtest"
)

// TestTextsVersion: a translatable table outside the lifecycle starts each row's version_textos at
// 1; an update raises it by one when it changes a translatable text, whatever the client sends for
// it, and leaves it when it sets the same text again or changes only shared columns.
func TestTextsVersion(t *testing.T) {
	env := platformtest.New(t)
	if res := env.Do("POST", "/rest/v1/departamentos").As("service_role").
		JSON(`{"nombre":"Ventas","descripcion":"Equipo comercial","orden":1}`).Send(); res.Code != http.StatusCreated {
		t.Fatalf("seed: %d %s", res.Code, res.Body.String())
	}
	patch := func(name, body, want string) scenario {
		return scenario{name: name, method: "PATCH", path: "/rest/v1/departamentos?select=version_textos&nombre=not.is.null",
			headers: map[string]string{"Prefer": "return=representation"}, body: body, wantStatus: 200, wantBody: want}
	}
	runScenarios(t, env, []scenario{
		{name: "inserted at 1", method: "GET", path: "/rest/v1/departamentos?select=version_textos", wantStatus: 200, wantBody: `[{"version_textos":1}]`},
		patch("a shared column changed", `{"orden":5}`, `[{"version_textos":1}]`),
		patch("the same text written again", `{"nombre":"Ventas","descripcion":"Equipo comercial","orden":2}`, `[{"version_textos":1}]`),
		patch("a text changed", `{"descripcion":"Equipo de ventas"}`, `[{"version_textos":2}]`),
		patch("a text emptied", `{"descripcion":null}`, `[{"version_textos":3}]`),
		patch("the client's own value ignored", `{"nombre":"Comercial","version_textos":40}`, `[{"version_textos":4}]`),
	})
}

// TestTextsVersionUpsert: an upsert onto a stored row (the site's settings are written so) raises
// version_textos as an update does; an upsert that inserts keeps the row's first version.
func TestTextsVersionUpsert(t *testing.T) {
	env := platformtest.New(t)
	upsert := func(name, body, want string) scenario {
		return scenario{name: name, method: "POST", path: "/rest/v1/ajustes_seo?select=version_textos",
			headers: map[string]string{"Prefer": "resolution=merge-duplicates,return=representation"}, body: body, wantStatus: 200, wantBody: want}
	}
	first := upsert("inserted at 1", `{"id":1,"descripcion":"Consultora","robots":"index"}`, `[{"version_textos":1}]`)
	first.wantStatus = 201
	runScenarios(t, env, []scenario{
		first,
		upsert("a shared column changed", `{"id":1,"descripcion":"Consultora","robots":"noindex"}`, `[{"version_textos":1}]`),
		upsert("a text changed", `{"id":1,"descripcion":"Consultora en Valencia"}`, `[{"version_textos":2}]`),
		upsert("the client's own value ignored", `{"id":1,"patron_titulo":"{titulo} · {sitio}","version_textos":40}`, `[{"version_textos":3}]`),
		upsert("only the client's value", `{"id":1,"version_textos":40}`, `[{"version_textos":3}]`),
	})
}
