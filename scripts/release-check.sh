#!/usr/bin/env bash
# Checks the release artifacts that `bash scripts/release.sh` left in dist/:
#   - each archive holds its binary, README.md and (when the repository has one) the licence;
#   - SHA256SUMS verifies;
#   - the linux/amd64 binary, run from its archive with an empty environment (no PATH, no HOME, so
#     no Go toolchain), reports the snapshot's version and commit and serves `serve --demo`: /healthz
#     answers 200 and the printed administrator signs in through /auth/v1/token;
#   - the .deb installs with dpkg (as root, where dpkg exists), its unit passes
#     `systemd-analyze verify`, and it is purged again;
#   - each binary has its CycloneDX SBOM.
# Exits non-zero on the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
dist=dist
targets=${VITRINA_RELEASE_TARGETS:-"linux_amd64 linux_arm64 darwin_amd64 darwin_arm64 windows_amd64"} # a subset for a partial build

fail() { echo "release-check: $*" >&2; exit 1; }
ok() { echo "ok: $*"; }
[ -f "$dist/metadata.json" ] || fail "no $dist/metadata.json: run bash scripts/release.sh first"
json() { python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))[sys.argv[2]])' "$@"; }
version=$(json "$dist/metadata.json" version)
commit=$(json "$dist/metadata.json" commit)
[ "$commit" = "$(git rev-parse HEAD)" ] || fail "dist/ was built from $commit, not HEAD ($(git rev-parse HEAD)): run bash scripts/release.sh again"

work=$(mktemp -d /tmp/vitrina-release-check.XXXXXX)
server_pid=""
cleanup() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

# --- archives ---------------------------------------------------------------------------------
licence=$(ls LICENSE* COPYING* 2>/dev/null | head -n 1 || true)
[ -n "$licence" ] || echo "warning: the repository has no LICENSE file: the archives ship without a licence"
for target in $targets; do
  case "$target" in
    windows_*) archive="$dist/vitrina_${version}_${target}.zip"; binary=vitrina.exe
      list=$(python3 -c 'import sys,zipfile; print("\n".join(zipfile.ZipFile(sys.argv[1]).namelist()))' "$archive") ;;
    *) archive="$dist/vitrina_${version}_${target}.tar.gz"; binary=vitrina
      list=$(tar -tzf "$archive") ;;
  esac
  for want in "$binary" README.md INSTALL.md $licence; do
    grep -qx "$want" <<<"$list" || fail "$archive lacks $want (it holds: $(echo $list))"
  done
  ok "$archive holds $binary, README.md, INSTALL.md${licence:+ and $licence}"
done

# --- checksums --------------------------------------------------------------------------------
(cd "$dist" && sha256sum --quiet -c SHA256SUMS) || fail "SHA256SUMS does not verify"
ok "SHA256SUMS verifies ($(wc -l <"$dist/SHA256SUMS") files)"

# --- the linux/amd64 binary on a machine without Go --------------------------------------------
if [ "$(uname -s)/$(uname -m)" = Linux/x86_64 ]; then
  tar -xzf "$dist/vitrina_${version}_linux_amd64.tar.gz" -C "$work" vitrina
  bin="$work/vitrina"
  bare() { env -i PATH= HOME=/nonexistent "$@"; }
  out=$(bare "$bin" version)
  grep -qx "vitrina $version" <<<"$out" || fail "version says: $out (want vitrina $version)"
  grep -q "^commit: *$commit\$" <<<"$out" || fail "version says: $out (want commit $commit)"
  ok "vitrina version: $(head -n 1 <<<"$out"), commit $commit"

  # env, not bare: $! must be the server itself (env execs it), for kill and wait below.
  env -i PATH= HOME=/nonexistent "$bin" serve --demo --addr 127.0.0.1:0 --data-dir "$work/data" >"$work/serve.out" 2>"$work/serve.err" &
  server_pid=$!
  base=""
  for _ in $(seq 1 600); do # up to a minute for migrations and the demo seed under load
    base=$(sed -n 's/^Vitrina en \(http:[^ ]*\)$/\1/p' "$work/serve.out")
    [ -n "$base" ] && break
    kill -0 "$server_pid" 2>/dev/null || break
    sleep 0.1
  done
  [ -n "$base" ] || { cat "$work/serve.out" "$work/serve.err" >&2; fail "serve --demo did not start"; }
  code=$(curl -s -o "$work/healthz" -w '%{http_code}' "$base/healthz")
  [ "$code" = 200 ] || fail "/healthz answered $code: $(cat "$work/healthz")"
  [ "$(json "$work/healthz" version)" = "$version" ] || fail "/healthz reports another version: $(cat "$work/healthz")"
  ok "serve --demo at $base: /healthz 200"

  email=$(sed -n 's/^Administrador de demostración: //p' "$work/serve.out")
  password=$(sed -n 's/^Contraseña: //p' "$work/serve.out")
  [ -n "$email" ] && [ -n "$password" ] || fail "serve --demo printed no administrator: $(cat "$work/serve.out")"
  api_key=$(bare "$bin" keys --data-dir "$work/data" | sed -n 's/^API_KEY=//p')
  body=$(python3 -c 'import json,sys; print(json.dumps({"email": sys.argv[1], "password": sys.argv[2]}))' "$email" "$password")
  code=$(curl -s -o "$work/token" -w '%{http_code}' -X POST "$base/auth/v1/token?grant_type=password" \
    -H "apikey: $api_key" -H 'Content-Type: application/json' -d "$body")
  [ "$code" = 200 ] || fail "sign-in of $email answered $code: $(cat "$work/token")"
  [ -n "$(json "$work/token" access_token)" ] || fail "sign-in gave no access token: $(cat "$work/token")"
  ok "the printed administrator ($email) signs in"
  kill "$server_pid"
  wait "$server_pid" || fail "serve did not stop cleanly on SIGTERM: $(cat "$work/serve.err")"
  server_pid=""
else
  echo "skip: the linux/amd64 binary runs only on Linux x86_64 (this is $(uname -s)/$(uname -m))"
fi

# --- the .deb ---------------------------------------------------------------------------------
arch=$(dpkg --print-architecture 2>/dev/null || true)
deb=$(ls "$dist"/vitrina_*_"${arch:-none}".deb 2>/dev/null | head -n 1 || true)
if [ "$(id -u)" = 0 ] && [ -n "$deb" ]; then
  dpkg -s vitrina >/dev/null 2>&1 && fail "a vitrina package is already installed here: the check would replace it"
  had_user=$(getent passwd vitrina >/dev/null && echo yes || echo no)
  had_data=$([ -e /var/lib/vitrina ] && echo yes || echo no)
  uninstall() {
    dpkg --purge vitrina >/dev/null 2>&1 || true
    [ "$had_user" = yes ] || { userdel vitrina 2>/dev/null || true; groupdel vitrina 2>/dev/null || true; }
    [ "$had_data" = yes ] || rm -rf /var/lib/vitrina
  }
  trap 'uninstall; cleanup' EXIT
  # Another dpkg or apt-get may hold the lock for a while.
  for _ in $(seq 1 60); do
    if dpkg -i "$deb" >"$work/dpkg.log" 2>&1; then installed=yes; break; fi
    grep -q "lock" "$work/dpkg.log" || break
    sleep 2
  done
  [ "${installed:-}" = yes ] || fail "dpkg -i $deb: $(cat "$work/dpkg.log")"
  /usr/bin/vitrina version | grep -q "^commit: *$commit\$" || fail "/usr/bin/vitrina is not this build"
  getent passwd vitrina >/dev/null || fail "the package made no vitrina user"
  [ "$(stat -c %U:%a /var/lib/vitrina)" = vitrina:750 ] || fail "/var/lib/vitrina is $(stat -c %U:%a /var/lib/vitrina), want vitrina:750"
  [ "$(stat -c %U:%a /etc/vitrina/vitrina.env)" = root:600 ] || fail "/etc/vitrina/vitrina.env is $(stat -c %U:%a /etc/vitrina/vitrina.env), want root:600"
  grep -qx "VITRINA_DATA_DIR=/var/lib/vitrina" /etc/vitrina/vitrina.env || fail "vitrina.env does not set VITRINA_DATA_DIR"
  grep -qx "/etc/vitrina/vitrina.env" /var/lib/dpkg/info/vitrina.conffiles || fail "vitrina.env is not a conffile"
  unit=/usr/lib/systemd/system/vitrina.service
  [ -f "$unit" ] || fail "no $unit"
  if command -v systemd-analyze >/dev/null; then
    # verify also loads the units it names (network-online.target …); only what it says of ours counts.
    systemd-analyze verify "$unit" >"$work/verify.log" 2>&1 || { cat "$work/verify.log" >&2; fail "systemd-analyze verify $unit"; }
    if grep -q "vitrina.service" "$work/verify.log"; then cat "$work/verify.log" >&2; fail "systemd-analyze verify warns about $unit"; fi
    ok "systemd-analyze verify $unit"
  else
    echo "skip: no systemd-analyze here"
  fi
  dpkg --purge vitrina >"$work/dpkg.log" 2>&1 || fail "dpkg --purge vitrina: $(cat "$work/dpkg.log")"
  [ ! -e /usr/bin/vitrina ] && [ ! -e "$unit" ] && [ ! -e /etc/vitrina/vitrina.env ] || fail "purge left files behind"
  ok "$deb installs (user, data directory, unit, settings) and purges"
elif [ "${CI:-}" = true ]; then
  fail "CI must install the .deb: run as root on a Debian machine (dpkg architecture: ${arch:-none})"
else
  echo "skip: installing the .deb needs root and dpkg"
fi

# --- SBOMs ------------------------------------------------------------------------------------
for target in $targets; do
  sbom="$dist/vitrina_${version}_${target}.cdx.json"
  [ -s "$sbom" ] || fail "no SBOM $sbom"
  python3 - "$sbom" <<'PY' || fail "$sbom is not a CycloneDX SBOM of vitrina"
import json, sys
bom = json.load(open(sys.argv[1]))
assert bom["bomFormat"] == "CycloneDX", bom.get("bomFormat")
assert bom["metadata"]["component"]["name"].endswith("vitrina"), bom["metadata"]["component"]["name"]
assert any(c["name"] == "modernc.org/sqlite" for c in bom.get("components", [])), "no modernc.org/sqlite component"
PY
done
ok "a CycloneDX SBOM for each of: $targets"
echo "release-check: all passed"
