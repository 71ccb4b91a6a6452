#!/usr/bin/env bash
# Two instances against one, for BENCHMARKS.md: builds vitrina, starts two `vitrina serve` processes
# on one PostgreSQL database (same JWT secret, separate data directories, as behind a load
# balancer), seeds testimonials, and runs the bench/load driver for each scenario at 32 clients
# against one instance, then at 16 + 16 clients against both at once (figures of the two drivers
# side by side; the throughput of the pair is their sum).
# Usage: bash bench/instances.sh <postgres:// URL of an empty database> [seconds per run, default 10]
# With STORAGE_URL (and AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY) in the environment both instances
# keep their files in that S3-compatible bucket, and the run ends with files written on one instance
# and read on the other.
set -euo pipefail
cd "$(dirname "$0")/.."
db_url=${1:?usage: bench/instances.sh postgres://… [seconds]}
secs=${2:-10}
dir=$(mktemp -d)
pids=()
trap 'for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$dir"' EXIT
go build -o "$dir/vitrina" ./cmd/vitrina
go build -o "$dir/load" ./bench/load
export DATABASE_URL="$db_url" JWT_SECRET="instances-bench-secret-0123456789abcdef" VITRINA_LOG_LEVEL=warn
for port in 18281 18282; do
  "$dir/vitrina" serve --data-dir "$dir/data-$port" --addr 127.0.0.1:$port >/dev/null 2>"$dir/log-$port" &
  pids+=($!)
done
for port in 18281 18282; do
  for _ in $(seq 100); do curl -fs "http://127.0.0.1:$port/healthz" >/dev/null && break; sleep 0.1; done
done
eval "$("$dir/vitrina" keys --data-dir "$dir/data-18281")"
common=(-apikey "$API_KEY" -service-key "$SERVICE_ROLE_KEY" -rows "${ROWS:-20000}")
"$dir/load" -url http://127.0.0.1:18281 "${common[@]}" -scenario seed
echo "| setup | scenario | clients | requests | req/s | p50 ms | p99 ms | p99.9 ms | 4xx/net errors | 5xx |"
echo "|---|---|---|---|---|---|---|---|---|---|"
for s in list point insert; do
  "$dir/load" -url http://127.0.0.1:18281 "${common[@]}" -scenario $s -c 32 -d "${secs}s" | sed 's/^/| one instance /'
  "$dir/load" -url http://127.0.0.1:18281 "${common[@]}" -scenario $s -c 16 -d "${secs}s" >"$dir/a" &
  a=$!
  "$dir/load" -url http://127.0.0.1:18282 "${common[@]}" -scenario $s -c 16 -d "${secs}s" >"$dir/b"
  wait $a
  sed 's/^/| two: instance A /' "$dir/a"
  sed 's/^/| two: instance B /' "$dir/b"
done

if [ -n "${STORAGE_URL:-}" ]; then
  # Files across instances: 20 uploads of 1 MiB on A, each downloaded on B and compared; a write on
  # A then shows on B's cached home page (the change feed).
  echo
  echo "| files on one bucket | uploads on A | downloads on B | same bytes | upload MiB/s (A) | download MiB/s (B) |"
  echo "|---|---|---|---|---|---|"
  { printf '\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR'; head -c $((1 << 20)) /dev/urandom; } >"$dir/f.png"
  auth=(-H "apikey: $SERVICE_ROLE_KEY" -H "Authorization: Bearer $SERVICE_ROLE_KEY")
  start=$(date +%s.%N)
  for i in $(seq 20); do
    curl -fs -o /dev/null -X POST -T "$dir/f.png" "${auth[@]}" -H 'Content-Type: image/png' \
      "http://127.0.0.1:18281/storage/v1/object/contenido/instances/$i.png"
  done
  mid=$(date +%s.%N)
  same=0
  for i in $(seq 20); do
    curl -fs -o "$dir/got.png" "http://127.0.0.1:18282/storage/v1/object/public/contenido/instances/$i.png"
    cmp -s "$dir/f.png" "$dir/got.png" && same=$((same + 1))
  done
  end=$(date +%s.%N)
  printf '| %s | 20 × 1 MiB | 20 | %d/20 | %.0f | %.0f |\n' "$STORAGE_URL" "$same" \
    "$(echo "20 / ($mid - $start)" | bc -l)" "$(echo "20 / ($end - $mid)" | bc -l)"
  curl -fs -o /dev/null "http://127.0.0.1:18282/"
  curl -fs -o /dev/null -X POST "${auth[@]}" -H 'Content-Type: application/json' -d '{"name":"Aviso entre instancias"}' \
    "http://127.0.0.1:18281/rest/v1/categoria-servicios"
  for _ in $(seq 100); do
    curl -fs "http://127.0.0.1:18282/" | grep -q "Aviso entre instancias" && { echo "B's home page shows A's write"; break; }
    sleep 0.01
  done
fi
