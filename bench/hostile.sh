#!/usr/bin/env bash
# The hostile soak for BENCHMARKS.md: builds vitrina, serves a fresh demo site (SQLite unless a
# database URL is given) on a loopback port, and runs the mixed workload's ordinary visitors alone
# for the given duration (the idle run), then for as long again beside the attackers of
# `bench/load -scenario hostile` (image variants of large pictures, deep searches, form floods from
# 200 addresses, not-found probes, slow clients, cut uploads). Prints both runs' figures, the
# attackers' answers by kind and the server's memory; fails on a 5xx other than the budgets' 503s,
# on an error-level log line or on an acknowledged write missing afterwards.
# Usage: [ATTACKS=variant,search] bash bench/hostile.sh [duration of each run, default 10m] [clients, default 32] [database URL]
set -euo pipefail
cd "$(dirname "$0")/.."
duration=${1:-10m}
clients=${2:-32}
db_url=${3:-}
dir=$(mktemp -d)
trap 'kill $pid 2>/dev/null || true; rm -rf "$dir"' EXIT
go build -o "$dir/vitrina" ./cmd/vitrina
go build -o "$dir/load" ./bench/load
addr=127.0.0.1:18283
DATABASE_URL="$db_url" VITRINA_LOG_LEVEL=info "$dir/vitrina" serve --demo --data-dir "$dir/data" --addr $addr >"$dir/out" 2>"$dir/log" &
pid=$!
for _ in $(seq 300); do curl -fs "http://$addr/readyz" >/dev/null && break; sleep 0.1; done
eval "$(DATABASE_URL="$db_url" "$dir/vitrina" keys --data-dir "$dir/data")"
"$dir/load" -url "http://$addr" -apikey "$API_KEY" -service-key "$SERVICE_ROLE_KEY" -pid $pid \
  -scenario hostile -c "$clients" -d "$duration" -attacks "${ATTACKS:-}"
peak=$(sed -n 's/^VmHWM:[[:space:]]*//p' /proc/$pid/status)
other5xx=$(grep 'msg=request .*status=5[0-9][0-9]' "$dir/log" | grep -vc 'status=503' || true)
errors=$(grep -c 'level=ERROR' "$dir/log" || true)
echo
echo "server: peak RSS $peak; $other5xx responses with a 5xx other than 503; $errors error-level log lines"
grep -E 'status=5[0-9][0-9]|level=ERROR' "$dir/log" | grep -v 'status=503' | head -5 || true
[ "$other5xx" = 0 ] && [ "$errors" = 0 ]
