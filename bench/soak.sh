#!/usr/bin/env bash
# Soak of the mixed workload for BENCHMARKS.md: builds vitrina, serves a fresh demo site (SQLite
# unless a database URL is given) on a loopback port, and runs 64 clients browsing the public site,
# reading and writing through /rest/v1, uploading pictures and signing in, for the given duration.
# Prints the figures, the server's memory over time, and fails on any 5xx or "database is locked".
# Usage: bash bench/soak.sh [duration, default 5m] [clients, default 64] [database URL]
set -euo pipefail
cd "$(dirname "$0")/.."
duration=${1:-5m}
clients=${2:-64}
db_url=${3:-}
dir=$(mktemp -d)
trap 'kill $pid 2>/dev/null || true; rm -rf "$dir"' EXIT
go build -o "$dir/vitrina" ./cmd/vitrina
go build -o "$dir/load" ./bench/load
addr=127.0.0.1:18282
DATABASE_URL="$db_url" VITRINA_LOG_LEVEL=info "$dir/vitrina" serve --demo --data-dir "$dir/data" --addr $addr >"$dir/out" 2>"$dir/log" &
pid=$!
for _ in $(seq 300); do curl -fs "http://$addr/readyz" >/dev/null && break; sleep 0.1; done
eval "$(DATABASE_URL="$db_url" "$dir/vitrina" keys --data-dir "$dir/data")"
"$dir/load" -url "http://$addr" -apikey "$API_KEY" -service-key "$SERVICE_ROLE_KEY" -pid $pid \
  -scenario mixed -c "$clients" -d "$duration"
status5xx=$(grep -c 'msg=request .*status=5[0-9][0-9]' "$dir/log" || true)
locked=$(grep -ci 'database is locked' "$dir/log" || true)
echo
echo "server log: $status5xx responses with a 5xx status, $locked lines with \"database is locked\""
grep -E 'status=5[0-9][0-9]|level=(ERROR|WARN)' "$dir/log" | head -5 || true
curl -fs "http://$addr/metrics" | grep -E '^vitrina_db_pool_(wait_count_total|wait_duration_seconds_total|max_open)' || true
[ "$status5xx" = 0 ] && [ "$locked" = 0 ]
