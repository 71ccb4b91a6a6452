package rest_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/platform/platformtest"
)

// seedTestimonials inserts n testimonials in batches of 1000 through the API.
func seedTestimonials(b *testing.B, env *platformtest.Env, n int) {
	b.Helper()
	env.Do("POST", "/rest/v1/categoria-servicios").As("service_role").JSON(`{"name":"Bench"}`).Send()
	base := time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)
	for done := 0; done < n; done += 1000 {
		var sb strings.Builder
		sb.WriteByte('[')
		for i := 0; i < min(1000, n-done); i++ {
			if i > 0 {
				sb.WriteByte(',')
			}
			k := done + i
			fmt.Fprintf(&sb, `{"categoria":1,"testimonio":"Testimonio número %d, muy satisfechos con el servicio.","empresa":"Empresa %d","persona":"Persona %d","created_at":"%s"}`,
				k, k, k, base.Add(time.Duration(k)*time.Second).Format(time.RFC3339))
		}
		sb.WriteByte(']')
		res := env.Do("POST", "/rest/v1/testimoniales").As("service_role").JSON(sb.String()).Send()
		if res.Code != 201 {
			b.Fatalf("seed: %d %s", res.Code, res.Body.String())
		}
	}
}

// BenchmarkREST measures server time (no socket) for the list, point-read and insert requests of
// the issue on 100 000 testimonials: go test ./internal/platform/rest -run X -bench REST -benchtime 2000x
func BenchmarkREST(b *testing.B) {
	env := platformtest.New(b)
	const rows = 100_000
	seedTestimonials(b, env, rows)
	for _, offset := range []int{0, 50_000, rows - 10} {
		b.Run(fmt.Sprintf("list/offset=%d", offset), func(b *testing.B) {
			path := fmt.Sprintf("/rest/v1/testimoniales?order=created_at.desc&limit=10&offset=%d", offset)
			for b.Loop() {
				if res := env.Do("GET", path).As("anon").Send(); res.Code != 200 {
					b.Fatal(res.Code, res.Body.String())
				}
			}
		})
	}
	b.Run("list/count=exact", func(b *testing.B) {
		for b.Loop() {
			res := env.Do("GET", "/rest/v1/testimoniales?order=created_at.desc&limit=10").As("anon").Header("Prefer", "count=exact").Send()
			if res.Code != 206 {
				b.Fatal(res.Code, res.Body.String())
			}
		}
	})
	b.Run("point", func(b *testing.B) {
		i := 0
		for b.Loop() {
			i++
			path := fmt.Sprintf("/rest/v1/testimoniales?id=eq.%d", i%rows+1)
			if res := env.Do("GET", path).As("anon").Send(); res.Code != 200 {
				b.Fatal(res.Code, res.Body.String())
			}
		}
	})
	b.Run("insert", func(b *testing.B) {
		for b.Loop() {
			res := env.Do("POST", "/rest/v1/testimoniales").As("service_role").
				JSON(`{"categoria":1,"testimonio":"Nuevo","empresa":"Bench"}`).Send()
			if res.Code != 201 {
				b.Fatal(res.Code, res.Body.String())
			}
		}
	})
}
