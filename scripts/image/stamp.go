package main

import (
	"context"
	"debug/buildinfo"
	"debug/elf"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"time"
)

// versionPkg is where the linker stamps a release build (see internal/version).
const versionPkg = "github.com/vitrina/vitrina/internal/version."

// stamp is which build the image holds; its date is every timestamp in the image.
type stamp struct {
	version, commit string
	date            time.Time
}

func (s stamp) ldflags() string {
	return fmt.Sprintf("-s -w -X %sversion=%s -X %scommit=%s -X %sdate=%s",
		versionPkg, s.version, versionPkg, s.commit, versionPkg, s.date.Format(time.RFC3339))
}

// readStamp reads the checkout: the version given, else the tag on HEAD, else "dev"; HEAD's
// commit; and SOURCE_DATE_EPOCH, else the commit's time.
func readStamp(ctx context.Context, version string) (stamp, error) {
	st := stamp{version: version, commit: "unknown", date: time.Unix(0, 0).UTC()}
	if st.version == "" {
		st.version = "dev"
		if tag, err := git(ctx, "describe", "--tags", "--exact-match", "HEAD"); err == nil {
			st.version = strings.TrimPrefix(tag, "v")
		}
	}
	if c, err := git(ctx, "rev-parse", "HEAD"); err == nil {
		st.commit = c
	}
	epoch := os.Getenv("SOURCE_DATE_EPOCH")
	if epoch == "" {
		epoch, _ = git(ctx, "log", "-1", "--format=%ct", "HEAD")
	}
	if epoch != "" {
		secs, err := strconv.ParseInt(epoch, 10, 64)
		if err != nil {
			return stamp{}, fmt.Errorf("SOURCE_DATE_EPOCH %q: want seconds since 1970", epoch)
		}
		st.date = time.Unix(secs, 0).UTC()
	}
	return st, nil
}

func git(ctx context.Context, args ...string) (string, error) {
	out, err := exec.CommandContext(ctx, "git", args...).Output()
	return strings.TrimSpace(string(out)), err
}

// stampOf reads the version, commit and date a release binary was linked with.
func stampOf(path string) (stamp, error) {
	bi, err := buildinfo.ReadFile(path)
	if err != nil {
		return stamp{}, fmt.Errorf("read build information: %w", err)
	}
	var ldflags string
	for _, s := range bi.Settings {
		if s.Key == "-ldflags" {
			ldflags = s.Value
		}
	}
	values := map[string]string{}
	fields := strings.Fields(ldflags)
	for i, f := range fields {
		if f == "-X" && i+1 < len(fields) {
			if name, value, ok := strings.Cut(strings.TrimPrefix(fields[i+1], versionPkg), "="); ok {
				values[name] = value
			}
		}
	}
	if values["version"] == "" || values["commit"] == "" || values["date"] == "" {
		return stamp{}, errors.New("not a release build: it lacks the -X version, commit and date stamp")
	}
	date, err := time.Parse(time.RFC3339, values["date"])
	if err != nil {
		return stamp{}, fmt.Errorf("stamped date %q: %w", values["date"], err)
	}
	return stamp{version: values["version"], commit: values["commit"], date: date.UTC()}, nil
}

// buildBinary builds the static linux binary for arch, stamped with st.
func buildBinary(ctx context.Context, arch string, st stamp, out string) error {
	// nodynamic: github.com/gen2brain/webp would otherwise link the binary dynamically (through
	// purego) to look for a system libwebp; a FROM-scratch image has no dynamic loader.
	cmd := exec.CommandContext(ctx, "go", "build", "-trimpath", "-tags", "nodynamic", "-ldflags", st.ldflags(), "-o", out, "./cmd/vitrina")
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOOS=linux", "GOARCH="+arch)
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("build linux/%s: %w", arch, err)
	}
	return nil
}

// checkStatic refuses a binary that needs a dynamic loader, which the image does not have.
func checkStatic(path string) error {
	f, err := elf.Open(path)
	if err != nil {
		return fmt.Errorf("not a linux binary: %w", err)
	}
	defer f.Close()
	for _, p := range f.Progs {
		if p.Type == elf.PT_INTERP {
			return errors.New("dynamically linked (build it with CGO_ENABLED=0 -tags nodynamic)")
		}
	}
	return nil
}
