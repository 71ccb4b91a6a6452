#!/usr/bin/env bash
# /storage/v1 on the local disk against an S3-compatible store, for BENCHMARKS.md: for each store
# and each file size it builds vitrina, serves a fresh data directory (SQLite) on a loopback port,
# uploads the file N times (POST, streamed by curl from a file), downloads it N times, and reports
# MiB/s both ways and the server's peak RSS (VmHWM) above its idle RSS.
# Usage: bash bench/storage.sh [S3 storage URL, e.g. s3://bench?endpoint=http://127.0.0.1:9000&region=us-east-1&path_style=true]
# With a URL, AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set; without, only the local disk.
set -euo pipefail
cd "$(dirname "$0")/.."
s3_url=${1:-}
dir=$(mktemp -d)
pid=""
trap '[ -n "$pid" ] && kill "$pid" 2>/dev/null; rm -rf "$dir"' EXIT
go build -o "$dir/vitrina" ./cmd/vitrina
addr=127.0.0.1:18191

# A PNG signature followed by random bytes, so the type check passes and nothing compresses.
make_file() { # size in MiB
  { printf '\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR'; head -c $(($1 << 20)) /dev/urandom; } >"$dir/f$1.png"
}

rss_kib() { awk -v k="$2" '$1 == k":" {print $2}' "/proc/$1/status"; }

run() { # store-name storage-url size-MiB rounds
  local name=$1 url=$2 mib=$3 rounds=$4 data="$dir/data-$1-$3"
  STORAGE_URL="$url" VITRINA_UPLOAD_LIMIT=200MiB VITRINA_LOG_LEVEL=warn \
    "$dir/vitrina" serve --data-dir "$data" --addr $addr >/dev/null 2>"$dir/log" &
  pid=$!
  for _ in $(seq 100); do curl -fs "http://$addr/healthz" >/dev/null && break; sleep 0.1; done
  eval "$("$dir/vitrina" keys --data-dir "$data")"
  local auth=(-H "apikey: $SERVICE_ROLE_KEY" -H "Authorization: Bearer $SERVICE_ROLE_KEY")
  curl -fs -X PUT "${auth[@]}" -H 'Content-Type: application/json' -d '{"file_size_limit":null}' \
    "http://$addr/storage/v1/bucket/contenido" >/dev/null
  local idle
  idle=$(rss_kib $pid VmRSS)
  local start end
  start=$(date +%s.%N)
  for i in $(seq "$rounds"); do
    curl -fs -o /dev/null -X POST -T "$dir/f$mib.png" "${auth[@]}" -H 'Content-Type: image/png' \
      "http://$addr/storage/v1/object/contenido/bench/$i.png"
  done
  end=$(date +%s.%N)
  local up
  up=$(echo "$mib * $rounds / ($end - $start)" | bc -l)
  start=$(date +%s.%N)
  for i in $(seq "$rounds"); do
    curl -fs -o /dev/null "http://$addr/storage/v1/object/public/contenido/bench/$i.png"
  done
  end=$(date +%s.%N)
  local down
  down=$(echo "$mib * $rounds / ($end - $start)" | bc -l)
  local peak
  peak=$(rss_kib $pid VmHWM)
  printf '| %s | %d MiB × %d | %.0f | %.0f | %.1f | %.1f |\n' "$name" "$mib" "$rounds" "$up" "$down" \
    "$(echo "$idle / 1024" | bc -l)" "$(echo "($peak - $idle) / 1024" | bc -l)"
  kill $pid
  wait $pid 2>/dev/null || true
  pid=""
}

make_file 1
make_file 100
echo "| store | files | upload MiB/s | download MiB/s | idle RSS MiB | peak RSS above idle MiB |"
echo "|---|---|---|---|---|---|"
for size in "1 50" "100 3"; do
  set -- $size
  run "local disk" "" "$1" "$2"
  if [ -n "$s3_url" ]; then
    run "S3 (MinIO)" "$s3_url" "$1" "$2"
  fi
done
