package version

import (
	"os"
	"path/filepath"
	"testing"
)

// The checkout's commit is read from git's files however git keeps it: a branch in its own file or
// in packed-refs, a detached HEAD, a worktree; another module's checkout is not ours.
func TestCheckoutCommit(t *testing.T) {
	const module, commit = "github.com/vitrina/vitrina", "0123456789abcdef0123456789abcdef01234567"
	for _, tc := range []struct {
		name   string
		module string
		files  map[string]string // relative to the checkout; "main/" is a separate repository
		want   string
	}{
		{"branch in its own file", module, map[string]string{
			".git/HEAD": "ref: refs/heads/main\n", ".git/refs/heads/main": commit + "\n"}, commit},
		{"branch in packed-refs", module, map[string]string{
			".git/HEAD": "ref: refs/heads/main\n", ".git/packed-refs": "# pack-refs with: peeled\n" + commit + " refs/heads/main\n"}, commit},
		{"detached HEAD", module, map[string]string{".git/HEAD": commit + "\n"}, commit},
		{"worktree", module, map[string]string{
			".git": "gitdir: main/.git/worktrees/wt\n", "main/.git/worktrees/wt/HEAD": "ref: refs/heads/release\n",
			"main/.git/worktrees/wt/commondir": "../..\n", "main/.git/refs/heads/release": commit + "\n"}, commit},
		{"another module's checkout", "example.com/other", map[string]string{
			".git/HEAD": "ref: refs/heads/main\n", ".git/refs/heads/main": commit + "\n"}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			root := t.TempDir()
			write(t, filepath.Join(root, "go.mod"), "module "+tc.module+"\n\ngo 1.26\n")
			for name, content := range tc.files {
				write(t, filepath.Join(root, name), content)
			}
			sub := filepath.Join(root, "cmd", "vitrina")
			if err := os.MkdirAll(sub, 0o755); err != nil {
				t.Fatal(err)
			}
			got, err := CheckoutCommit(sub, module)
			if tc.want == "" {
				if err == nil {
					t.Fatalf("got %q, want an error", got)
				}
				return
			}
			if err != nil || got != tc.want {
				t.Fatalf("got %q, %v; want %q", got, err, tc.want)
			}
		})
	}
}

func write(t *testing.T, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}
