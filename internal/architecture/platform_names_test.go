package architecture_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/catalog"
	"github.com/vitrina/vitrina/internal/platform/schema"
)

// cmsTables are the tables the CMS's catalog declares beyond the platform's own (audit trail, media
// library, lifecycle tables).
func cmsTables() []string {
	own := map[string]bool{}
	for _, t := range schema.NewCatalog(nil, nil).Tables() {
		own[t.Name] = true
	}
	var out []string
	for _, t := range catalog.New().Tables() {
		if !own[t.Name] {
			out = append(out, t.Name)
		}
	}
	return out
}

// platformNamings lists the string literals of non-test Go files under root that name one of tables
// (as a whole word, as SQL or a map key would).
func platformNamings(t *testing.T, root string, tables []string) []string {
	t.Helper()
	quoted := make([]string, len(tables))
	for i, name := range tables {
		quoted[i] = regexp.QuoteMeta(name)
	}
	named := regexp.MustCompile(`(^|[^\p{L}\p{N}_-])(` + strings.Join(quoted, "|") + `)($|[^\p{L}\p{N}_-])`)
	var found []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") ||
			strings.Contains(filepath.ToSlash(path), "/platformtest/") {
			return err
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			v, err := strconv.Unquote(lit.Value)
			if err == nil {
				if m := named.FindStringSubmatch(v); m != nil {
					found = append(found, filepath.ToSlash(path)+": "+m[2])
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return found
}

// TestPlatformNamesNoCMSTable holds the data platform to knowing no CMS table by name: the CMS's
// tables reach it only through the catalog the server registers, so no string in the platform's
// code names one.
func TestPlatformNamesNoCMSTable(t *testing.T) {
	tables := cmsTables()
	if len(tables) < 20 {
		t.Fatalf("the catalog declares only %d CMS tables", len(tables))
	}
	for _, f := range platformNamings(t, "../platform", tables) {
		t.Errorf("%s names a CMS table", f)
	}
}

// TestPlatformNamesCatchesOne shows the check finds a name, in a scratch file of a temporary tree.
func TestPlatformNamesCatchesOne(t *testing.T) {
	dir := t.TempDir()
	src := "package x\n\nconst q = `SELECT id FROM \"Empleados\" WHERE activo`\n"
	if err := os.WriteFile(filepath.Join(dir, "x.go"), []byte(src), 0o600); err != nil {
		t.Fatal(err)
	}
	if got := platformNamings(t, dir, cmsTables()); len(got) != 1 || !strings.HasSuffix(got[0], ": Empleados") {
		t.Fatalf("found %q, want the Empleados of x.go", got)
	}
}
