#!/usr/bin/env bash
# Builds Vitrina's release artifacts into dist/ with goreleaser (.goreleaser.yaml): archives for
# Linux, macOS and Windows, SHA256SUMS, a CycloneDX SBOM per binary, and .deb and .rpm packages.
#
#   bash scripts/release.sh                  # snapshot of the checkout: no tag needed
#   bash scripts/release.sh release --clean  # from a version tag (vX.Y.Z) on HEAD; any arguments
#                                            # are goreleaser's, in place of the snapshot's
#
# The pinned tools are installed once from the Go module proxy into the cache
# (${XDG_CACHE_HOME:-$HOME/.cache}/vitrina-release/bin); builds reuse Go's build cache.
# `bash scripts/release-check.sh` checks what was built.
set -euo pipefail
cd "$(dirname "$0")/.."

goreleaser_version=v2.15.1 # newer ones need a newer Go than the project's
cyclonedx_version=v1.10.0
tools="${XDG_CACHE_HOME:-${HOME:-/root}/.cache}/vitrina-release/bin"

# install_tool NAME PACKAGE VERSION: go install, unless the cached binary is already that version.
install_tool() {
  local name=$1 pkg=$2 want=$3 have=""
  if [ -x "$tools/$name" ]; then
    have=$(go version -m "$tools/$name" | awk '$1 == "mod" { print $3; exit }')
  fi
  if [ "$have" != "$want" ]; then
    echo "installing $name $want into $tools"
    # GOFLAGS cleared: flags meant for the project's builds (-mod=…, -buildvcs=…) do not apply here.
    GOBIN="$tools" GOFLAGS= go install "$pkg@$want"
  fi
}
mkdir -p "$tools"
install_tool goreleaser github.com/goreleaser/goreleaser/v2 "$goreleaser_version"
install_tool cyclonedx-gomod github.com/CycloneDX/cyclonedx-gomod/cmd/cyclonedx-gomod "$cyclonedx_version"

# goreleaser reads the commit only where git names a remote: a checkout without one (a local clone's
# worktree, a fresh `git init`) names itself, for this command only, rather than build as "none".
if [ -z "$(git remote)" ]; then
  export GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=remote.origin.url GIT_CONFIG_VALUE_0="$PWD"
fi

if [ "$#" -eq 0 ]; then
  set -- release --snapshot --clean
fi
PATH="$tools:$PATH" goreleaser "$@"
