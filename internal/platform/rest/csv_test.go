package rest_test

import (
	"testing"

	"github.com/vitrina/vitrina/internal/platform/platformtest"
)

// TestCSV: Accept: text/csv answers PostgREST's CSV.
func TestCSV(t *testing.T) {
	env := platformtest.New(t)
	seed(t, env)
	sendAs(t, env, "POST", "/rest/v1/testimoniales", `[{"id":40,"categoria":2,"empresa":"Reloj","persona":"Eva","testimonio":"x","created_at":"2026-01-02T10:00:00.5Z"},
		{"id":41,"categoria":2,"empresa":"Reloj","persona":"Eva","testimonio":"x","created_at":"2026-01-02T10:00:00Z"}]`, 201)
	csv := map[string]string{"Accept": "text/csv"}
	runScenarios(t, env, []scenario{
		{name: "plain values, nulls and quoting", method: "GET", path: "/rest/v1/testimoniales?select=id,empresa,persona,testimonio&order=id&id=lt.40",
			headers: csv, wantStatus: 200,
			wantBody:    "id,empresa,persona,testimonio\n1,ACME,Ana,Excelente\n2,Beta,,\"Muy bien\"\n3,Gamma,,Genial",
			wantHeaders: map[string]string{"Content-Type": "text/csv; charset=utf-8", "Content-Range": "0-2/*"}},
		{name: "booleans, json and embeds", method: "GET", path: "/rest/v1/Empleados?select=nombre,activo,sistemas_acceso&order=nombre",
			headers: csv, wantStatus: 200,
			wantBody: "nombre,activo,sistemas_acceso\nAna,t,\"[\"\"CMS\"\",\"\"ERP\"\"]\"\nLuis,f,[]"},
		{name: "embedded object as JSON", method: "GET", path: "/rest/v1/contenido?select=id,cat:categoria(name)&id=eq.1",
			headers: csv, wantStatus: 200, wantBody: "id,cat\n1,\"{\"\"name\"\":\"\"Diseño\"\"}\""},
		{name: "timestamps as PostgreSQL writes them", method: "GET", path: "/rest/v1/testimoniales?select=id,created_at,t:created_at::text&empresa=eq.Reloj&order=id",
			headers: csv, wantStatus: 200,
			wantBody: "id,created_at,t\n40,\"2026-01-02 10:00:00.5+00\",\"2026-01-02 10:00:00.5+00\"\n41,\"2026-01-02 10:00:00+00\",\"2026-01-02 10:00:00+00\""},
		{name: "JSON keeps ISO 8601; a text cast PostgreSQL's text", method: "GET", path: "/rest/v1/testimoniales?select=created_at,t:created_at::text&id=eq.40",
			wantStatus: 200, wantBody: `[{"created_at":"2026-01-02T10:00:00.5+00:00","t":"2026-01-02 10:00:00.5+00"}]`},
		{name: "empty result", method: "GET", path: "/rest/v1/testimoniales?id=eq.99", headers: csv, wantStatus: 200, wantBody: "\n"},
		{name: "csv after an unsupported type", method: "GET", path: "/rest/v1/testimoniales?select=id&id=eq.1",
			headers: map[string]string{"Accept": "application/xml, text/csv"}, wantStatus: 200, wantBody: "id\n1"},
	})
}
