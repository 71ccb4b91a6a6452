package main

import (
	"context"
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

// stampOf asks a release binary which version, commit and date it was linked with (a -trimpath
// build does not record its -ldflags, so the binary is run: it must be for this machine's
// architecture).
func stampOf(ctx context.Context, path string) (stamp, error) {
	out, err := exec.CommandContext(ctx, path, "version").Output()
	if err != nil {
		return stamp{}, fmt.Errorf("%s version: %w", path, err)
	}
	values := map[string]string{}
	for _, line := range strings.Split(string(out), "\n") {
		if v, ok := strings.CutPrefix(line, "vitrina "); ok {
			values["version"] = v
		} else if name, v, ok := strings.Cut(line, ":"); ok {
			values[name] = strings.TrimSpace(v)
		}
	}
	date, err := time.Parse(time.RFC3339, values["built"])
	if values["version"] == "" || values["version"] == "dev" || values["commit"] == "" || err != nil {
		return stamp{}, errors.New("not a release build: it lacks the -X version, commit and date stamp")
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

// checkBinary refuses a binary for another architecture, or one that needs a dynamic loader, which
// the image does not have.
func checkBinary(path, arch string) error {
	f, err := elf.Open(path)
	if err != nil {
		return fmt.Errorf("not a linux binary: %w", err)
	}
	defer f.Close()
	if want := map[string]elf.Machine{"amd64": elf.EM_X86_64, "arm64": elf.EM_AARCH64}[arch]; f.Machine != want {
		return fmt.Errorf("built for %s, not %s", f.Machine, arch)
	}
	for _, p := range f.Progs {
		if p.Type == elf.PT_INTERP {
			return errors.New("dynamically linked (build it with CGO_ENABLED=0 -tags nodynamic)")
		}
	}
	return nil
}
