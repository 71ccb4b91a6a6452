package rest_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/platform/platformtest"
)

// BenchmarkIndexedWrite is the cost of the search index on a write: one POST of a blog post of about
// 300 words (indexed in the write's transaction) against one POST of a testimonial with the same
// text (no index), on an index that starts empty.
//
//	go test ./internal/platform/rest -run '^$' -bench IndexedWrite -benchtime 500x
func BenchmarkIndexedWrite(b *testing.B) {
	env := platformtest.New(b)
	text := strings.Repeat("La transformación digital de las pymes empieza por sus clientes: diseño de aplicaciones móviles, auditorías de seguridad y automatización de procesos. ", 15)
	if res := env.Do("POST", "/rest/v1/categoria-servicios").As("service_role").JSON(`{"id":1,"name":"S"}`).Send(); res.Code != 201 {
		b.Fatal(res.Body.String())
	}
	n := 0
	b.Run("indexed-post", func(b *testing.B) {
		for b.Loop() {
			n++
			if res := env.Do("POST", "/rest/v1/blog_entradas").As("service_role").
				JSON(fmt.Sprintf(`{"titulo":"Entrada %d","slug":"e-%d","cuerpo":"<p>%s</p>"}`, n, n, text)).Send(); res.Code != 201 {
				b.Fatal(res.Body.String())
			}
		}
	})
	b.Run("unindexed-testimonial", func(b *testing.B) {
		for b.Loop() {
			if res := env.Do("POST", "/rest/v1/testimoniales").As("service_role").
				JSON(fmt.Sprintf(`{"categoria":1,"empresa":"ACME","testimonio":"%s"}`, text)).Send(); res.Code != 201 {
				b.Fatal(res.Body.String())
			}
		}
	})
}
