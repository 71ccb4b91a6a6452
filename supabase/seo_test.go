package supabase_test

import (
	"database/sql"
	"fmt"
	"strings"
	"testing"
)

// TestSupabaseSEO: the SEO view's SQL holds the embedded platform's rules — a published item's slug
// change adds a 301 (a draft's does not), chains collapse, loops and malformed redirects are refused
// in Spanish, and registrar_404 (anon's only way into the log) aggregates bots and probes and
// bounds new paths.
func TestSupabaseSEO(t *testing.T) {
	db := migratedSupabase(t)
	must := func(role, q string) {
		t.Helper()
		if err := as(t, db, role, true, exec(q)); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	redirects := func() string {
		t.Helper()
		var out string
		if err := db.QueryRow(`SELECT coalesce(string_agg(origen || '→' || destino, ' ' ORDER BY origen), '') FROM redirecciones`).Scan(&out); err != nil {
			t.Fatal(err)
		}
		return out
	}
	must("authenticated", `INSERT INTO blog_entradas (titulo, slug) VALUES ('Uno', 'a'), ('Borrador', 'b1')`)
	must("authenticated", `UPDATE blog_entradas SET estado = 'borrador' WHERE slug = 'b1'`)
	must("authenticated", `UPDATE blog_entradas SET slug = 'b' WHERE slug = 'a'`)
	must("authenticated", `UPDATE blog_entradas SET slug = 'c' WHERE slug = 'b'`)
	must("authenticated", `UPDATE blog_entradas SET slug = 'b2' WHERE slug = 'b1'`)
	if got := redirects(); got != "/blog/a→/blog/c /blog/b→/blog/c" {
		t.Errorf("after a→b→c and a draft's rename: %q", got)
	}
	must("authenticated", `INSERT INTO paginas (titulo, slug) VALUES ('Padre', 'padre')`)
	must("authenticated", `INSERT INTO paginas (titulo, slug, padre) SELECT 'Hija', 'hija', id FROM paginas WHERE slug = 'padre'`)
	must("authenticated", `UPDATE paginas SET slug = 'madre' WHERE slug = 'padre'`)
	if got := redirects(); !strings.Contains(got, "/padre→/madre") || !strings.Contains(got, "/padre/hija→/madre/hija") {
		t.Errorf("after moving a page with a child: %q", got)
	}
	for _, c := range []struct{ q, message string }{
		{`INSERT INTO redirecciones (origen, destino) VALUES ('/blog/c', '/blog/a')`, "bucle"},
		{`INSERT INTO redirecciones (origen, destino) VALUES ('/x', '/x/')`, "misma dirección"},
		{`INSERT INTO redirecciones (origen, destino) VALUES ('x', '/y')`, "El origen debe ser"},
		{`INSERT INTO redirecciones (origen, destino) VALUES ('/admin/x', '/y')`, "panel"},
		{`INSERT INTO redirecciones (origen, destino) VALUES ('/y', 'javascript:alert(1)')`, "El destino debe ser"},
		{`INSERT INTO redirecciones (origen, destino) VALUES ('/blog/a/', '/z')`, "Ya existe una redirección desde /blog/a."},
	} {
		err := as(t, db, "authenticated", false, exec(c.q))
		if err == nil || !strings.Contains(err.Error(), c.message) {
			t.Errorf("%s: %v, want %q", c.q, err, c.message)
		}
	}
	must("authenticated", `INSERT INTO redirecciones (origen, destino) VALUES ('/e', '/blog/a')`)
	if got := redirects(); !strings.Contains(got, "/e→/blog/c") {
		t.Errorf("a redirect to an origin is stored to its end: %q", got)
	}
	if err := as(t, db, "anon", false, exec(`INSERT INTO redirecciones (origen, destino) VALUES ('/anon', '/b')`)); err == nil {
		t.Error("anon wrote a redirect")
	}

	log := func(path, agent string) {
		t.Helper()
		must("anon", fmt.Sprintf(`SELECT public.registrar_404('%s', 'https://ref.example/', '%s')`, path, agent))
	}
	log("/no-existe", "Mozilla/5.0")
	log("/no-existe", "Mozilla/5.0")
	log("/wp-login.php", "Mozilla/5.0")
	log("/wp-admin/", "Mozilla/5.0")
	log("/.env", "")
	log("/otra", "Googlebot/2.1")
	for i := range 40 {
		log(fmt.Sprintf("/rafaga/%d", i), "")
	}
	var got string
	if err := db.QueryRow(`SELECT string_agg(ruta || ' ' || tipo || ' ' || veces, ', ' ORDER BY ruta) FROM registro_404 WHERE ruta NOT LIKE '/rafaga/%'`).Scan(&got); err != nil {
		t.Fatal(err)
	}
	if want := "/no-existe pagina 2, [bots] bot 1, [otras rutas] otras 11, [sondeo] WordPress sondeo 2, [sondeo] archivos ocultos sondeo 1"; got != want {
		t.Errorf("log:\n got %s\nwant %s", got, want)
	}
	var n int
	if err := as(t, db, "anon", false, func(tx *sql.Tx) error {
		return tx.QueryRow(`SELECT count(*) FROM registro_404`).Scan(&n)
	}); err == nil {
		t.Errorf("anon read the log (%d rows)", n)
	}
	must("anon", `SELECT public.registrar_visita('/e')`)
	if err := db.QueryRow(`SELECT visitas FROM redirecciones WHERE origen = '/e'`).Scan(&n); err != nil || n != 1 {
		t.Errorf("visits of /e: %d %v", n, err)
	}
}
