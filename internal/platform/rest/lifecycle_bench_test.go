package rest_test

import (
	"fmt"
	"testing"

	"github.com/vitrina/vitrina/internal/platform/platformtest"
)

// BenchmarkContentSave measures one save of a content item through /rest/v1 as a signed-in editor
// (PATCH by id with a new title and body), which on a lifecycle table also writes its revision in the
// same transaction. The same file runs on the commit before the lifecycle for BENCHMARKS.md:
//
//	go test ./internal/platform/rest -run X -bench ContentSave -benchtime 2000x -count 3
func BenchmarkContentSave(b *testing.B) {
	env := platformtest.New(b)
	user := env.UserToken("9b2c1f6e-5a4d-4c3b-8a2f-1e0d9c8b7a65", "editor@example.com")
	env.Do("POST", "/rest/v1/categoria-servicios").As("service_role").JSON(`{"id":1,"name":"Servicios"}`).Send()
	env.Do("POST", "/rest/v1/contenido").As("service_role").JSON(`{"id":1,"titulo":"Uno","categoria":1}`).Send()
	i := 0
	for b.Loop() {
		i++
		body := fmt.Sprintf(`{"titulo":"Guardado %d","descripcion":{"body":"<p>Texto de la versión %d, con algo de contenido para que la fila pese como una real.</p>","layout":1}}`, i, i)
		if res := env.Do("PATCH", "/rest/v1/contenido?id=eq.1").As(user).JSON(body).Send(); res.Code != 204 {
			b.Fatal(res.Code, res.Body.String())
		}
	}
}
