package architecture_test

import (
	"bufio"
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

const module = "github.com/vitrina/vitrina/"

// layer is what a package is, by its folder.
func layer(pkg string) string {
	p := strings.TrimPrefix(pkg, module)
	switch {
	case p == "internal/cms/cmstest", p == "internal/platform/platformtest", p == "internal/browsertest":
		return "test support"
	case p == "internal/platform", strings.HasPrefix(p, "internal/platform/"):
		return "platform"
	case p == "internal/catalog":
		return "catalog"
	case p == "internal/database", strings.HasPrefix(p, "internal/database/"):
		return "database"
	case strings.HasPrefix(p, "internal/cms/modules/"):
		return "module"
	case p == "internal/cms/modules":
		return "module registry"
	case p == "internal/cms", p == "internal/cms/shell", p == "internal/cms/lifecycle", p == "internal/cms/translation":
		return "cms kernel"
	case p == "internal/site":
		return "site"
	case p == "internal/records":
		return "records"
	case p == "internal/platformclient":
		return "platformclient"
	case p == "internal/cmsstore":
		return "cms state store"
	case strings.HasPrefix(p, "internal/server"), strings.HasPrefix(p, "cmd/"):
		return "assembly"
	}
	return "other"
}

// rule is one import rule: the importing package's layer, and whether an import breaks it.
type rule struct {
	name   string
	from   []string
	breaks func(from, to string) bool
}

func inLayer(pkg string, layers ...string) bool {
	l := layer(pkg)
	for _, want := range layers {
		if l == want {
			return true
		}
	}
	return false
}

// recordsLeaves are the small packages of no layer that internal/records may build on, besides
// platformclient.
var recordsLeaves = []string{"internal/slug", "internal/pageblocks", "internal/redirects", "internal/searchtext"}

// rules are the import rules of docs/architecture.md ("Rules the tests enforce").
var rules = []rule{
	{
		name: "the CMS, its modules and the site reach data only through platformclient and the CMS kernel",
		from: []string{"cms kernel", "module", "module registry", "site"},
		breaks: func(_, to string) bool {
			return inLayer(to, "platform", "catalog", "database", "cms state store", "assembly", "test support")
		},
	},
	{
		name: "the platform never imports the CMS, its catalog of tables, its modules or the site",
		from: []string{"platform"},
		breaks: func(_, to string) bool {
			return inLayer(to, "catalog", "cms kernel", "module", "module registry", "site", "records", "platformclient", "cms state store", "assembly")
		},
	},
	{
		name:   "no module imports the site: previews reach it through the kernel (shell.SitePreview)",
		from:   []string{"module", "module registry"},
		breaks: func(_, to string) bool { return layer(to) == "site" },
	},
	{
		name: "records import only platformclient and small leaf packages (never the site, the CMS, the platform or the database)",
		from: []string{"records"},
		breaks: func(_, to string) bool {
			return strings.HasPrefix(to, module) && layer(to) != "platformclient" && !slices.Contains(recordsLeaves, strings.TrimPrefix(to, module))
		},
	},
	{
		name: "the database layer imports no HTTP package",
		from: []string{"database"},
		breaks: func(_, to string) bool {
			return to == "net/http" || strings.HasPrefix(to, "net/http/") ||
				inLayer(to, "platform", "cms kernel", "module", "module registry", "site", "records", "platformclient", "cms state store", "assembly")
		},
	},
	{
		name: "the catalog declares tables for the platform's schema package and serves nothing itself",
		from: []string{"catalog"},
		breaks: func(_, to string) bool {
			return to == "net/http" || strings.HasPrefix(to, "net/http/") || layer(to) == "platform" && to != module+"internal/platform/schema" ||
				inLayer(to, "cms kernel", "module", "module registry", "site", "records", "platformclient", "cms state store", "assembly", "test support")
		},
	},
	{
		name:   "no module imports another module",
		from:   []string{"module"},
		breaks: func(from, to string) bool { return layer(to) == "module" && to != from },
	},
	{
		name:   "only the server and the CLI wire in the CMS's state store",
		from:   []string{"cms kernel", "module", "module registry", "site", "records", "platform", "database", "platformclient", "other"},
		breaks: func(_, to string) bool { return layer(to) == "cms state store" },
	},
}

// violations lists every import that breaks a rule; imports maps a package to its (non-test)
// imports.
func violations(imports map[string][]string) []string {
	var out []string
	for from, tos := range imports {
		for _, r := range rules {
			if !inLayer(from, r.from...) {
				continue
			}
			for _, to := range tos {
				if r.breaks(from, to) {
					out = append(out, fmt.Sprintf("%s imports %s: %s", strings.TrimPrefix(from, module), strings.TrimPrefix(to, module), r.name))
				}
			}
		}
	}
	return out
}

// TestImportRules reads the module's packages with `go list` and fails on any import that breaks a
// rule. Test files are not held to the rules (they may assemble whole servers).
func TestImportRules(t *testing.T) {
	cmd := exec.Command("go", "list", "-f", `{{.ImportPath}}{{range .Imports}} {{.}}{{end}}`, module+"...")
	watchSources(t)
	cmd.Dir = "../.."
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, stderr.String())
	}
	imports := map[string][]string{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) > 0 {
			imports[f[0]] = f[1:]
		}
	}
	if len(imports) < 20 {
		t.Fatalf("go list found only %d packages", len(imports))
	}
	for _, want := range []string{"internal/cms", "internal/cms/shell", "internal/site", "internal/records", "internal/platform/rest", "internal/database"} {
		if _, ok := imports[module+want]; !ok {
			t.Fatalf("go list did not list %s", want)
		}
	}
	for _, v := range violations(imports) {
		t.Error(v)
	}
}

// watchSources looks at every Go file under the module's folders, so that `go test` reruns the
// rules when one changes: it caches a result by the files the test itself reads, and go list's
// reads are not among them.
func watchSources(t *testing.T) {
	t.Helper()
	for _, root := range []string{"../../internal", "../../cmd"} {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
				return err
			}
			_, err = os.Stat(path)
			return err
		})
		if err != nil {
			t.Fatalf("walk %s: %v", root, err)
		}
	}
}

// TestImportRulesCatchViolations feeds the rules an import graph with one violation of each.
func TestImportRulesCatchViolations(t *testing.T) {
	m := func(p string) string { return module + p }
	graph := map[string][]string{
		m("internal/cms/modules/clientes"):      {m("internal/platformclient"), m("internal/cms"), m("internal/cms/shell"), m("internal/cms/modules/contenido")},
		m("internal/site"):                      {m("internal/platform/schema")},
		m("internal/cms/shell"):                 {m("internal/database")},
		m("internal/platform/rest"):             {m("internal/cms")},
		m("internal/database"):                  {"net/http"},
		m("internal/cms"):                       {m("internal/cmsstore")},
		m("internal/server"):                    {m("internal/cmsstore"), m("internal/database"), m("internal/platform")},
		m("internal/cms/modules/testimoniales"): {m("internal/cms"), m("internal/cms/shell"), m("internal/platformclient")},
		m("internal/platform/storage"):          {m("internal/catalog")},
		m("internal/catalog"):                   {m("internal/platform/schema"), m("internal/platform/rest")},
		m("internal/cms/modules/pages"):         {m("internal/cms/shell"), m("internal/records"), m("internal/site")},
		m("internal/cms/modules"):               {m("internal/cms/modules/pages"), m("internal/site")},
		m("internal/records"):                   {"context", m("internal/platformclient"), m("internal/pageblocks"), m("internal/site"), m("internal/cms"), m("internal/platform/schema")},
	}
	got := violations(graph)
	want := []string{
		"internal/cms/modules/clientes imports internal/cms/modules/contenido",
		"internal/site imports internal/platform/schema",
		"internal/cms/shell imports internal/database",
		"internal/platform/rest imports internal/cms",
		"internal/database imports net/http",
		"internal/cms imports internal/cmsstore",
		"internal/platform/storage imports internal/catalog",
		"internal/catalog imports internal/platform/rest",
		"internal/cms/modules/pages imports internal/site",
		"internal/cms/modules imports internal/site",
		"internal/records imports internal/site",
		"internal/records imports internal/cms",
		"internal/records imports internal/platform/schema",
	}
	for _, w := range want {
		found := false
		for _, g := range got {
			found = found || strings.HasPrefix(g, w+":")
		}
		if !found {
			t.Errorf("no violation reported for %q; got %q", w, got)
		}
	}
	for _, g := range got {
		if strings.HasPrefix(g, "internal/server") || strings.HasPrefix(g, "internal/cms/modules/testimoniales") ||
			strings.HasPrefix(g, "internal/catalog imports internal/platform/schema") ||
			strings.HasPrefix(g, "internal/cms/modules/pages imports internal/records") || strings.HasPrefix(g, "internal/cms/modules imports internal/cms/modules/pages") ||
			strings.HasPrefix(g, "internal/records imports context") || strings.HasPrefix(g, "internal/records imports internal/platformclient") ||
			strings.HasPrefix(g, "internal/records imports internal/pageblocks") {
			t.Errorf("allowed import reported: %s", g)
		}
	}
}
