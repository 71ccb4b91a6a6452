package rest_test

import (
	"testing"

	"github.com/vitrina/vitrina/internal/platform/platformtest"
)

// BenchmarkEmbedNested measures nested embeds on 100 000 testimonials (server time, no socket):
// go test ./internal/platform/rest -run X -bench EmbedNested -benchtime 200x
func BenchmarkEmbedNested(b *testing.B) {
	env := platformtest.New(b)
	seedTestimonials(b, env, 100_000) // all in category 1 ("Bench")
	env.Do("POST", "/rest/v1/categoria-servicios").As("service_role").JSON(`{"name":"Raíz"}`).Send()
	if res := env.Do("PATCH", "/rest/v1/categoria-servicios?id=eq.1").As("service_role").JSON(`{"id_padre":2}`).Send(); res.Code != 204 {
		b.Fatal(res.Code, res.Body.String())
	}
	cases := map[string]string{
		// 1000 parents, two to-one levels: two embed queries (two batches each).
		"to-one-two-levels/limit=1000": "/rest/v1/testimoniales?select=id,categoria(name,id_padre(name))&order=id&limit=1000",
		// Parents with 100 000 children (one parent; then two, which sorts all their children),
		// ten per parent, each with its category.
		"to-many-limit-nested/parents=2": "/rest/v1/categoria-servicios?select=id,testimoniales(id,categoria(name))&testimoniales.order=created_at.desc&testimoniales.limit=10&id=in.(1,2)",
		"to-many-limit-nested/parents=1": "/rest/v1/categoria-servicios?select=id,testimoniales(id,categoria(name))&testimoniales.order=created_at.desc&testimoniales.limit=10&id=eq.1",
		// !inner through a filter on the grandparent's name.
		"inner-nested-filter/limit=100": "/rest/v1/testimoniales?select=id,categoria!inner(id_padre!inner(name))&categoria.id_padre.name=eq.Raíz&order=id&limit=100",
	}
	for name, path := range cases {
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				if res := env.Do("GET", path).As("anon").Send(); res.Code != 200 || res.Body.Len() < 100 {
					b.Fatal(res.Code, res.Body.String())
				}
			}
		})
	}
}
