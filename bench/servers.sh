# Helpers of the benchmark scripts that start servers (bench/compare.sh, bench/gotrue.sh), sourced
# by them: log and die to stderr with the script's running time, and wait_up for a server to answer.

log() { printf '[%4ds] %s\n' "$SECONDS" "$*" >&2; }
die() { log "${0##*/}: $*"; exit 1; }

# wait_up URL PID LOG: until URL answers 2xx, failing early if the server exited.
wait_up() {
  for _ in $(seq 600); do
    curl -fs -o /dev/null "$1" && return
    kill -0 "$2" 2>/dev/null || { tail -20 "$3" >&2; die "the server behind $1 exited"; }
    sleep 0.1
  done
  tail -20 "$3" >&2
  die "$1 did not answer within 60 s"
}
