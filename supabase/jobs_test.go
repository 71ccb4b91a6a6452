package supabase_test

import (
	"database/sql"
	"testing"
)

// TestSupabaseJobs checks the Supabase SQL of job openings and applications: anon reads published
// openings only; anon inserts an application to an open, published opening and reads nothing back;
// it may add a CV to the private bucket postulaciones and read, list or delete none.
func TestSupabaseJobs(t *testing.T) {
	db := migratedSupabase(t)
	if err := as(t, db, "service_role", true, exec(`
		INSERT INTO vacantes (id, titulo, slug, modalidad, tipo) VALUES (1, 'Abierta', 'abierta', 'remoto', 'Temporal');
		INSERT INTO vacantes (id, titulo, slug, modalidad, tipo, cerrada) VALUES (2, 'Cerrada', 'cerrada', 'remoto', 'Temporal', true);
		INSERT INTO vacantes (id, titulo, slug, modalidad, tipo, fecha_cierre) VALUES (3, 'Pasada', 'pasada', 'remoto', 'Temporal', now() - interval '1 day');
		INSERT INTO vacantes (id, titulo, slug, modalidad, tipo, estado) VALUES (4, 'Borrador', 'borrador', 'remoto', 'Temporal', 'borrador')`)); err != nil {
		t.Fatal(err)
	}
	var visible int
	if err := as(t, db, "anon", false, func(tx *sql.Tx) error {
		return tx.QueryRow(`SELECT count(*) FROM vacantes`).Scan(&visible)
	}); err != nil || visible != 3 {
		t.Errorf("anon sees %d openings (%v), want 3 (not the draft)", visible, err)
	}
	apply := func(vacante int) string {
		return `INSERT INTO postulaciones (vacante, nombre, email, cv, consentimiento) VALUES (` + string(rune('0'+vacante)) + `, 'Ana', 'ana@ejemplo.com', 'x/cv.pdf', true)`
	}
	if err := as(t, db, "anon", true, exec(apply(1))); err != nil {
		t.Fatalf("anon application to an open opening: %v", err)
	}
	for _, v := range []int{2, 3, 4} {
		if err := as(t, db, "anon", false, exec(apply(v))); err == nil {
			t.Errorf("anon applied to opening %d (closed, past or draft)", v)
		}
	}
	if err := as(t, db, "anon", false, exec(apply(1)+` RETURNING id`)); err == nil {
		t.Error("anon read its application back (RETURNING)")
	}
	if err := as(t, db, "anon", false, exec(`INSERT INTO postulaciones (vacante, nombre, email, cv, consentimiento, estado)
		VALUES (1, 'Ana', 'ana@ejemplo.com', 'x.pdf', true, 'contratada')`)); err == nil {
		t.Error("anon inserted an application that is not new")
	}
	for _, role := range []string{"anon", "authenticated"} {
		if err := as(t, db, role, false, exec(`SELECT count(*) FROM postulaciones`)); err == nil {
			t.Errorf("%s read postulaciones", role)
		}
	}
	if err := as(t, db, "anon", true, exec(`INSERT INTO storage.objects (bucket_id, name) VALUES ('postulaciones', '1/cv.pdf')`)); err != nil {
		t.Fatalf("anon CV upload: %v", err)
	}
	for _, role := range []string{"anon", "authenticated"} {
		var n int
		if err := as(t, db, role, false, func(tx *sql.Tx) error {
			return tx.QueryRow(`SELECT count(*) FROM storage.objects WHERE bucket_id = 'postulaciones'`).Scan(&n)
		}); err == nil && n != 0 {
			t.Errorf("%s sees %d CVs", role, n)
		}
		var deleted int64
		if err := as(t, db, role, false, func(tx *sql.Tx) error {
			res, err := tx.Exec(`DELETE FROM storage.objects WHERE bucket_id = 'postulaciones'`)
			if err == nil {
				deleted, _ = res.RowsAffected()
			}
			return err
		}); err == nil && deleted != 0 {
			t.Errorf("%s deleted %d CVs", role, deleted)
		}
	}
	var public bool
	if err := as(t, db, "service_role", false, func(tx *sql.Tx) error {
		return tx.QueryRow(`SELECT public FROM storage.buckets WHERE id = 'postulaciones'`).Scan(&public)
	}); err != nil || public {
		t.Errorf("bucket postulaciones public=%v (%v), want private", public, err)
	}
}
