package rest_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/platform/platformtest"
)

// TestLifecycleDeepPages: a deep page (read without the published rule while no row is hidden) is
// exactly the page of the rows anon may see — with every row published, and once rows are hidden
// by each way a row can be (a draft, a schedule ahead, an unpublished date past, the trash), and
// again when the clock reaches the schedule.
func TestLifecycleDeepPages(t *testing.T) {
	env := platformtest.New(t)
	if res := env.Do("POST", "/rest/v1/categoria-servicios").As("service_role").JSON(`{"id":1,"name":"Servicios"}`).Send(); res.Code != 201 {
		t.Fatalf("seed category: %d %s", res.Code, res.Body.String())
	}
	rows := make([]string, 1100)
	for i := range rows {
		rows[i] = fmt.Sprintf(`{"titulo":"n%04d","categoria":1}`, i)
	}
	if res := env.Do("POST", "/rest/v1/contenido").As("service_role").JSON("[" + strings.Join(rows, ",") + "]").Send(); res.Code != 201 {
		t.Fatalf("seed: %d %s", res.Code, res.Body.String())
	}
	ids := func(role, query string) []float64 {
		t.Helper()
		res := env.Do("GET", "/rest/v1/contenido?select=id&order=id.asc&"+query).As(role).Send()
		if res.Code != 200 {
			t.Fatalf("%s %s: %d %s", role, query, res.Code, res.Body.String())
		}
		var out []float64
		for _, r := range decodeRows(t, res.Body.String()) {
			out = append(out, r["id"].(float64))
		}
		return out
	}
	all := ids("service_role", "limit=2000")
	wantPage := func(what string, hidden ...float64) {
		t.Helper()
		var visible []float64
		for _, id := range all {
			if !slices.Contains(hidden, id) {
				visible = append(visible, id)
			}
		}
		if got := ids("anon", "limit=20&offset=1000"); !slices.Equal(got, visible[1000:1020]) {
			t.Fatalf("%s: anon's page at offset 1000 is %v, want %v", what, got, visible[1000:1020])
		}
	}
	wantPage("every row published")

	soon := env.Clock.Now().Add(time.Hour).UTC().Format(time.RFC3339)
	past := env.Clock.Now().Add(-time.Minute).UTC().Format(time.RFC3339)
	hide := map[int]string{
		10: `{"estado":"borrador"}`,
		20: `{"estado":"programado","publicar_en":"` + soon + `"}`,
		30: `{"despublicar_en":"` + past + `"}`,
		40: `{"eliminado_en":"` + past + `"}`,
	}
	for i, patch := range hide {
		if res := env.Do("PATCH", fmt.Sprintf("/rest/v1/contenido?id=eq.%d", int(all[i]))).As("service_role").JSON(patch).Send(); res.Code/100 != 2 {
			t.Fatalf("hide row %d: %d %s", i, res.Code, res.Body.String())
		}
	}
	wantPage("four rows hidden", all[10], all[20], all[30], all[40])
	env.Clock.Advance(2 * time.Hour)
	wantPage("the scheduled row published", all[10], all[30], all[40])
}
