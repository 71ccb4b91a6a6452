#!/usr/bin/env bash
# Checks the image `go run ./scripts/image` wrote: its index (linux/amd64 and linux/arm64), each
# config (user, entrypoint, command, volume, port, environment, labels, health check), and then runs
# it: the amd64 layers are unpacked into a throwaway root, where `vitrina serve --demo` runs as the
# image's user in a chroot with its own mount and PID namespaces, and must answer /healthz, pass
# `vitrina healthcheck` run inside the root, and let the printed administrator sign in.
#
#   bash scripts/image-check.sh [dist/image/oci]
#
# Needs root (chroot), unshare, jq and curl. Exits non-zero on the first failure.
set -euo pipefail
layout=${1:-dist/image/oci}
fail() { echo "image-check: $*" >&2; exit 1; }
blob() { echo "$layout/blobs/${1/://}"; }
[ -f "$layout/index.json" ] || fail "no OCI layout at $layout (run: go run ./scripts/image)"
for tool in jq curl unshare chroot; do command -v "$tool" >/dev/null || fail "$tool is missing"; done

# The layout names one index; the index has both platforms.
index=$(blob "$(jq -er '.manifests[0].digest' "$layout/index.json")")
manifest_of() { jq -er --arg a "$1" '.manifests[] | select(.platform.os == "linux" and .platform.architecture == $a) | .digest' "$index"; }
for arch in amd64 arm64; do
  manifest=$(blob "$(manifest_of "$arch")") || fail "the index has no linux/$arch image"
  config=$(blob "$(jq -er .config.digest "$manifest")")
  jq -e --arg arch "$arch" '
      .os == "linux" and .architecture == $arch
      and .config.User == "65532:65532"
      and .config.Entrypoint == ["/usr/bin/vitrina"] and .config.Cmd == ["serve"]
      and .config.Volumes == {"/data": {}} and .config.ExposedPorts == {"8080/tcp": {}}
      and (.config.Env | index("VITRINA_ADDR=0.0.0.0:8080") != null and index("VITRINA_DATA_DIR=/data") != null)
      and .config.Healthcheck.Test == ["CMD", "/usr/bin/vitrina", "healthcheck"]
      and ([.config.Labels["org.opencontainers.image." + ("version", "revision", "source", "licenses", "title", "created")]]
           | all(. != null and . != ""))
    ' "$config" >/dev/null || { jq . "$config" >&2; fail "linux/$arch config is not what the image promises"; }
  echo "linux/$arch: config ok ($(jq -r '.config.Labels["org.opencontainers.image.version"]' "$config"), $(jq -r '.rootfs.diff_ids | length' "$config") layers)"
done

# The amd64 image's layers, unpacked in order into a throwaway root.
root=$(mktemp -d /tmp/vitrina-image-root.XXXXXX)
chmod 755 "$root" # the image's /, which the unprivileged user must traverse
pid=""
cleanup() {
  if [ -n "$pid" ]; then kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; fi
  rm -rf "$root"
}
trap cleanup EXIT
manifest=$(blob "$(manifest_of amd64)")
config=$(blob "$(jq -er .config.digest "$manifest")")
for layer in $(jq -r '.layers[].digest' "$manifest"); do
  tar -xzf "$(blob "$layer")" -C "$root" --same-owner --same-permissions
done
[ "$(stat -c %u:%g "$root/data")" = "65532:65532" ] || fail "/data is not owned by 65532:65532"
grep -q '^vitrina:x:65532:65532:' "$root/etc/passwd" || fail "/etc/passwd lacks the vitrina account"
[ -s "$root/etc/ssl/certs/ca-certificates.crt" ] || fail "no CA certificates"
[ -f "$root/usr/share/zoneinfo/America/Bogota" ] || fail "no time-zone data"

# Runs a command inside the root as the image's user, with the image's environment and extras.
mapfile -t image_env < <(jq -r '.config.Env[]' "$config")
in_root() { env -i "${image_env[@]}" "$@"; }
as_image_user=("$(command -v chroot)" --userspec=65532:65532 "$root")

log="$root/tmp/serve.log"
# Port 0: the kernel picks a free loopback port, which serve prints.
in_root VITRINA_ADDR=127.0.0.1:0 VITRINA_MIN_FREE_SPACE=0 \
  "$(command -v unshare)" --mount --pid --kill-child "${as_image_user[@]}" /usr/bin/vitrina serve --demo >"$log" 2>&1 &
pid=$!
base=""
for _ in $(seq 1 240); do
  base=$(sed -n 's/^Vitrina en \(http:\/\/.*\)$/\1/p' "$log" | head -n 1)
  [ -n "$base" ] && break
  kill -0 "$pid" 2>/dev/null || { cat "$log" >&2; fail "vitrina serve ended early"; }
  sleep 0.5
done
[ -n "$base" ] || { cat "$log" >&2; fail "vitrina serve did not start within 2 minutes"; }
addr=${base#http://}

code=$(curl -s -o /dev/null -w '%{http_code}' "$base/healthz")
[ "$code" = 200 ] || fail "/healthz answered $code"
echo "serve: /healthz 200 at $base"
out=$(in_root VITRINA_ADDR="$addr" "${as_image_user[@]}" /usr/bin/vitrina healthcheck) || fail "vitrina healthcheck failed: $out"
echo "healthcheck inside the root: $out"
if in_root VITRINA_ADDR=127.0.0.1:1 "${as_image_user[@]}" /usr/bin/vitrina healthcheck 2>/dev/null; then
  fail "vitrina healthcheck passed with nothing listening"
fi

email=$(sed -n 's/^Administrador de demostración: //p' "$log")
password=$(sed -n 's/^Contraseña: //p' "$log")
[ -n "$email" ] && [ -n "$password" ] || { cat "$log" >&2; fail "serve --demo printed no administrator"; }
apikey=$(in_root "${as_image_user[@]}" /usr/bin/vitrina keys | sed -n 's/^API_KEY=//p')
token=$(jq -n --arg e "$email" --arg p "$password" '{email: $e, password: $p}' |
  curl -s -X POST "$base/auth/v1/token?grant_type=password" -H "apikey: $apikey" \
    -H 'Content-Type: application/json' --data-binary @- | jq -r '.access_token // empty')
[ -n "$token" ] || fail "the demo administrator $email could not sign in"
echo "sign-in: the demo administrator $email got an access token"

[ "$(stat -c %u "$root/data/$(ls "$root/data" | head -n 1)")" = 65532 ] || fail "serve wrote /data as another user"
echo "image-check: ok"
