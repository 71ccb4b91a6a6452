package rest_test

import (
	"testing"

	"github.com/vitrina/vitrina/internal/platform/platformtest"
)

// TestQuantifiedAndDistinctFilters: `(any)`/`(all)` modifiers and isdistinct, with PostgREST's
// answers for bad input.
func TestQuantifiedAndDistinctFilters(t *testing.T) {
	env := platformtest.New(t)
	seed(t, env)
	get := func(name, query, want string) scenario {
		return scenario{name: name, method: "GET", path: "/rest/v1/testimoniales?select=id&order=id&" + query, wantStatus: 200, wantBody: want}
	}
	runScenarios(t, env, []scenario{
		get("like any", "empresa=like(any).{AC*,G*}", `[{"id":1},{"id":3}]`),
		get("like all", "empresa=like(all).{*a*,*m*}", `[{"id":3}]`),
		get("ilike any with a quoted value", `empresa=ilike(any).{acme,"gam*"}`, `[{"id":1},{"id":3}]`),
		get("eq any", "id=eq(any).{1,3}", `[{"id":1},{"id":3}]`),
		get("gt all", "id=gt(all).{1,2}", `[{"id":3}]`),
		get("negated eq any", "id=not.eq(any).{1,2}", `[{"id":3}]`),
		get("any of nothing is false", "id=eq(any).{}", `[]`),
		get("all of nothing is true", "id=lt(all).{}", `[{"id":1},{"id":2},{"id":3}]`),
		get("isdistinct keeps nulls", "persona=isdistinct.Ana", `[{"id":2},{"id":3}]`),
		get("any inside or", "or=(id.eq(any).{1,2},empresa.like(any).{G*,Z*})", `[{"id":1},{"id":2},{"id":3}]`),
		get("all inside and inside or", "or=(and(id.gt(all).{1,2},empresa.eq.Gamma),id.eq.1)", `[{"id":1},{"id":3}]`),
		get("negated any inside or", "or=(id.not.eq(any).{1,2,3},persona.eq.Ana)", `[{"id":1}]`),
		get("isdistinct on another column", "cargo=isdistinct.CEO", `[{"id":1},{"id":2}]`),
		get("not isdistinct is null-safe equality", "persona=not.isdistinct.Ana", `[{"id":1}]`),
		{name: "modifier on an operator without one", method: "GET", path: "/rest/v1/testimoniales?id=neq(any).{1}",
			wantStatus: 400, wantContain: []string{`"code":"PGRST100"`}},
		{name: "modifier without braces", method: "GET", path: "/rest/v1/testimoniales?id=eq(any).1",
			wantStatus: 400, wantContain: []string{`"code":"PGRST100"`}},
		{name: "modifier value of the wrong type", method: "GET", path: "/rest/v1/testimoniales?id=eq(any).{1,x}",
			wantStatus: 400, wantContain: []string{`"code":"22P02"`}},
		{name: "modifier on an unknown column", method: "GET", path: "/rest/v1/testimoniales?nope=eq(any).{}",
			wantStatus: 400, wantContain: []string{`"code":"42703"`}},
		{name: "modifier on an embedded resource", method: "GET",
			path:       "/rest/v1/categoria-servicios?select=id,testimoniales!inner(id)&testimoniales.empresa=like(any).{Be*,Ga*}&order=id",
			wantStatus: 200, wantBody: `[{"id":2,"testimoniales":[{"id":2}]},{"id":3,"testimoniales":[{"id":3}]}]`},
	})
}
