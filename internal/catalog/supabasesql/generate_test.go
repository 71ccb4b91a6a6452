package supabasesql

import (
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/catalog"
	"github.com/vitrina/vitrina/internal/platform/schema"
)

func TestIdent(t *testing.T) {
	for in, want := range map[string]string{
		"contenido": "contenido", "Empleados": `"Empleados"`, "categoria-servicios": `"categoria-servicios"`,
		"1a": `"1a"`, `a"b`: `"a""b"`, "registro_404": "registro_404",
	} {
		if got := ident(in); got != want {
			t.Errorf("ident(%q) = %s, want %s", in, got, want)
		}
	}
	if got := textArray([]string{"a", "o'b"}); got != "array['a', 'o''b']" {
		t.Errorf("textArray: %s", got)
	}
}

// TestGenerateRefuses checks the declarations the SQL cannot express faithfully.
func TestGenerateRefuses(t *testing.T) {
	text := schema.Column{Name: "nota", Type: schema.Text}
	for name, tbl := range map[string]*schema.Table{
		"views on an insert-only table": {Name: "buzon", Columns: []schema.Column{text}, InsertRoles: []string{"authenticated"},
			Views: &schema.ViewAccess{Write: []string{"contactos"}}},
		"bounds on a number": {Name: "cifras", Columns: []schema.Column{{Name: "n", Type: schema.Integer, MaxLength: 3}}},
	} {
		if _, err := Generate(schema.NewCatalog([]*schema.Table{tbl}, nil), nil); err == nil {
			t.Errorf("%s: generated", name)
		}
	}
	cards := &schema.Table{Name: "fichas", PrimaryKey: "id", Columns: []schema.Column{{Name: "id", Type: schema.UUID}, {Name: "orden", Type: schema.Integer}}}
	reorder := schema.ReorderFunction("ordenar_fichas", "fichas", "orden", "p_ids")
	if _, err := Generate(schema.NewCatalog([]*schema.Table{cards}, []*schema.Function{reorder}), nil); err == nil {
		t.Error("a reorder of a table whose key is no integer: generated")
	}
}

// TestGenerateCatalog spot-checks the SQL of the public catalog: tables skipped, policies, bounds.
func TestGenerateCatalog(t *testing.T) {
	b, err := Generate(catalog.New(), map[string]string{"audit_log": "platform only"})
	if err != nil {
		t.Fatal(err)
	}
	sql := string(b)
	for _, want := range []string{
		"security definer",
		`create policy "vistas: escritura" on public.redirecciones for all to authenticated`,
		`create policy "vistas: lectura" on public.revisiones for select to authenticated`,
		"char_length(mensaje) <= 5000",
		`create policy "vitrina: subida" on storage.objects for insert to authenticated`,
		"create or replace function public.ordenar_preguntas(p_ids jsonb) returns void",
		"update public.preguntas set orden = v_position where id = v_key::integer;",
	} {
		if !strings.Contains(sql, want) {
			t.Errorf("generated SQL lacks %q", want)
		}
	}
	if strings.Contains(sql, "audit_log") {
		t.Error("generated SQL names a platform-only table")
	}
	if strings.Contains(sql, `"vistas: escritura" on public.revisiones`) {
		t.Error("a write policy on revisiones, which authenticated may only read")
	}
}
