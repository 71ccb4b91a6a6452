package supabase_test

import (
	"database/sql"
	"testing"
)

// TestSupabasePeople checks the Supabase SQL of issue 16: anon inserts a contact message and reads
// nothing back (nor a message that is not new); update_department renames a department on its
// employees in one transaction, and only the service role may call it.
func TestSupabasePeople(t *testing.T) {
	db := migratedSupabase(t)

	insert := `INSERT INTO mensajes_contacto (nombre, email, asunto, mensaje, consentimiento) VALUES ('Ana', 'ana@ejemplo.com', 'Hola', 'Texto', true)`
	if err := as(t, db, "anon", true, exec(insert)); err != nil {
		t.Fatalf("anon insert: %v", err)
	}
	if err := as(t, db, "anon", false, exec(insert+` RETURNING id`)); err == nil {
		t.Error("anon read its message back (RETURNING)")
	}
	if err := as(t, db, "anon", false, exec(`INSERT INTO mensajes_contacto (nombre, email, asunto, mensaje, consentimiento, estado)
		VALUES ('Ana', 'ana@ejemplo.com', 'Hola', 'Texto', true, 'respondido')`)); err == nil {
		t.Error("anon inserted a message that is not new")
	}
	for _, role := range []string{"anon", "authenticated"} {
		var n int
		err := as(t, db, role, false, func(tx *sql.Tx) error {
			return tx.QueryRow(`SELECT count(*) FROM mensajes_contacto`).Scan(&n)
		})
		if err == nil {
			t.Errorf("%s read mensajes_contacto (%d rows)", role, n)
		}
	}

	if err := as(t, db, "service_role", true, exec(`
		INSERT INTO "Empleados" (id, nombre, departamento) VALUES
			('00000000-0000-4000-8000-0000000000a1', 'Marta', 'Ventas'),
			('00000000-0000-4000-8000-0000000000a2', 'Ana', 'ventas '),
			('00000000-0000-4000-8000-0000000000a3', 'Luis', 'Soporte');
		INSERT INTO departamentos (id, nombre) VALUES (1, 'Ventas'), (2, 'Soporte')`)); err != nil {
		t.Fatal(err)
	}
	if err := as(t, db, "authenticated", false, exec(`SELECT public.update_department(1, 'Comercial')`)); err == nil {
		t.Error("authenticated called update_department")
	}
	if err := as(t, db, "service_role", true, exec(`SELECT public.update_department(1, 'soporte')`)); err == nil {
		t.Error("a rename to a taken name (other case) succeeded")
	}
	var renamed int
	if err := as(t, db, "service_role", true, func(tx *sql.Tx) error {
		return tx.QueryRow(`SELECT public.update_department(1, 'Comercial', 'Equipo comercial', '00000000-0000-4000-8000-0000000000a1', 3)`).Scan(&renamed)
	}); err != nil || renamed != 2 {
		t.Fatalf("rename: %d employees, err %v", renamed, err)
	}
	got := map[string]string{}
	if err := as(t, db, "service_role", false, func(tx *sql.Tx) error {
		rows, err := tx.Query(`SELECT nombre, departamento FROM "Empleados"`)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var n, d string
			if err := rows.Scan(&n, &d); err != nil {
				return err
			}
			got[n] = d
		}
		return rows.Err()
	}); err != nil {
		t.Fatal(err)
	}
	if got["Marta"] != "Comercial" || got["Ana"] != "Comercial" || got["Luis"] != "Soporte" {
		t.Errorf("employees after the rename: %v", got)
	}
}
