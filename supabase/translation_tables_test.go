package supabase_test

import (
	"database/sql"
	"fmt"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/catalog"
	"github.com/vitrina/vitrina/internal/platform/schema"
)

// supabaseItems are, for each translatable table, the columns and values of two items (ids 1 and
// 2) the service role inserts; the second is a draft when the table has a lifecycle. The one-row
// settings have one item.
var supabaseItems = map[string][]string{
	"blog_entradas":       {`titulo, slug`, `'Uno', 'uno'`, `'Dos', 'dos'`},
	"contenido":           {`titulo, categoria`, `'Uno', 1`, `'Dos', 1`},
	"paginas":             {`titulo, slug`, `'Uno', 'uno'`, `'Dos', 'dos'`},
	"proyectos":           {`titulo, slug`, `'Uno', 'uno'`, `'Dos', 'dos'`},
	"vacantes":            {`titulo, slug, modalidad, tipo`, `'Uno', 'uno', 'remoto', 'completa'`, `'Dos', 'dos', 'remoto', 'completa'`},
	"preguntas":           {`pregunta`, `'¿Uno?'`, `'¿Dos?'`},
	"categoria-servicios": {`name, slug`, `'Uno', 'uno'`, `'Dos', 'dos'`},
	"testimoniales":       {`categoria, testimonio, empresa`, `1, 'Uno', 'Acme'`, `1, 'Dos', 'Acme'`},
	"departamentos":       {`nombre`, `'Uno'`, `'Dos'`},
	"menus":               {`ubicacion, etiqueta, tipo, destino`, `'cabecera', 'Uno', 'externo', 'https://uno.test'`, `'pie', 'Dos', 'sitio', '/dos'`},
	"ajustes_sitio":       {`nombre_sitio`, `'Sitio'`},
	"ajustes_seo":         {`descripcion`, `'Sitio'`},
	"medios":              {`bucket, ruta, nombre`, `'contenido', 'uno.png', 'uno.png'`, `'contenido', 'dos.png', 'dos.png'`},
	"proyecto_imagenes":   {`proyecto, ruta`, `1, 'uno.png'`, `1, 'dos.png'`},
}

// quoteIdent quotes a catalog table name for the SQL of a test.
func quoteIdent(name string) string { return `public."` + name + `"` }

// TestSupabaseTranslationTables holds the Supabase SQL of every translation table to the rules the
// embedded platform enforces: anon reads only the translations published now, of items published
// now when the item has a lifecycle; a signed-in user with the item's view reads them all; a slug is
// unique within its language only; a save raises the version and records a revision.
func TestSupabaseTranslationTables(t *testing.T) {
	db := migratedSupabase(t)
	c := catalog.New()
	seed := []string{
		`INSERT INTO idiomas (codigo, nombre) VALUES ('en', 'English'), ('pt-BR', 'Português')`,
		`INSERT INTO "categoria-servicios" (id, name, slug) VALUES (1, 'Base', 'base') ON CONFLICT DO NOTHING`,
		`INSERT INTO proyectos (id, titulo, slug) VALUES (1, 'Uno', 'uno')`,
	}
	var tables []*schema.Table
	for _, tbl := range c.Tables() {
		if tbl.TranslationOf == "" {
			continue
		}
		tables = append(tables, tbl)
		source := c.Table(tbl.TranslationOf)
		spec, ok := supabaseItems[source.Name]
		if !ok {
			t.Fatalf("no items to translate for %s: add them to supabaseItems", source.Name)
		}
		for i, values := range spec[1:] {
			cols, vals := "id, "+spec[0], fmt.Sprintf("%d, %s", i+1, values)
			if i == 1 && source.Lifecycle {
				cols, vals = cols+", estado", vals+", 'borrador'"
			}
			seed = append(seed, fmt.Sprintf(`INSERT INTO %s (%s) VALUES (%s) ON CONFLICT (id) DO NOTHING`, quoteIdent(source.Name), cols, vals))
		}
		translate := func(origen int, idioma, slug, estado string) string {
			cols, vals := []string{"origen", "idioma", "estado"}, []string{fmt.Sprint(origen), "'" + idioma + "'", "'" + estado + "'"}
			for _, col := range tbl.Columns {
				if col.NotNull && !col.HasDefault && col.Type == schema.Text && col.Name != schema.ColumnLanguage {
					value := col.Name + " " + idioma
					if col.Name == schema.ColumnTranslatedSlug {
						value = slug
					}
					cols, vals = append(cols, col.Name), append(vals, "'"+value+"'")
				}
			}
			return fmt.Sprintf(`INSERT INTO %s (%s) VALUES (%s)`, quoteIdent(tbl.Name), strings.Join(cols, ", "), strings.Join(vals, ", "))
		}
		seed = append(seed, translate(1, "en", "comun", "publicado"), translate(1, "pt-BR", "otra", "borrador"))
		if len(spec) > 2 {
			seed = append(seed, translate(2, "en", "segunda", "publicado"), translate(2, "pt-BR", "comun", "publicado"))
		}
	}
	for _, q := range seed {
		if err := as(t, db, "service_role", true, exec(q)); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	count := func(role, table string) int {
		var n int
		if err := as(t, db, role, false, func(tx *sql.Tx) error {
			return tx.QueryRow(`SELECT count(*) FROM ` + quoteIdent(table)).Scan(&n)
		}); err != nil {
			t.Fatalf("%s counts %s: %v", role, table, err)
		}
		return n
	}
	for _, tbl := range tables {
		source := c.Table(tbl.TranslationOf)
		items := len(supabaseItems[source.Name]) - 1
		want := 1
		if items == 2 && !source.Lifecycle {
			want = 3
		}
		if got := count("anon", tbl.Name); got != want {
			t.Errorf("%s: anon reads %d, want %d", tbl.Name, got, want)
		}
		if got := count("authenticated", tbl.Name); got != 2*items {
			t.Errorf("%s: a signed-in user reads %d, want %d", tbl.Name, got, 2*items)
		}
		if tbl.Column(schema.ColumnTranslatedSlug) != nil {
			dup := fmt.Sprintf(`UPDATE %s SET slug = 'comun' WHERE origen = 2 AND idioma = 'en'`, quoteIdent(tbl.Name))
			if err := as(t, db, "service_role", false, exec(dup)); err == nil {
				t.Errorf("%s: two items share a slug in one language", tbl.Name)
			}
		}
		var version, revisions int
		if err := as(t, db, "service_role", true, func(tx *sql.Tx) error {
			if _, err := tx.Exec(fmt.Sprintf(`UPDATE %s SET estado = 'publicado' WHERE origen = 1 AND idioma = 'pt-BR'`, quoteIdent(tbl.Name))); err != nil {
				return err
			}
			return tx.QueryRow(fmt.Sprintf(`SELECT version, (SELECT count(*) FROM revisiones WHERE tabla = $1 AND registro = t.id::text)
				FROM %s t WHERE origen = 1 AND idioma = 'pt-BR'`, quoteIdent(tbl.Name)), tbl.Name).Scan(&version, &revisions)
		}); err != nil {
			t.Fatalf("%s: %v", tbl.Name, err)
		}
		if version != 2 || revisions != 2 {
			t.Errorf("%s after one edit: version %d, %d revisions; want 2 and 2", tbl.Name, version, revisions)
		}
	}
}

// TestSupabaseTranslatedSlugRedirects: the trigger redireccion_por_slug_traducida redirects the old
// address of a translation the public sees when its slug changes, under the language's prefix, as
// the embedded platform does (internal/catalog/seo_translated_slugs.go).
func TestSupabaseTranslatedSlugRedirects(t *testing.T) {
	db := migratedSupabase(t)
	if err := as(t, db, "service_role", true, exec(`
		INSERT INTO idiomas (codigo, nombre) VALUES ('en', 'English');
		INSERT INTO blog_entradas (id, titulo, slug) VALUES (1, 'Hola', 'hola');
		INSERT INTO blog_entradas (id, titulo, slug, estado) VALUES (2, 'Borrador', 'borrador', 'borrador');
		INSERT INTO proyectos (id, titulo, slug) VALUES (1, 'Obra', 'obra');
		INSERT INTO paginas (id, titulo, slug) VALUES (1, 'Nosotros', 'nosotros');
		INSERT INTO paginas (id, titulo, slug, padre) VALUES (2, 'Equipo humano', 'equipo-humano', 1);
		INSERT INTO blog_entradas_traducciones (origen, idioma, titulo, slug) VALUES (1, 'en', 'Hello', 'hello'), (2, 'en', 'Draft', 'draft');
		INSERT INTO proyectos_traducciones (origen, idioma, titulo, slug, estado) VALUES (1, 'en', 'Work', 'work', 'borrador');
		INSERT INTO paginas_traducciones (origen, idioma, titulo, slug) VALUES (1, 'en', 'About', 'about'), (2, 'en', 'Team', 'team');
		UPDATE blog_entradas_traducciones SET slug = 'hi' WHERE origen = 1;
		UPDATE blog_entradas_traducciones SET slug = 'drafted' WHERE origen = 2;
		UPDATE proyectos_traducciones SET slug = 'case' WHERE origen = 1;
		UPDATE paginas_traducciones SET slug = 'crew' WHERE origen = 2;
		UPDATE paginas_traducciones SET slug = 'company' WHERE origen = 1`)); err != nil {
		t.Fatal(err)
	}
	rows, err := db.Query(`SELECT origen || ' ' || destino || ' ' || tipo FROM redirecciones ORDER BY origen`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var got []string
	for rows.Next() {
		var s string
		if err := rows.Scan(&s); err != nil {
			t.Fatal(err)
		}
		got = append(got, s)
	}
	want := []string{"/en/about /en/company 301", "/en/about/crew /en/company/crew 301", "/en/about/team /en/company/crew 301", "/en/blog/hello /en/blog/hi 301"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("redirects:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
