package database_test

import (
	"testing"

	"github.com/vitrina/vitrina/internal/database"
)

// TestMediaLibraryBackfill: files stored before the media library existed (migration 00220) join
// it when the database is migrated — those of public buckets only, with their name, folder, kind,
// size and (migration 00260) stored version. On SQLite, and on PostgreSQL when it is configured.
func TestMediaLibraryBackfill(t *testing.T) {
	eachBackendAt(t, 219, func(t *testing.T, db *database.DB) {
		ctx := t.Context()
		steps := []struct {
			query string
			args  []any
		}{
			{"INSERT INTO storage_buckets (id, name, public) VALUES (?, ?, ?)", []any{"privado", "privado", false}},
			{"INSERT INTO storage_objects (id, bucket_id, name, version, metadata) VALUES (?, ?, ?, ?, ?)",
				[]any{"0b8f5b9e-0000-4000-8000-000000000001", "contenido", "biblioteca/2026/foto.png", "v1", `{"mimetype":"image/png","size":1234}`}},
			{"INSERT INTO storage_objects (id, bucket_id, name, version, metadata) VALUES (?, ?, ?, ?, ?)",
				[]any{"0b8f5b9e-0000-4000-8000-000000000002", "privado", "informe.pdf", "p1", `{"mimetype":"application/pdf","size":99}`}},
		}
		for _, s := range steps {
			if _, err := db.Exec(ctx, s.query, s.args...); err != nil {
				t.Fatalf("%s: %v", s.query, err)
			}
		}
		if _, err := db.Migrate(ctx); err != nil {
			t.Fatal(err)
		}
		var nombre, carpeta, tipo, version string
		var tamano int64
		if err := db.QueryRow(ctx, "SELECT nombre, carpeta, tipo, tamano, version FROM medios WHERE bucket = ? AND ruta = ?",
			"contenido", "biblioteca/2026/foto.png").Scan(&nombre, &carpeta, &tipo, &tamano, &version); err != nil {
			t.Fatalf("the public file is not in the library: %v", err)
		}
		if nombre != "foto.png" || carpeta != "biblioteca/2026" || tipo != "image/png" || tamano != 1234 || version != "v1" {
			t.Errorf("library row: %q %q %q %d %q", nombre, carpeta, tipo, tamano, version)
		}
		var private int
		if err := db.QueryRow(ctx, "SELECT count(*) FROM medios WHERE bucket = ?", "privado").Scan(&private); err != nil || private != 0 {
			t.Errorf("files of a private bucket in the library: %d %v", private, err)
		}
	})
}
