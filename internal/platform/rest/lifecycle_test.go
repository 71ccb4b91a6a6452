package rest_test

import (
	"encoding/json"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/vitrina/vitrina/internal/platform/platformtest"
)

// seedLifecycle writes one content row per state and schedule, relative to the platform's clock, and
// returns the clock's time at seeding.
func seedLifecycle(t *testing.T, env *platformtest.Env) time.Time {
	t.Helper()
	now := env.Clock.Now()
	at := func(d time.Duration) string { return `"` + now.Add(d).Format(time.RFC3339) + `"` }
	res := env.Do("POST", "/rest/v1/categoria-servicios").As("service_role").JSON(`{"id":1,"name":"Servicios"}`).Send()
	if res.Code != 201 {
		t.Fatalf("seed category: %d %s", res.Code, res.Body.String())
	}
	rows := []string{
		`{"titulo":"sin estado","categoria":1}`,
		`{"titulo":"publicado","categoria":1,"estado":"publicado"}`,
		`{"titulo":"borrador","categoria":1,"estado":"borrador"}`,
		`{"titulo":"archivado","categoria":1,"estado":"archivado"}`,
		`{"titulo":"programado pasado","categoria":1,"estado":"programado","publicar_en":` + at(-time.Hour) + `}`,
		`{"titulo":"programado en 1h","categoria":1,"estado":"programado","publicar_en":` + at(time.Hour) + `}`,
		`{"titulo":"programado sin fecha","categoria":1,"estado":"programado"}`,
		`{"titulo":"borrador con fecha","categoria":1,"estado":"borrador","publicar_en":` + at(-time.Hour) + `}`,
		`{"titulo":"se retira en 2h","categoria":1,"estado":"publicado","despublicar_en":` + at(2*time.Hour) + `}`,
		`{"titulo":"retirado","categoria":1,"estado":"publicado","despublicar_en":` + at(-time.Minute) + `}`,
	}
	for _, row := range rows {
		if res := env.Do("POST", "/rest/v1/contenido").As("service_role").JSON(row).Send(); res.Code != 201 {
			t.Fatalf("seed %s: %d %s", row, res.Code, res.Body.String())
		}
	}
	return now
}

func titlesOf(t *testing.T, body string) []string {
	t.Helper()
	var out []string
	for _, r := range decodeRows(t, body) {
		out = append(out, r["titulo"].(string))
	}
	sort.Strings(out)
	return out
}

// TestLifecycleReaders: what each reader sees of each state, as the clock moves past the schedule.
func TestLifecycleReaders(t *testing.T) {
	env := platformtest.New(t)
	seedLifecycle(t, env)
	for _, p := range []struct{ table, body string }{
		{"categoria-servicios", `{"id":2,"name":"Solo borradores"}`},
		{"contenido", `{"titulo":"borrador suelto","categoria":2,"estado":"borrador"}`},
	} {
		if res := env.Do("POST", "/rest/v1/"+p.table).As("service_role").JSON(p.body).Send(); res.Code != 201 {
			t.Fatalf("seed: %d %s", res.Code, res.Body.String())
		}
	}
	all := []string{"archivado", "borrador", "borrador con fecha", "borrador suelto", "programado en 1h", "programado pasado",
		"programado sin fecha", "publicado", "retirado", "se retira en 2h", "sin estado"}
	steps := []struct {
		name    string
		advance time.Duration
		anon    []string
	}{
		{"at seeding", 0, []string{"programado pasado", "publicado", "se retira en 2h", "sin estado"}},
		{"after 1h", time.Hour, []string{"programado en 1h", "programado pasado", "publicado", "se retira en 2h", "sin estado"}},
		{"after 2h", time.Hour, []string{"programado en 1h", "programado pasado", "publicado", "sin estado"}},
	}
	for _, st := range steps {
		env.Clock.Advance(st.advance)
		t.Run(st.name, func(t *testing.T) {
			for _, reader := range []struct {
				as   string
				want []string
			}{{"anon", st.anon}, {"user", all}, {"service_role", all}} {
				as := reader.as
				if as == "user" {
					as = env.UserToken("9b2c1f6e-5a4d-4c3b-8a2f-1e0d9c8b7a65", "editor@example.com")
				}
				res := env.Do("GET", "/rest/v1/contenido?select=titulo").As(as).Header("Prefer", "count=exact").Send()
				if res.Code != 200 {
					t.Fatalf("%s: %d %s", reader.as, res.Code, res.Body.String())
				}
				if got := titlesOf(t, res.Body.String()); !slices.Equal(got, reader.want) {
					t.Errorf("%s sees %q, want %q", reader.as, got, reader.want)
				}
				if cr := res.Header().Get("Content-Range"); !strings.HasSuffix(cr, "/"+itoa(len(reader.want))) {
					t.Errorf("%s: Content-Range %q counts rows it may not see", reader.as, cr)
				}
			}
			// An embed from the category and an !inner filter apply the same rule.
			res := env.Do("GET", "/rest/v1/categoria-servicios?select=name,contenido(titulo)&id=eq.1").As("anon").Send()
			var cats []struct{ Contenido []map[string]any }
			if err := json.Unmarshal(res.Body.Bytes(), &cats); err != nil || len(cats) != 1 {
				t.Fatalf("embed: %s", res.Body.String())
			}
			if len(cats[0].Contenido) != len(st.anon) {
				t.Errorf("anon's embed shows %d items, want %d: %v", len(cats[0].Contenido), len(st.anon), cats[0].Contenido)
			}
			const inner = "/rest/v1/categoria-servicios?select=name,contenido!inner(titulo)&id=eq.2"
			if res := env.Do("GET", inner).As("anon").Send(); res.Body.String() != "[]" {
				t.Errorf("anon's !inner embed finds a category by its draft: %s", res.Body.String())
			}
			if res := env.Do("GET", inner).As("service_role").Send(); !strings.Contains(res.Body.String(), "borrador suelto") {
				t.Errorf("the service role's !inner embed misses the draft: %s", res.Body.String())
			}
		})
	}
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

// TestLifecycleWrites: a row written without estado is publicado; an unknown estado is refused with
// PostgREST's check-violation shape; a filter on a hidden row finds nothing for anon.
func TestLifecycleWrites(t *testing.T) {
	env := platformtest.New(t)
	seedLifecycle(t, env)
	runScenarios(t, env, []scenario{
		{name: "default estado", method: "POST", path: "/rest/v1/contenido?select=estado,publicar_en,despublicar_en", as: "user",
			headers: map[string]string{"Prefer": "return=representation"}, body: `{"titulo":"nuevo","categoria":1}`, wantStatus: 201,
			wantBody: `[{"estado":"publicado","publicar_en":null,"despublicar_en":null}]`},
		{name: "unknown estado", method: "POST", path: "/rest/v1/contenido", as: "user", body: `{"titulo":"x","categoria":1,"estado":"oculto"}`,
			wantStatus: 400, wantContain: []string{`"code":"23514"`, `contenido_estado_check`}, after: wantRows("contenido", "titulo=eq.x", 0)},
		{name: "anon asks for a draft by id", method: "GET", path: "/rest/v1/contenido?titulo=eq.borrador", as: "anon", wantStatus: 200, wantBody: `[]`},
		{name: "anon asks for a draft as an object", method: "GET", path: "/rest/v1/contenido?titulo=eq.borrador", as: "anon",
			headers: map[string]string{"Accept": "application/vnd.pgrst.object+json"}, wantStatus: 406},
		{name: "anon filters by state", method: "GET", path: "/rest/v1/contenido?select=titulo&estado=eq.borrador", as: "anon", wantStatus: 200, wantBody: `[]`},
	})
}

// TestNextPublicationChange: the RPC answers the earliest future publish or unpublish time, to anon
// too, without writing to the audit trail.
func TestNextPublicationChange(t *testing.T) {
	env := platformtest.New(t)
	now := seedLifecycle(t, env)
	call := func() string {
		res := env.Do("POST", "/rest/v1/rpc/next_publication_change").As("anon").JSON(`{}`).Send()
		if res.Code != 200 {
			t.Fatalf("rpc: %d %s", res.Code, res.Body.String())
		}
		return res.Body.String()
	}
	audits := countRows(t, env, "audit_log", "target=eq.next_publication_change")
	for _, step := range []struct {
		advance time.Duration
		want    string
	}{
		{0, `"` + now.Add(time.Hour).UTC().Format("2006-01-02T15:04:05-07:00") + `"`},
		{time.Hour, `"` + now.Add(2*time.Hour).UTC().Format("2006-01-02T15:04:05-07:00") + `"`},
		{time.Hour, `null`},
	} {
		env.Clock.Advance(step.advance)
		if got := call(); got != step.want {
			t.Errorf("after %v more: %s, want %s", step.advance, got, step.want)
		}
	}
	if n := countRows(t, env, "audit_log", "target=eq.next_publication_change"); n != audits {
		t.Errorf("a read-only call was audited (%d entries)", n-audits)
	}
}

// TestRevisions: every insert and update of a lifecycle row keeps a revision (all columns, the
// author) in the same transaction; other tables keep none; signed-in users read them, anon cannot,
// and nobody writes them through the API.
func TestRevisions(t *testing.T) {
	env := platformtest.New(t)
	user := env.UserToken("9b2c1f6e-5a4d-4c3b-8a2f-1e0d9c8b7a65", "editor@example.com")
	if res := env.Do("POST", "/rest/v1/categoria-servicios").As("service_role").JSON(`{"id":1,"name":"Servicios"}`).Send(); res.Code != 201 {
		t.Fatal(res.Body.String())
	}
	if res := env.Do("POST", "/rest/v1/contenido").As(user).JSON(`{"id":7,"titulo":"Uno","categoria":1}`).Send(); res.Code != 201 {
		t.Fatal(res.Body.String())
	}
	if res := env.Do("PATCH", "/rest/v1/contenido?id=eq.7").As(user).JSON(`{"titulo":"Dos","estado":"borrador"}`).Send(); res.Code != 204 {
		t.Fatal(res.Body.String())
	}
	res := env.Do("GET", "/rest/v1/revisiones?select=tabla,registro,autor,datos&order=id").As(user).Send()
	if res.Code != 200 {
		t.Fatalf("%d %s", res.Code, res.Body.String())
	}
	var revs []struct {
		Tabla, Registro, Autor string
		Datos                  map[string]any
	}
	if err := json.Unmarshal(res.Body.Bytes(), &revs); err != nil || len(revs) != 2 {
		t.Fatalf("revisions: %s", res.Body.String())
	}
	for i, want := range []struct{ titulo, estado string }{{"Uno", "publicado"}, {"Dos", "borrador"}} {
		r := revs[i]
		if r.Tabla != "contenido" || r.Registro != "7" || r.Autor != "editor@example.com" || r.Datos["titulo"] != want.titulo ||
			r.Datos["estado"] != want.estado || r.Datos["categoria"] != float64(1) || r.Datos["descripcion"] == nil {
			t.Errorf("revision %d: %+v", i, r)
		}
	}
	runScenarios(t, env, []scenario{
		{name: "anon may not read revisions", method: "GET", path: "/rest/v1/revisiones", as: "anon", wantStatus: 401, wantContain: []string{`"42501"`}},
		{name: "nobody writes revisions", method: "POST", path: "/rest/v1/revisiones", body: `{"tabla":"contenido","registro":"7","datos":{},"autor":"x"}`,
			wantStatus: 403, wantContain: []string{`"42501"`}},
		{name: "a category has no revisions", method: "PATCH", path: "/rest/v1/categoria-servicios?id=eq.1", body: `{"name":"Otra"}`, wantStatus: 204,
			after: wantRows("revisiones", "tabla=eq.categoria-servicios", 0)},
	})
}

// TestTrashAndPurge: a row in the trash is hidden from anon (and from the next publication change);
// purge_trash, for the service role only, deletes for good what was trashed before the given time,
// with its revisions, once even when called twice.
func TestTrashAndPurge(t *testing.T) {
	env := platformtest.New(t)
	now := seedLifecycle(t, env)
	user := env.UserToken("9b2c1f6e-5a4d-4c3b-8a2f-1e0d9c8b7a65", "editor@example.com")
	old, recent := now.Add(-31*24*time.Hour).Format(time.RFC3339), now.Add(-time.Hour).Format(time.RFC3339)
	for _, p := range []struct{ filter, at string }{{"titulo=eq.publicado", old}, {"titulo=eq.sin%20estado", recent}, {"titulo=eq.programado%20en%201h", recent}} {
		if res := env.Do("PATCH", "/rest/v1/contenido?"+p.filter).As(user).JSON(`{"eliminado_en":"` + p.at + `"}`).Send(); res.Code != 204 {
			t.Fatalf("trash: %d %s", res.Code, res.Body.String())
		}
	}
	res := env.Do("GET", "/rest/v1/contenido?select=titulo").As("anon").Send()
	if got, want := titlesOf(t, res.Body.String()), []string{"programado pasado", "se retira en 2h"}; !slices.Equal(got, want) {
		t.Errorf("anon sees %q with items in the trash, want %q", got, want)
	}
	next := env.Do("POST", "/rest/v1/rpc/next_publication_change").As("anon").JSON(`{}`).Send().Body.String()
	if want := `"` + now.Add(2*time.Hour).UTC().Format("2006-01-02T15:04:05-07:00") + `"`; next != want {
		t.Errorf("next change %s, want %s (the trashed schedule does not count)", next, want)
	}
	before := `{"p_antes":"` + now.Add(-30*24*time.Hour).Format(time.RFC3339) + `"}`
	ids := decodeRows(t, env.Do("GET", "/rest/v1/contenido?select=id&titulo=eq.publicado").As("service_role").Send().Body.String())
	purgedRevisions := "tabla=eq.contenido&registro=eq." + itoa(int(ids[0]["id"].(float64)))
	if countRows(t, env, "revisiones", purgedRevisions) != 2 {
		t.Fatal("the trashed item should have two revisions (insert, trash)")
	}
	runScenarios(t, env, []scenario{
		{name: "a user may not purge", method: "POST", path: "/rest/v1/rpc/purge_trash", as: "user", body: before, wantStatus: 403},
		{name: "anon may not purge", method: "POST", path: "/rest/v1/rpc/purge_trash", as: "anon", body: before, wantStatus: 401},
		{name: "purge", method: "POST", path: "/rest/v1/rpc/purge_trash", body: before, wantStatus: 200, wantBody: `1`,
			after: func(t *testing.T, env *platformtest.Env) {
				wantRows("contenido", "titulo=eq.publicado", 0)(t, env)
				wantRows("contenido", "eliminado_en=not.is.null", 2)(t, env)
				wantRows("revisiones", purgedRevisions, 0)(t, env)
			}},
		{name: "purge again", method: "POST", path: "/rest/v1/rpc/purge_trash", body: before, wantStatus: 200, wantBody: `0`},
	})
}

// TestVersion: a lifecycle row starts at version 1 and every update raises it by one, whatever the
// client sends, so an update filtered on a stale version changes nothing.
func TestVersion(t *testing.T) {
	env := platformtest.New(t)
	seedLifecycle(t, env)
	runScenarios(t, env, []scenario{
		{name: "inserted at 1", method: "GET", path: "/rest/v1/contenido?select=version&titulo=eq.publicado", wantStatus: 200, wantBody: `[{"version":1}]`},
		{name: "update raises it", method: "PATCH", path: "/rest/v1/contenido?select=version&titulo=eq.publicado&version=eq.1", as: "user",
			headers: map[string]string{"Prefer": "return=representation"}, body: `{"estado":"borrador","version":40}`, wantStatus: 200, wantBody: `[{"version":2}]`},
		{name: "a stale version matches nothing", method: "PATCH", path: "/rest/v1/contenido?select=version&titulo=eq.publicado&version=eq.1", as: "user",
			headers: map[string]string{"Prefer": "return=representation"}, body: `{"estado":"publicado"}`, wantStatus: 200, wantBody: `[]`,
			after: wantRows("contenido", "titulo=eq.publicado&estado=eq.borrador", 1)},
	})
}
