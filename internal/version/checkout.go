package version

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// CheckoutCommit is the commit checked out in the git working tree that holds dir, read from the
// repository's files (no git command is run). `go run` records no commit in the binary it builds,
// so `vitrina version` falls back to it there; it says nothing of a binary built elsewhere.
// modulePath guards against another project's checkout: the tree's go.mod must declare it.
func CheckoutCommit(dir, modulePath string) (string, error) {
	for {
		if declaresModule(filepath.Join(dir, "go.mod"), modulePath) {
			if _, err := os.Lstat(filepath.Join(dir, ".git")); err == nil {
				return headCommit(filepath.Join(dir, ".git"))
			}
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("not in a checkout of " + modulePath)
		}
		dir = parent
	}
}

func declaresModule(goMod, modulePath string) bool {
	data, err := os.ReadFile(goMod)
	if err != nil {
		return false
	}
	for line := range strings.Lines(string(data)) {
		if fields := strings.Fields(line); len(fields) == 2 && fields[0] == "module" {
			return strings.Trim(fields[1], `"`) == modulePath
		}
	}
	return false
}

// headCommit resolves HEAD in a .git directory, or in the one a worktree's .git file points to.
func headCommit(dotGit string) (string, error) {
	gitDir := dotGit
	if data, err := os.ReadFile(dotGit); err == nil { // a worktree: "gitdir: <path>"
		gitDir = strings.TrimSpace(strings.TrimPrefix(string(data), "gitdir:"))
		if !filepath.IsAbs(gitDir) {
			gitDir = filepath.Join(filepath.Dir(dotGit), gitDir)
		}
	}
	head, err := os.ReadFile(filepath.Join(gitDir, "HEAD"))
	if err != nil {
		return "", fmt.Errorf("read HEAD: %w", err)
	}
	ref, symbolic := strings.CutPrefix(strings.TrimSpace(string(head)), "ref: ")
	if !symbolic {
		return ref, nil // a detached HEAD holds the commit itself
	}
	common := gitDir // a worktree keeps its branches in the main repository
	if data, err := os.ReadFile(filepath.Join(gitDir, "commondir")); err == nil {
		common = strings.TrimSpace(string(data))
		if !filepath.IsAbs(common) {
			common = filepath.Join(gitDir, common)
		}
	}
	if data, err := os.ReadFile(filepath.Join(common, filepath.FromSlash(ref))); err == nil {
		return strings.TrimSpace(string(data)), nil
	}
	packed, err := os.ReadFile(filepath.Join(common, "packed-refs"))
	if err != nil {
		return "", fmt.Errorf("resolve %s: %w", ref, err)
	}
	lines := bufio.NewScanner(bytes.NewReader(packed))
	for lines.Scan() {
		if hash, name, ok := strings.Cut(lines.Text(), " "); ok && name == ref {
			return hash, nil
		}
	}
	return "", fmt.Errorf("resolve %s: not found", ref)
}
