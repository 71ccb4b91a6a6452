#!/usr/bin/env bash
# Vendors the rich-text editor of the admin, Quill, at a pinned version: downloads the package from
# the npm registry, checks its SHA-256 and copies its prebuilt files (no build step) to
# internal/cms/shell/static/vendor/quill/. Run from anywhere; needs bash, curl, tar and sha256sum.
# To upgrade: change VERSION and SHA256 (sha256sum of the new tarball), run, read the changelog,
# and update the README there.
set -euo pipefail

VERSION=2.0.3
SHA256=3a8a6cb4383b65e93552ea3da79a796eb0be5d2ca08390f1add0208fb23e6f42
URL="https://registry.npmjs.org/quill/-/quill-${VERSION}.tgz"

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dest="$root/internal/cms/shell/static/vendor/quill"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

curl --fail --silent --show-error --location --output "$work/quill.tgz" "$URL"
echo "$SHA256  $work/quill.tgz" | sha256sum --check --quiet
tar -xzf "$work/quill.tgz" -C "$work"

mkdir -p "$dest"
cp "$work/package/dist/quill.js" "$work/package/dist/quill.js.LICENSE.txt" "$work/package/dist/quill.snow.css" "$dest/"
cp "$work/package/LICENSE" "$dest/LICENSE"
echo "Quill $VERSION vendored in $dest"
