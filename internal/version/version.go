// Package version says which Vitrina is running: its version, the commit it was built from, when,
// and with which Go. By default it reads what the Go toolchain records in every binary (the main
// module's version and, when built from a checkout, the commit); a release build sets the values
// instead:
//
//	go build -ldflags "-X github.com/vitrina/vitrina/internal/version.version=1.4.0
//	  -X github.com/vitrina/vitrina/internal/version.commit=$(git rev-parse HEAD)
//	  -X github.com/vitrina/vitrina/internal/version.date=$(date -u +%Y-%m-%dT%H:%M:%SZ)" ./cmd/vitrina
package version

import (
	"runtime"
	"runtime/debug"
)

// Set by the linker (-ldflags "-X …") for release builds; empty otherwise. They are strings because
// -X can set only strings, and they are the package's only variables.
var (
	version string
	commit  string
	date    string
)

// Unknown is what a field reads when neither the linker nor the toolchain recorded it (a build with
// -buildvcs=false, as CI makes, has no commit nor date).
const Unknown = "unknown"

// Dev is the version of a build that is not a release: no -X version and no module version
// (a binary built from a checkout records "(devel)").
const Dev = "dev"

// Info describes the running binary. It holds nothing secret: it is shown on /healthz.
type Info struct {
	Version   string `json:"version"`
	Commit    string `json:"commit"`
	BuildDate string `json:"build_date"`
	GoVersion string `json:"go_version"`
	// Modified is true when the binary was built from a checkout with uncommitted changes.
	Modified bool `json:"modified,omitempty"`
}

// Current describes the running binary.
func Current() Info {
	bi, _ := debug.ReadBuildInfo() // nil when the binary has no build information
	return describe(bi, stamp{version: version, commit: commit, date: date})
}

// stamp is what the linker set.
type stamp struct{ version, commit, date string }

// describe merges the linker's stamp over the toolchain's build information (nil when the binary
// has none).
func describe(bi *debug.BuildInfo, s stamp) Info {
	info := Info{Version: Dev, Commit: Unknown, BuildDate: Unknown, GoVersion: runtime.Version()}
	if bi != nil {
		if v := bi.Main.Version; v != "" && v != "(devel)" {
			info.Version = v
		}
		if bi.GoVersion != "" {
			info.GoVersion = bi.GoVersion
		}
		for _, setting := range bi.Settings {
			switch setting.Key {
			case "vcs.revision":
				info.Commit = setting.Value
			case "vcs.time":
				info.BuildDate = setting.Value
			case "vcs.modified":
				info.Modified = setting.Value == "true"
			}
		}
	}
	if s.version != "" {
		info.Version = s.version
	}
	if s.commit != "" {
		info.Commit = s.commit
	}
	if s.date != "" {
		info.BuildDate = s.date
	}
	return info
}
