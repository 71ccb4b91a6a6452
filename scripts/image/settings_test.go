package main

import (
	"archive/tar"
	"bytes"
	"encoding/json"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	v1 "github.com/google/go-containerregistry/pkg/v1"
	"go.yaml.in/yaml/v3"
)

// builtConfig is the config the program writes for amd64 (with a stand-in for the binary).
func builtConfig(t *testing.T) v1.Config {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "vitrina")
	if err := os.WriteFile(bin, []byte("binary"), 0o755); err != nil {
		t.Fatal(err)
	}
	st := stamp{version: "1.4.0", commit: "abc1234", date: time.Unix(1_700_000_000, 0).UTC()}
	var empty bytes.Buffer
	if err := tar.NewWriter(&empty).Close(); err != nil {
		t.Fatal(err)
	}
	img, err := buildImage(empty.Bytes(), bin, "amd64", st)
	if err != nil {
		t.Fatal(err)
	}
	cf, err := img.ConfigFile()
	if err != nil {
		t.Fatal(err)
	}
	return cf.Config
}

// dockerfileStage is the final stage's instructions: each keyword's arguments, in order.
func dockerfileStage(t *testing.T) map[string][]string {
	t.Helper()
	raw, err := os.ReadFile("../../Dockerfile")
	if err != nil {
		t.Fatal(err)
	}
	var stage map[string][]string
	var line strings.Builder
	for _, l := range strings.Split(string(raw), "\n") {
		if strings.HasPrefix(strings.TrimSpace(l), "#") {
			continue
		}
		if cont, ok := strings.CutSuffix(l, "\\"); ok {
			line.WriteString(cont + " ")
			continue
		}
		line.WriteString(l)
		keyword, args, _ := strings.Cut(strings.TrimSpace(line.String()), " ")
		line.Reset()
		keyword = strings.ToUpper(keyword)
		if keyword == "FROM" {
			stage = map[string][]string{}
		}
		if keyword != "" && stage != nil {
			stage[keyword] = append(stage[keyword], strings.TrimSpace(args))
		}
	}
	return stage
}

// single is the one argument of an instruction that must appear once.
func single(t *testing.T, stage map[string][]string, keyword string) string {
	t.Helper()
	if len(stage[keyword]) != 1 {
		t.Fatalf("Dockerfile's final stage: want one %s, got %q", keyword, stage[keyword])
	}
	return stage[keyword][0]
}

func jsonList(t *testing.T, keyword, s string) []string {
	t.Helper()
	var list []string
	if err := json.Unmarshal([]byte(s), &list); err != nil {
		t.Fatalf("Dockerfile %s %s: want the JSON form: %v", keyword, s, err)
	}
	return list
}

// pairs reads ENV's and LABEL's key=value (values possibly quoted) pairs.
func pairs(args []string) map[string]string {
	out := map[string]string{}
	for _, a := range args {
		for _, f := range strings.Fields(a) {
			if k, v, ok := strings.Cut(f, "="); ok {
				out[k] = strings.Trim(v, `"`)
			}
		}
	}
	return out
}

// The Dockerfile builds the image the program builds: account, entrypoint, command, port, volume,
// environment, health check and labels.
func TestDockerfileMatchesTheBuiltImage(t *testing.T) {
	got := builtConfig(t)
	stage := dockerfileStage(t)
	if s := single(t, stage, "FROM"); s != "scratch" {
		t.Errorf("final stage FROM %s, want scratch, as the program builds", s)
	}
	checks := []struct{ name, dockerfile, program string }{
		{"USER", single(t, stage, "USER"), got.User},
		{"WORKDIR", single(t, stage, "WORKDIR"), got.WorkingDir},
		{"EXPOSE", single(t, stage, "EXPOSE"), strings.Join(slices.Sorted(maps.Keys(got.ExposedPorts)), " ")},
		{"ENTRYPOINT", strings.Join(jsonList(t, "ENTRYPOINT", single(t, stage, "ENTRYPOINT")), " "), strings.Join(got.Entrypoint, " ")},
		{"CMD", strings.Join(jsonList(t, "CMD", single(t, stage, "CMD")), " "), strings.Join(got.Cmd, " ")},
		{"VOLUME", strings.Join(jsonList(t, "VOLUME", single(t, stage, "VOLUME")), " "), strings.Join(slices.Sorted(maps.Keys(got.Volumes)), " ")},
	}
	for _, c := range checks {
		if c.dockerfile != c.program {
			t.Errorf("Dockerfile %s %q, the program builds %q", c.name, c.dockerfile, c.program)
		}
	}
	env := pairs(stage["ENV"])
	var envList []string
	for _, k := range slices.Sorted(maps.Keys(env)) {
		envList = append(envList, k+"="+env[k])
	}
	if want := slices.Sorted(slices.Values(got.Env)); !slices.Equal(envList, want) {
		t.Errorf("Dockerfile ENV %q, the program sets %q", envList, want)
	}

	hc := single(t, stage, "HEALTHCHECK")
	opts, test, ok := strings.Cut(hc, "CMD ")
	if !ok {
		t.Fatalf("HEALTHCHECK %q lacks CMD", hc)
	}
	h := got.Healthcheck
	wantOpts := "--interval=" + h.Interval.String() + " --timeout=" + h.Timeout.String() +
		" --start-period=" + h.StartPeriod.String() + " --retries=" + strconv.Itoa(h.Retries)
	if strings.TrimSpace(opts) != wantOpts {
		t.Errorf("HEALTHCHECK options %q, the program sets %q", strings.TrimSpace(opts), wantOpts)
	}
	if test := append([]string{"CMD"}, jsonList(t, "HEALTHCHECK", test)...); !slices.Equal(test, h.Test) {
		t.Errorf("HEALTHCHECK %q, the program sets %q", test, h.Test)
	}

	dockerLabels := pairs(stage["LABEL"])
	if k1, k2 := slices.Sorted(maps.Keys(dockerLabels)), slices.Sorted(maps.Keys(got.Labels)); !slices.Equal(k1, k2) {
		t.Errorf("Dockerfile labels %q, the program's %q", k1, k2)
	}
	for _, k := range []string{"org.opencontainers.image.title", "org.opencontainers.image.source", "org.opencontainers.image.licenses"} {
		if dockerLabels[k] != got.Labels[k] {
			t.Errorf("label %s: Dockerfile %q, program %q", k, dockerLabels[k], got.Labels[k])
		}
	}
}

// compose.yaml runs that image as built: its port, its volume, its health check, and an environment
// that keeps the image's address and data directory and sets the database and the bucket the way
// Vitrina reads them.
func TestComposeMatchesTheBuiltImage(t *testing.T) {
	got := builtConfig(t)
	raw, err := os.ReadFile("../../compose.yaml")
	if err != nil {
		t.Fatal(err)
	}
	var compose struct {
		Services map[string]struct {
			Image       string            `yaml:"image"`
			User        string            `yaml:"user"`
			Entrypoint  []string          `yaml:"entrypoint"`
			Ports       []string          `yaml:"ports"`
			Volumes     []string          `yaml:"volumes"`
			Environment map[string]string `yaml:"environment"`
			Healthcheck struct {
				Test []string `yaml:"test"`
			} `yaml:"healthcheck"`
		} `yaml:"services"`
	}
	if err := yaml.Unmarshal(raw, &compose); err != nil {
		t.Fatalf("compose.yaml: %v", err)
	}
	for _, name := range []string{"vitrina", "postgres", "minio"} {
		if _, ok := compose.Services[name]; !ok {
			t.Fatalf("compose.yaml has no %s service", name)
		}
	}
	if img := compose.Services["postgres"].Image; !strings.HasPrefix(img, "postgres:16") {
		t.Errorf("postgres image %q, want PostgreSQL 16", img)
	}
	v := compose.Services["vitrina"]
	if v.User != "" && v.User != got.User {
		t.Errorf("compose user %q, the image's %q", v.User, got.User)
	}
	if v.Entrypoint != nil && !slices.Equal(v.Entrypoint, got.Entrypoint) {
		t.Errorf("compose entrypoint %q, the image's %q", v.Entrypoint, got.Entrypoint)
	}
	containerPort := strings.TrimSuffix(slices.Collect(maps.Keys(got.ExposedPorts))[0], "/tcp")
	if !slices.ContainsFunc(v.Ports, func(p string) bool { return strings.HasSuffix(p, ":"+containerPort) }) {
		t.Errorf("compose ports %q publish no %s", v.Ports, containerPort)
	}
	if !slices.ContainsFunc(v.Volumes, func(m string) bool { return strings.HasSuffix(m, ":"+dataDir) }) {
		t.Errorf("compose volumes %q mount nothing on %s", v.Volumes, dataDir)
	}
	if !slices.Equal(v.Healthcheck.Test, got.Healthcheck.Test) {
		t.Errorf("compose health check %q, the image's %q", v.Healthcheck.Test, got.Healthcheck.Test)
	}
	for _, kv := range got.Env {
		k, want, _ := strings.Cut(kv, "=")
		if value, set := v.Environment[k]; set && value != want {
			t.Errorf("compose sets %s=%s, the image %s", k, value, want)
		}
	}
	if u := v.Environment["DATABASE_URL"]; !strings.HasPrefix(u, "postgres://") || !strings.Contains(u, "@postgres:5432/") {
		t.Errorf("compose DATABASE_URL %q: want postgres://…@postgres:5432/…", u)
	}
	if u := v.Environment["STORAGE_URL"]; !strings.HasPrefix(u, "s3://") || !strings.Contains(u, "endpoint=http://minio:9000") || !strings.Contains(u, "path_style=true") {
		t.Errorf("compose STORAGE_URL %q: want s3://<bucket>?endpoint=http://minio:9000&…&path_style=true", u)
	}
	for _, k := range []string{"AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY"} {
		if v.Environment[k] == "" {
			t.Errorf("compose lacks %s, which STORAGE_URL needs", k)
		}
	}
}
