package config

import (
	"flag"
	"os"
	"reflect"
	"regexp"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the variables table of docs/operators/configuration.md")

const (
	configurationDoc = "../../docs/operators/configuration.md"
	tableBegin       = "<!-- BEGIN variables: generated from internal/config/variables.go by `go test ./internal/config -update`; do not edit -->"
	tableEnd         = "<!-- END variables -->"
)

// variablesTable is the Markdown table of Variables.
func variablesTable() string {
	var b strings.Builder
	b.WriteString("| variable | flag | default | meaning |\n|---|---|---|---|\n")
	cell := func(s string) string { return strings.ReplaceAll(s, "|", `\|`) }
	for _, v := range Variables {
		flagCell := ""
		if v.Flag != "" {
			flagCell = "`" + v.Flag + "`"
		}
		b.WriteString("| `" + v.Name + "` | " + flagCell + " | " + cell(v.Default) + " | " + cell(v.Meaning) + " |\n")
	}
	return b.String()
}

// TestConfigurationDocMatchesVariables holds the operators' table to the code; -update rewrites it.
func TestConfigurationDocMatchesVariables(t *testing.T) {
	doc, err := os.ReadFile(configurationDoc)
	if err != nil {
		t.Fatal(err)
	}
	text := string(doc)
	begin, end := strings.Index(text, tableBegin), strings.Index(text, tableEnd)
	if begin < 0 || end < begin {
		t.Fatalf("%s: want the markers %q and %q around the table", configurationDoc, tableBegin, tableEnd)
	}
	want := text[:begin] + tableBegin + "\n\n" + variablesTable() + "\n" + text[end:]
	if want == text {
		return
	}
	if *update {
		if err := os.WriteFile(configurationDoc, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Errorf("%s's table differs from internal/config/variables.go: run go test ./internal/config -update", configurationDoc)
}

// TestFromEnvReadsOnlyListedVariables catches a variable read outside the list (and so missing from
// the documentation).
func TestFromEnvReadsOnlyListedVariables(t *testing.T) {
	listed := map[string]bool{}
	for _, v := range Variables {
		if listed[v.Name] {
			t.Errorf("%s is listed twice", v.Name)
		}
		listed[v.Name] = true
		if v.Meaning == "" || v.Set == nil {
			t.Errorf("%s: want a meaning and a setter", v.Name)
		}
	}
	var unlisted []string
	_, _ = FromEnv(func(name string) (string, bool) {
		if !listed[name] {
			unlisted = append(unlisted, name)
		}
		return "", false
	})
	if len(unlisted) > 0 {
		t.Errorf("FromEnv reads %v, which Variables does not list: add an entry to internal/config/variables.go", unlisted)
	}
}

// TestDocumentedDefaultsAreTheDefaults sets each variable whose documented default is a plain value
// to that value and expects the defaults back.
func TestDocumentedDefaultsAreTheDefaults(t *testing.T) {
	plain := regexp.MustCompile("^`([^`<]+)`$")
	defaults, err := FromEnv(env(nil))
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range Variables {
		m := plain.FindStringSubmatch(v.Default)
		if m == nil || isVariableName(m[1]) {
			continue
		}
		got, err := FromEnv(env(map[string]string{v.Name: m[1]}))
		if err != nil || !reflect.DeepEqual(got, defaults) {
			t.Errorf("%s=%s (its documented default) does not give the default configuration: %v", v.Name, m[1], err)
		}
	}
}

func isVariableName(s string) bool {
	for _, v := range Variables {
		if v.Name == s {
			return true
		}
	}
	return false
}
