package supabase_test

import (
	"testing"
)

// TestSupabaseVisibleFrom: the trigger keeps visible_desde in step with the anon policy's rule on
// every insert and update (the embedded platform filters on visible_desde <= now < despublicar_en).
func TestSupabaseVisibleFrom(t *testing.T) {
	db := migratedSupabase(t)
	if err := as(t, db, "service_role", true, exec(`
		INSERT INTO "categoria-servicios" (id, name, slug) VALUES (100, 'Raíz', 'raiz');
		INSERT INTO contenido (titulo, categoria) VALUES ('sin estado', 100);
		INSERT INTO contenido (titulo, categoria, estado, visible_desde) VALUES ('borrador', 100, 'borrador', now() - interval '1 day'),
			('archivado', 100, 'archivado', NULL);
		INSERT INTO contenido (titulo, categoria, estado, publicar_en) VALUES
			('programado pasado', 100, 'programado', now() - interval '1 hour'),
			('programado futuro', 100, 'programado', now() + interval '2 hours'),
			('programado sin fecha', 100, 'programado', NULL),
			('publicado futuro', 100, 'publicado', now() + interval '3 hours');
		INSERT INTO contenido (titulo, categoria, estado, despublicar_en) VALUES
			('retirado', 100, 'publicado', now() - interval '1 minute'),
			('se retira', 100, 'publicado', now() + interval '1 hour');
		INSERT INTO contenido (titulo, categoria) VALUES ('a la papelera', 100), ('publicado luego', 100);
		UPDATE contenido SET eliminado_en = now() WHERE titulo = 'a la papelera';
		UPDATE contenido SET estado = 'publicado' WHERE titulo = 'archivado';
		UPDATE contenido SET estado = 'borrador' WHERE titulo = 'publicado luego'`)); err != nil {
		t.Fatal(err)
	}
	rows, err := db.Query(`SELECT titulo,
		(estado = 'publicado' OR estado = 'programado' AND publicar_en IS NOT NULL)
			AND (publicar_en IS NULL OR publicar_en <= now()) AND (despublicar_en IS NULL OR despublicar_en > now())
			AND eliminado_en IS NULL,
		coalesce(visible_desde <= now() AND (despublicar_en IS NULL OR despublicar_en > now()), false)
		FROM contenido ORDER BY titulo`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	n := 0
	for rows.Next() {
		var titulo string
		var policy, visible bool
		if err := rows.Scan(&titulo, &policy, &visible); err != nil {
			t.Fatal(err)
		}
		n++
		if policy != visible {
			t.Errorf("%s: the policy's rule says %v, visible_desde says %v", titulo, policy, visible)
		}
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	if n != 11 {
		t.Errorf("%d rows, want 11", n)
	}

}
