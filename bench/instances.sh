#!/usr/bin/env bash
# Two instances against one, for BENCHMARKS.md: builds vitrina, starts two `vitrina serve` processes
# on one PostgreSQL database (same JWT secret, separate data directories, as behind a load
# balancer), seeds testimonials, and runs the bench/load driver for each scenario at 32 clients
# against one instance, then at 16 + 16 clients against both at once (figures of the two drivers
# side by side; the throughput of the pair is their sum).
# Usage: bash bench/instances.sh <postgres:// URL of an empty database> [seconds per run, default 10]
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
