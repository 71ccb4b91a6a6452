package database_test

import (
	"testing"

	"github.com/vitrina/vitrina/internal/database"
)

// TestTextsVersionBackfill: the translations of a table outside the lifecycle that the admin saved
// before version_textos existed (at version_origen 0) are up to date once the database is migrated
// (migration 00340): their item's version_textos and their version_origen are both 1. On SQLite, and
// on PostgreSQL when it is configured.
func TestTextsVersionBackfill(t *testing.T) {
	eachBackendAt(t, 339, func(t *testing.T, db *database.DB) {
		ctx := t.Context()
		for _, q := range []string{
			"INSERT INTO idiomas (codigo, nombre) VALUES ('en', 'English')",
			"INSERT INTO departamentos (id, nombre) VALUES (1, 'Ventas'), (2, 'Diseño')",
			"INSERT INTO departamentos_traducciones (origen, idioma, nombre, version_origen) VALUES (1, 'en', 'Sales', 0)",
			"INSERT INTO departamentos_traducciones (origen, idioma, nombre, version_origen) VALUES (2, 'en', 'Design', 3)",
		} {
			if _, err := db.Exec(ctx, q); err != nil {
				t.Fatalf("%s: %v", q, err)
			}
		}
		if _, err := db.Migrate(ctx); err != nil {
			t.Fatal(err)
		}
		for id, want := range map[int]int64{1: 1, 2: 3} {
			var texts, origin int64
			if err := db.QueryRow(ctx, `SELECT d.version_textos, t.version_origen FROM departamentos d
				JOIN departamentos_traducciones t ON t.origen = d.id WHERE d.id = ?`, id).Scan(&texts, &origin); err != nil {
				t.Fatal(err)
			}
			if texts != 1 || origin != want {
				t.Errorf("department %d: version_textos %d, its translation's version_origen %d; want 1 and %d", id, texts, origin, want)
			}
		}
	})
}
