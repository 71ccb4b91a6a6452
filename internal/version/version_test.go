package version

import (
	"runtime"
	"runtime/debug"
	"testing"
)

// What the binary says it is, from the toolchain's build information and the linker's stamp: the
// stamp wins, a checkout's "(devel)" reads "dev", and a build without VCS information (CI builds
// with -buildvcs=false) reads "unknown" for the commit and the date.
func TestDescribe(t *testing.T) {
	fromCheckout := &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "(devel)"}, Settings: []debug.BuildSetting{
		{Key: "vcs.revision", Value: "c040b5f"}, {Key: "vcs.time", Value: "2026-11-28T10:00:00Z"}, {Key: "vcs.modified", Value: "true"},
	}}
	for _, tc := range []struct {
		name  string
		bi    *debug.BuildInfo
		stamp stamp
		want  Info
	}{
		{"no build information", nil, stamp{},
			Info{Version: Dev, Commit: Unknown, BuildDate: Unknown, GoVersion: runtime.Version()}},
		{"built without VCS information", &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "(devel)"}}, stamp{},
			Info{Version: Dev, Commit: Unknown, BuildDate: Unknown, GoVersion: "go1.26.8"}},
		{"built from a checkout", fromCheckout, stamp{},
			Info{Version: Dev, Commit: "c040b5f", BuildDate: "2026-11-28T10:00:00Z", GoVersion: "go1.26.8", Modified: true}},
		{"the module's version", &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "v1.2.0"}}, stamp{},
			Info{Version: "v1.2.0", Commit: Unknown, BuildDate: Unknown, GoVersion: "go1.26.8"}},
		{"a release stamp wins", fromCheckout, stamp{version: "1.4.0", commit: "abc1234", date: "2026-12-01T09:00:00Z"},
			Info{Version: "1.4.0", Commit: "abc1234", BuildDate: "2026-12-01T09:00:00Z", GoVersion: "go1.26.8", Modified: true}},
		{"only the version stamped", nil, stamp{version: "1.4.0"},
			Info{Version: "1.4.0", Commit: Unknown, BuildDate: Unknown, GoVersion: runtime.Version()}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := describe(tc.bi, tc.stamp); got != tc.want {
				t.Errorf("got %+v, want %+v", got, tc.want)
			}
		})
	}
}
