package architecture_test

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/catalog"
	"github.com/vitrina/vitrina/internal/platform/schema"
)

// The typed data functions of internal/records are the only code of the modules and the site that
// names tables, columns and functions of the data platform. This test reads them as the compiler would and holds every name to
// the catalog: the table of each From, the columns each query selects, filters and orders by (embeds
// included, by their foreign key or table), and each RPC's function. A misspelt column fails here,
// not as a 400 at request time.

// queryColumns are the query methods whose first argument is a column.
var queryColumns = map[string]bool{"Eq": true, "Filter": true, "In": true, "Order": true}

// recordsFinding is one name the analysis could not find in the catalog.
type recordsFinding struct{ pos, msg string }

// checkRecords analyses the Go files of dir against c and answers what it found and how many names
// it checked.
func checkRecords(t *testing.T, dir string, c *schema.Catalog) (findings []recordsFinding, checked int) {
	t.Helper()
	fset := token.NewFileSet()
	consts := map[string]string{}
	var files []*ast.File
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".go") || strings.HasSuffix(e.Name(), "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, e.Name()), nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
		collectConsts(f, consts)
	}
	str := func(e ast.Expr) (string, bool) { return stringValue(e, consts) }
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			at := fset.Position(call.Pos()).String()
			switch {
			case sel.Sel.Name == "RPC" && len(call.Args) >= 3:
				if name, ok := str(call.Args[2]); ok {
					checked++
					if c.Function(name) == nil {
						findings = append(findings, recordsFinding{at, "no function " + name})
					}
				}
			case sel.Sel.Name == "Select" || queryColumns[sel.Sel.Name]:
				table, ok := chainTable(sel.X, str)
				if !ok || len(call.Args) == 0 {
					return true
				}
				tbl := c.Table(table)
				if tbl == nil {
					findings = append(findings, recordsFinding{at, "no table " + table})
					return true
				}
				arg, ok := str(call.Args[0])
				if !ok {
					return true
				}
				if sel.Sel.Name == "Select" {
					for _, msg := range checkSelect(c, tbl, arg) {
						findings = append(findings, recordsFinding{at, msg})
					}
				} else if col := strings.SplitN(arg, "->", 2)[0]; strings.Contains(col, ".") {
					return true // a filter on an embed (alias.column): its select list is checked
				} else if tbl.Column(col) == nil {
					findings = append(findings, recordsFinding{at, fmt.Sprintf("no column %s.%s", table, col)})
				}
				checked++
			}
			return true
		})
	}
	return findings, checked
}

// chainTable follows a query chain down to its From and answers the table it names.
func chainTable(e ast.Expr, str func(ast.Expr) (string, bool)) (string, bool) {
	for {
		call, ok := e.(*ast.CallExpr)
		if !ok {
			return "", false
		}
		sel, ok := call.Fun.(*ast.SelectorExpr)
		if !ok {
			return "", false
		}
		if sel.Sel.Name == "From" && len(call.Args) == 2 {
			return str(call.Args[0])
		}
		e = sel.X
	}
}

// checkSelect holds a select list (PostgREST's: columns, alias:column, column::cast, json paths,
// and embeds name(list) or alias:name!hint(list)) to the table.
func checkSelect(c *schema.Catalog, t *schema.Table, list string) []string {
	var out []string
	for _, item := range splitTop(list) {
		item = strings.TrimSpace(item)
		if item == "" || item == "*" {
			continue
		}
		if _, rest, ok := strings.Cut(item, ":"); ok && !strings.HasPrefix(rest, ":") {
			item = rest
		}
		if open := strings.IndexByte(item, '('); open >= 0 && strings.HasSuffix(item, ")") {
			name, _, _ := strings.Cut(item[:open], "!")
			target := embedTarget(c, t, name)
			if target == nil {
				out = append(out, fmt.Sprintf("no relation %s of %s", name, t.Name))
				continue
			}
			out = append(out, checkSelect(c, target, item[open+1:len(item)-1])...)
			continue
		}
		col, _, _ := strings.Cut(item, "::")
		col = strings.SplitN(col, "->", 2)[0]
		if t.Column(col) == nil {
			out = append(out, fmt.Sprintf("no column %s.%s", t.Name, col))
		}
	}
	return out
}

// embedTarget is the table an embed names: a table related to t, or the foreign-key column of t
// that points at one.
func embedTarget(c *schema.Catalog, t *schema.Table, name string) *schema.Table {
	for _, fk := range t.ForeignKeys {
		if fk.Column == name || fk.Target == name || fk.Name == name {
			return c.Table(fk.Target)
		}
	}
	for _, fk := range c.ReferencesTo(t.Name) {
		if fk.Table == name || fk.Name == name {
			return c.Table(fk.Table)
		}
	}
	return nil
}

// splitTop splits a select list at the commas outside parentheses.
func splitTop(s string) []string {
	var out []string
	depth, start := 0, 0
	for i, r := range s {
		switch r {
		case '(':
			depth++
		case ')':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, s[start:i])
				start = i + 1
			}
		}
	}
	return append(out, s[start:])
}

// collectConsts records the package's string constants (name = "literal", or a concatenation of
// such).
func collectConsts(f *ast.File, into map[string]string) {
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.CONST {
			continue
		}
		for _, spec := range g.Specs {
			vs := spec.(*ast.ValueSpec)
			for i, name := range vs.Names {
				if i < len(vs.Values) {
					if v, ok := stringValue(vs.Values[i], into); ok {
						into[name.Name] = v
					}
				}
			}
		}
	}
}

// stringValue evaluates a string literal, a known constant or a concatenation of them.
func stringValue(e ast.Expr, consts map[string]string) (string, bool) {
	switch x := e.(type) {
	case *ast.BasicLit:
		if x.Kind != token.STRING {
			return "", false
		}
		v := constant.MakeFromLiteral(x.Value, x.Kind, 0)
		if v.Kind() != constant.String {
			return "", false
		}
		return constant.StringVal(v), true
	case *ast.Ident:
		v, ok := consts[x.Name]
		return v, ok
	case *ast.BinaryExpr:
		if x.Op != token.ADD {
			return "", false
		}
		a, ok1 := stringValue(x.X, consts)
		b, ok2 := stringValue(x.Y, consts)
		return a + b, ok1 && ok2
	case *ast.ParenExpr:
		return stringValue(x.X, consts)
	}
	return "", false
}

// TestRecordsNameTheCatalog holds internal/records' queries to the catalog.
func TestRecordsNameTheCatalog(t *testing.T) {
	// The CMS's kernel (the shared listing and lifecycle code) also queries tables, mostly by a name
	// it is given; the names it spells itself are held to the catalog the same way.
	for _, dir := range []string{"../records", "../cms", "../cms/lifecycle", "../cms/shell"} {
		findings, checked := checkRecords(t, dir, catalog.New())
		for _, f := range findings {
			t.Errorf("%s: %s", f.pos, f.msg)
		}
		if checked == 0 {
			t.Fatalf("no query of %s was checked", dir)
		}
		t.Logf("%s: %d names checked", dir, checked)
	}
}

// TestRecordsCheckCatchesMisspellings runs the check on a scratch package with a misspelt column, a
// misspelt embed and an unknown function.
func TestRecordsCheckCatchesMisspellings(t *testing.T) {
	dir := t.TempDir()
	src := `package x

const cols = "id,titulo," + "categria"

func f() {
	c.From("contenido", cred).Select(cols).Eq("id", 1).Get(ctx, &rows)
	c.From("contenido", cred).Select("id,cat:categoria(nombre)").Order("created_at", true).Get(ctx, &rows)
	c.From("testimoniales", cred).Select("id").Eq("empresas", "x").Get(ctx, &rows)
	c.RPC(ctx, cred, "buscar_todo", nil, nil)
}
`
	if err := os.WriteFile(filepath.Join(dir, "x.go"), []byte(src), 0o600); err != nil {
		t.Fatal(err)
	}
	findings, _ := checkRecords(t, dir, catalog.New())
	var got []string
	for _, f := range findings {
		got = append(got, f.msg)
	}
	want := []string{"no column contenido.categria", "no column categoria-servicios.nombre", "no column testimoniales.empresas", "no function buscar_todo"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("findings %s, want %s", strconv.Quote(strings.Join(got, "|")), strconv.Quote(strings.Join(want, "|")))
	}
}
