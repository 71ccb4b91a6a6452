package supabase_test

import (
	"database/sql"
	"errors"
	"testing"
)

// TestSupabaseMediaFollowsStorage: the trigger on storage.objects keeps public.medios in step with
// every client's writes — a new object of a public bucket gets its row (name, folder, kind, size),
// a replacement updates it keeping the alt text, a move takes the row along, a delete removes it,
// the row always names the object's stored version —
// and objects of a private bucket never appear.
func TestSupabaseMediaFollowsStorage(t *testing.T) {
	db := migratedSupabase(t)
	type row struct {
		nombre, carpeta, tipo string
		tamano                int64
		alt, version          sql.NullString
	}
	read := func(bucket, ruta string) (row, bool) {
		t.Helper()
		var r row
		err := db.QueryRow(`SELECT nombre, carpeta, tipo, tamano, texto_alternativo, version FROM medios WHERE bucket = $1 AND ruta = $2`, bucket, ruta).
			Scan(&r.nombre, &r.carpeta, &r.tipo, &r.tamano, &r.alt, &r.version)
		if errors.Is(err, sql.ErrNoRows) {
			return r, false
		}
		if err != nil {
			t.Fatal(err)
		}
		return r, true
	}
	if err := as(t, db, "service_role", true, exec(`
		INSERT INTO storage.objects (bucket_id, name, version, metadata) VALUES
			('contenido', 'biblioteca/2026/foto.png', 'v1', '{"mimetype":"image/png","size":1234}'),
			('contenido', 'raiz.jpg', 'r1', '{"mimetype":"image/jpeg","size":10}'),
			('postulaciones', 'cv/ana.pdf', 'c1', '{"mimetype":"application/pdf","size":99}')`)); err != nil {
		t.Fatal(err)
	}
	if r, ok := read("contenido", "biblioteca/2026/foto.png"); !ok || r.nombre != "foto.png" || r.carpeta != "biblioteca/2026" || r.tipo != "image/png" || r.tamano != 1234 || r.version.String != "v1" {
		t.Fatalf("new object: %+v %v", r, ok)
	}
	if r, ok := read("contenido", "raiz.jpg"); !ok || r.carpeta != "" || r.nombre != "raiz.jpg" {
		t.Fatalf("object at the root: %+v %v", r, ok)
	}
	if _, ok := read("postulaciones", "cv/ana.pdf"); ok {
		t.Fatal("a private bucket's object is in the library")
	}
	steps := []string{
		`UPDATE medios SET texto_alternativo = 'Una foto' WHERE ruta = 'biblioteca/2026/foto.png'`,
		`UPDATE storage.objects SET version = 'v2', metadata = '{"mimetype":"image/png","size":5678}' WHERE name = 'biblioteca/2026/foto.png'`,
	}
	for _, s := range steps {
		if _, err := db.Exec(s); err != nil {
			t.Fatal(err)
		}
	}
	if r, _ := read("contenido", "biblioteca/2026/foto.png"); r.tamano != 5678 || r.alt.String != "Una foto" || r.version.String != "v2" {
		t.Fatalf("replaced: %+v", r)
	}
	if _, err := db.Exec(`UPDATE storage.objects SET name = 'movida/foto.png', version = 'v3' WHERE name = 'biblioteca/2026/foto.png'`); err != nil {
		t.Fatal(err)
	}
	if _, ok := read("contenido", "biblioteca/2026/foto.png"); ok {
		t.Fatal("the moved object's old row stays")
	}
	if r, ok := read("contenido", "movida/foto.png"); !ok || r.alt.String != "Una foto" || r.carpeta != "movida" || r.version.String != "v3" {
		t.Fatalf("moved: %+v %v", r, ok)
	}
	if _, err := db.Exec(`DELETE FROM storage.objects WHERE name = 'movida/foto.png'`); err != nil {
		t.Fatal(err)
	}
	if _, ok := read("contenido", "movida/foto.png"); ok {
		t.Fatal("a deleted object's row stays")
	}
}
