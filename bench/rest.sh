#!/usr/bin/env bash
# Load run of /rest/v1 for BENCHMARKS.md: builds vitrina, serves a fresh data directory on a loopback
# port, seeds 100 000 testimonials, and runs list, deep list, point read and insert at 2 and 32
# concurrent clients. Usage: bash bench/rest.sh [seconds per run, default 10] [database URL]
set -euo pipefail
cd "$(dirname "$0")/.."
secs=${1:-10}
db_url=${2:-}
dir=$(mktemp -d)
trap 'kill $pid 2>/dev/null || true; rm -rf "$dir"' EXIT
go build -o "$dir/vitrina" ./cmd/vitrina
go build -o "$dir/load" ./bench/load
addr=127.0.0.1:18181
DATABASE_URL="$db_url" VITRINA_LOG_LEVEL=warn "$dir/vitrina" serve --data-dir "$dir/data" --addr $addr >/dev/null 2>"$dir/log" &
pid=$!
for _ in $(seq 100); do curl -fs "http://$addr/healthz" >/dev/null && break; sleep 0.1; done
eval "$(DATABASE_URL="$db_url" "$dir/vitrina" keys --data-dir "$dir/data")"
common=(-url "http://$addr" -apikey "$API_KEY" -service-key "$SERVICE_ROLE_KEY" -rows 100000 -pid $pid)
"$dir/load" "${common[@]}" -scenario seed
echo "| scenario | clients | requests | req/s | p50 ms | p99 ms | p99.9 ms | 4xx/net errors | 5xx | server RSS |"
echo "|---|---|---|---|---|---|---|---|---|---|"
for s in list deep point insert; do
  for c in 2 32; do
    "$dir/load" "${common[@]}" -scenario $s -c $c -d "${secs}s"
  done
done
if grep -qi "database is locked" "$dir/log"; then echo "database is locked found in the server log"; exit 1; fi
