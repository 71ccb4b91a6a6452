package rest

import (
	"encoding/json"
	"net/http"

	"github.com/vitrina/vitrina/internal/platform/schema"
)

// openAPI answers GET / with a Swagger 2.0 description of the tables the caller's role may read,
// as PostgREST describes the schema it exposes.
func (a *API) openAPI(w http.ResponseWriter, r *http.Request) {
	id, err := a.identify(r)
	if err != nil {
		a.writeError(w, r, err, "")
		return
	}
	paths := map[string]any{"/": map[string]any{"get": map[string]any{
		"summary": "OpenAPI description (this document)", "tags": []string{"Introspection"},
		"produces":  []string{"application/openapi+json", "application/json"},
		"responses": map[string]any{"200": map[string]any{"description": "OK"}},
	}}}
	defs := map[string]any{}
	for _, t := range a.catalog.Tables() {
		if !t.CanRead(id.Role) {
			continue
		}
		defs[t.Name] = tableDefinition(t)
		ref := map[string]any{"$ref": "#/definitions/" + t.Name}
		ok := func(desc string, schemaRef any) map[string]any {
			resp := map[string]any{"description": desc}
			if schemaRef != nil {
				resp["schema"] = schemaRef
			}
			return resp
		}
		params := []any{
			map[string]any{"$ref": "#/parameters/select"}, map[string]any{"$ref": "#/parameters/order"},
			map[string]any{"$ref": "#/parameters/limit"}, map[string]any{"$ref": "#/parameters/offset"},
			map[string]any{"$ref": "#/parameters/range"}, map[string]any{"$ref": "#/parameters/preferCount"},
		}
		item := map[string]any{
			"get": map[string]any{"tags": []string{t.Name}, "parameters": params, "responses": map[string]any{
				"200": ok("OK", map[string]any{"type": "array", "items": ref}), "206": ok("Partial Content", nil)}},
		}
		if t.CanWrite(id.Role) {
			body := map[string]any{"name": "body", "in": "body", "required": true, "schema": ref}
			item["post"] = map[string]any{"tags": []string{t.Name}, "parameters": []any{body, map[string]any{"$ref": "#/parameters/preferPost"}},
				"responses": map[string]any{"201": ok("Created", nil)}}
			item["patch"] = map[string]any{"tags": []string{t.Name}, "parameters": []any{body, map[string]any{"$ref": "#/parameters/preferReturn"}},
				"responses": map[string]any{"204": ok("No Content", nil)}}
			item["delete"] = map[string]any{"tags": []string{t.Name}, "parameters": []any{map[string]any{"$ref": "#/parameters/preferReturn"}},
				"responses": map[string]any{"204": ok("No Content", nil)}}
		}
		paths["/"+t.Name] = item
	}
	doc := map[string]any{
		"swagger":     "2.0",
		"info":        map[string]any{"title": "Vitrina data platform", "description": "PostgREST-compatible table access", "version": "1"},
		"basePath":    "/rest/v1",
		"schemes":     []string{"http", "https"},
		"consumes":    []string{"application/json", "application/vnd.pgrst.object+json"},
		"produces":    []string{"application/json", "application/vnd.pgrst.object+json"},
		"paths":       paths,
		"definitions": defs,
		"parameters":  openAPIParameters(),
	}
	body, _ := json.Marshal(doc) // maps of strings, slices and bools always marshal
	w.Header().Set("Content-Type", "application/openapi+json; charset=utf-8")
	if r.Method != http.MethodHead {
		_, _ = w.Write(body)
	}
}

func tableDefinition(t *schema.Table) map[string]any {
	props := map[string]any{}
	var required []string
	for _, c := range t.Columns {
		p := map[string]any{"format": c.Type.PGName(), "type": swaggerType(c.Type)}
		if c.Name == t.PrimaryKey {
			p["description"] = "Note:\nThis is a Primary Key.<pk/>"
		}
		for _, fk := range t.ForeignKeys {
			if fk.Column == c.Name {
				p["description"] = "Note:\nThis is a Foreign Key to `" + fk.Target + ".id`.<fk table='" + fk.Target + "' column='id'/>"
			}
		}
		props[c.Name] = p
		if c.NotNull && !c.HasDefault {
			required = append(required, c.Name)
		}
	}
	def := map[string]any{"type": "object", "properties": props}
	if len(required) > 0 {
		def["required"] = required
	}
	return def
}

func swaggerType(t schema.Type) string {
	switch t {
	case schema.Integer:
		return "integer"
	case schema.Boolean:
		return "boolean"
	case schema.JSONB:
		return "object"
	}
	return "string"
}

func openAPIParameters() map[string]any {
	q := func(name, desc string) map[string]any {
		return map[string]any{"name": name, "in": "query", "required": false, "type": "string", "description": desc}
	}
	h := func(name, desc string, enum []string) map[string]any {
		p := map[string]any{"name": name, "in": "header", "required": false, "type": "string", "description": desc}
		if enum != nil {
			p["enum"] = enum
		}
		return p
	}
	return map[string]any{
		"select":       q("select", "Filtering Columns"),
		"order":        q("order", "Ordering"),
		"limit":        q("limit", "Limiting and Pagination"),
		"offset":       q("offset", "Limiting and Pagination"),
		"range":        h("Range", "Limiting and Pagination", nil),
		"preferCount":  h("Prefer", "Preference", []string{"count=none", "count=exact"}),
		"preferReturn": h("Prefer", "Preference", []string{"return=representation", "return=minimal", "return=none"}),
		"preferPost": h("Prefer", "Preference", []string{"return=representation", "return=minimal", "return=none",
			"resolution=ignore-duplicates", "resolution=merge-duplicates"}),
	}
}
