package main

import (
	"os/exec"
	"regexp"
	"runtime"
	"strings"
	"testing"

	"github.com/vitrina/vitrina/internal/processtest"
)

// `vitrina version` and `vitrina --version` print the version, the commit, the build date and the
// Go version, one per line. A test binary carries no release stamp nor VCS information: it is "dev",
// and what is not known says so.
func TestVersionPrintsTheBuild(t *testing.T) {
	for _, args := range [][]string{{"version"}, {"--version"}} {
		out, err := runCLI(t, args...)
		if err != nil {
			t.Fatalf("%v: %v", args, err)
		}
		want := regexp.MustCompile(`^vitrina dev\ncommit:     \S+.*\nbuilt:      \S+\ngo version: ` + regexp.QuoteMeta(runtime.Version()) + `\n$`)
		if !want.MatchString(out) {
			t.Errorf("%v printed %q", args, out)
		}
	}
}

// A release build stamps its version, commit and date with -ldflags -X; the binary prints them.
func TestVersionStampedByTheLinker(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	const pkg = "github.com/vitrina/vitrina/internal/version."
	bin := processtest.Build(t, t.TempDir(), processtest.LDFlags(
		"-X "+pkg+"version=1.4.0 -X "+pkg+"commit=abc1234 -X "+pkg+"date=2026-12-01T09:00:00Z"))
	out, err := exec.Command(bin, "version").Output()
	if err != nil {
		t.Fatalf("vitrina version: %v", err)
	}
	for _, want := range []string{"vitrina 1.4.0\n", "commit:     abc1234\n", "built:      2026-12-01T09:00:00Z\n", "go version: go"} {
		if !strings.Contains(string(out), want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}
