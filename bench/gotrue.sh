#!/usr/bin/env bash
# Vitrina's /auth/v1 against GoTrue (github.com/supabase/auth) on one PostgreSQL, for BENCHMARKS.md.
# It builds vitrina and the driver (bench/gotrue), creates two databases (dropped at the end), starts
# Vitrina on one and GoTrue on the other (its own migrations), an SMTP server that discards mail for
# both, and Vitrina on SQLite for information; seeds the same accounts into each through its admin
# API; then, round after round, runs each operation on Vitrina, right after on GoTrue, then on
# Vitrina on SQLite (interleaved, so drifting load hits all) and prints one markdown table of medians.
#
# Usage: bash bench/gotrue.sh [seconds per run, default 10] [rounds, default 3]
#   e.g. bash bench/gotrue.sh 3 1    (a quick check)
#
# GoTrue: GOTRUE_BIN names a GoTrue v2 binary (default: the newest ~/.cache/vitrina-gotrue/auth-v*).
# When there is none, GOTRUE_SRC names a git repository of github.com/supabase/auth (a clone or a
# bare mirror) and the script builds its tag GOTRUE_VERSION (v2.196.0) into
# ~/.cache/vitrina-gotrue/auth-<version>, GoTrue's own modules coming from the Go module proxy. The
# proxy does not serve github.com/supabase/auth itself (its v2 tags are not versions of that module
# path: "not available", for the tag and for a pseudo-version of its commit alike), so the source
# comes from git. Its embedded migrations need only the database's `auth`
# schema and the `postgres` role; the script creates the schema and sets the database's search_path
# to it, as Supabase's supabase_auth_admin role has.
# Environment: PG (postgres://postgres@127.0.0.1:5432, trust auth; the role must create databases),
# USERS (sign-in accounts, 64, at least 32), LIST_USERS (accounts with a TOTP factor, 1000: the
# admin list's page and the TOTP pool), RECOVER_USERS (accounts for /recover, 10000: each gets one
# e-mail per run), LOGOUT_POOL (sessions opened before each logout run, 5000), CONNS (clients of
# the operations other than sign-in and refresh, 8), SQLITE (1: also Vitrina on SQLite; 0: not),
# OPS (the rows to measure, comma-separated keys: signin4 refresh2 refresh32 userget userput totp
# logout adminlist recover; default all), e.g. OPS=adminlist,recover bash bench/gotrue.sh 3 3.
# Needs go, curl and psql. Servers listen on 127.0.0.1:18311-18313 and 18319 (SMTP); clients
# connect from 127.0.0.2 on (one loopback address each).
set -euo pipefail
cd "$(dirname "$0")/.."
secs=${1:-10}
rounds=${2:-3}
pg=${PG:-postgres://postgres@127.0.0.1:5432}
users=${USERS:-64}
list_users=${LIST_USERS:-1000}
recover_users=${RECOVER_USERS:-10000}
logout_pool=${LOGOUT_POOL:-5000}
conns=${CONNS:-8}
sqlite=${SQLITE:-1}
all_ops=signin4,refresh2,refresh32,userget,userput,totp,logout,adminlist,recover
ops=,${OPS:-$all_ops},
vaddr=127.0.0.1:18311 gaddr=127.0.0.1:18312 saddr=127.0.0.1:18313 smtp=127.0.0.1:18319
export LC_ALL=C

# shellcheck source=bench/servers.sh
. bench/servers.sh

for n in "$secs" "$rounds" "$users" "$list_users" "$recover_users" "$logout_pool" "$conns"; do
  [[ $n =~ ^[1-9][0-9]*$ ]] || die "want whole positive numbers, got '$n' (usage: bash bench/gotrue.sh [seconds] [rounds])"
done
for o in ${ops//,/ }; do
  [[ ,$all_ops, == *,$o,* ]] || die "OPS: unknown operation '$o' (known: $all_ops)"
done
# wanted KEY: whether OPS names the row KEY.
wanted() { [[ $ops == *,$1,* ]]; }
((users >= 32)) || die "USERS must be at least 32 (the refresh runs sign in 32 accounts)"
for tool in go curl psql awk; do
  command -v $tool >/dev/null || die "$tool is missing"
done
gotrue_bin=${GOTRUE_BIN:-$(ls -1 "$HOME"/.cache/vitrina-gotrue/auth-v* 2>/dev/null | sort -V | tail -1 || true)}
if [ -z "$gotrue_bin" ] && [ -n "${GOTRUE_SRC:-}" ]; then
  gotrue_tag=${GOTRUE_VERSION:-v2.196.0}
  gotrue_bin=$HOME/.cache/vitrina-gotrue/auth-$gotrue_tag
  log "building GoTrue $gotrue_tag from $GOTRUE_SRC into $gotrue_bin"
  command -v git >/dev/null || die "git is missing (to read GOTRUE_SRC)"
  gotrue_src=$(mktemp -d)
  git -C "$GOTRUE_SRC" archive "$gotrue_tag" | tar -x -C "$gotrue_src" ||
    { rm -rf "$gotrue_src"; die "GOTRUE_SRC has no tag $gotrue_tag"; }
  mkdir -p "${gotrue_bin%/*}"
  (cd "$gotrue_src" && go build -o "$gotrue_bin" \
    -ldflags "-X github.com/supabase/auth/internal/utilities.Version=$gotrue_tag" .) ||
    { rm -rf "$gotrue_src"; die "building GoTrue failed"; }
  rm -rf "$gotrue_src"
fi
[ -n "$gotrue_bin" ] && [ -x "$gotrue_bin" ] ||
  die "no GoTrue binary: set GOTRUE_BIN to a GoTrue v2 binary (github.com/supabase/auth), put one at ~/.cache/vitrina-gotrue/auth-v<version>, or set GOTRUE_SRC to a git repository of it to build one"
for a in $vaddr $gaddr $saddr; do
  ! curl -s -o /dev/null "http://$a/" || die "something already listens on $a"
done
psql "$pg/postgres" -tAc 'select 1' >/dev/null || die "PostgreSQL does not answer at $pg"

dir=$(mktemp -d)
vdb=vitrina_gotrue_bench_$$ gdb=gotrue_bench_$$
pids=()
cleanup() {
  for p in ${pids[@]+"${pids[@]}"}; do kill "$p" 2>/dev/null || true; done
  wait 2>/dev/null || true
  psql "$pg/postgres" -q -c "DROP DATABASE IF EXISTS $vdb" -c "DROP DATABASE IF EXISTS $gdb" 2>/dev/null || true
  rm -rf "$dir"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

uptime_start=$(uptime)
log "building vitrina and bench/gotrue in $dir"
go build -o "$dir/vitrina" ./cmd/vitrina
go build -o "$dir/driver" ./bench/gotrue
gotrue_version=$("$gotrue_bin" version 2>/dev/null | tail -1)

psql "$pg/postgres" -q -c "CREATE DATABASE $vdb" -c "CREATE DATABASE $gdb"
psql "$pg/$gdb" -q -c 'CREATE SCHEMA auth' -c "ALTER DATABASE $gdb SET search_path = auth"

"$dir/driver" -mode smtp-sink -addr $smtp -log "$dir/sent" >"$dir/smtp.log" 2>&1 &
pids+=($!)

secret=$(head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n')
# Limits at their maximum on Vitrina: each client comes from its own address, but the sign-in and
# refresh runs still send hundreds of requests per address and account per second.
vitrina_env=(JWT_SECRET="$secret" VITRINA_LOG_LEVEL=warn SMTP_URL="smtp://$smtp" VITRINA_ACCESS_TOKEN_TTL=24h
  GOTRUE_RATE_LIMIT_TOKEN_REFRESH=100000000 GOTRUE_RATE_LIMIT_VERIFY=100000000
  VITRINA_RATE_LIMIT_OTP_IP=100000000 VITRINA_RATE_LIMIT_TOKEN_EMAIL=100000000
  VITRINA_RATE_LIMIT_OTP_EMAIL=100000000 VITRINA_RATE_LIMIT_VERIFY_EMAIL=100000000)
env -u DATA_URL -u STORAGE_URL "${vitrina_env[@]}" DATABASE_URL="$pg/$vdb?sslmode=disable" \
  "$dir/vitrina" serve --data-dir "$dir/vitrina-pg" --addr $vaddr >"$dir/vitrina-pg.log" 2>&1 &
vpid=$!
pids+=("$vpid")
# GoTrue's per-address limits apply only with GOTRUE_RATE_LIMIT_HEADER, unset here; its limit on
# e-mails sent (all addresses together, 30 an hour) is raised. Its connection pool is Vitrina's
# (max(8, 4 × cores) connections, all kept open): unset, it keeps no idle connection and opens one
# for every query. Without a command it migrates, then serves (`serve` alone ignores
# GOTRUE_LOG_LEVEL).
pool_size=$((4 * $(nproc) > 8 ? 4 * $(nproc) : 8))
gotrue_env=(GOTRUE_DB_DRIVER=postgres DATABASE_URL="$pg/$gdb?sslmode=disable" GOTRUE_JWT_SECRET="$secret"
  GOTRUE_DB_MAX_POOL_SIZE=$pool_size GOTRUE_DB_MAX_IDLE_POOL_SIZE=$pool_size
  GOTRUE_JWT_EXP=86400 API_EXTERNAL_URL="http://$gaddr" GOTRUE_SITE_URL="http://$gaddr"
  GOTRUE_API_HOST=127.0.0.1 PORT=${gaddr##*:} GOTRUE_LOG_LEVEL=warn
  GOTRUE_SMTP_HOST=${smtp%:*} GOTRUE_SMTP_PORT=${smtp##*:} GOTRUE_SMTP_ADMIN_EMAIL=no-reply@example.com
  GOTRUE_RATE_LIMIT_EMAIL_SENT=100000000)
env "${gotrue_env[@]}" "$gotrue_bin" >"$dir/gotrue.log" 2>&1 &
gpid=$!
pids+=("$gpid")
servers=(vitrina gotrue)
if ((sqlite)); then
  env -u DATABASE_URL -u DATA_URL -u STORAGE_URL "${vitrina_env[@]}" \
    "$dir/vitrina" serve --data-dir "$dir/vitrina-sqlite" --addr $saddr >"$dir/vitrina-sqlite.log" 2>&1 &
  spid=$!
  pids+=("$spid")
  servers+=(sqlite)
fi
wait_up "http://$vaddr/healthz" $vpid "$dir/vitrina-pg.log"
wait_up "http://$gaddr/health" $gpid "$dir/gotrue.log"
((sqlite)) && wait_up "http://$saddr/healthz" $spid "$dir/vitrina-sqlite.log"
eval "$(env JWT_SECRET="$secret" "$dir/vitrina" keys --data-dir "$dir/vitrina-pg")"

declare -A url pid
url[vitrina]=http://$vaddr/auth/v1 url[gotrue]=http://$gaddr url[sqlite]=http://$saddr/auth/v1
pid[vitrina]=$vpid pid[gotrue]=$gpid pid[sqlite]=${spid:-}
# driver SERVER ARGS...: the driver against SERVER with the shared sizes.
driver() {
  local s=$1
  shift
  "$dir/driver" -url "${url[$s]}" -apikey "$API_KEY" -service-key "$SERVICE_ROLE_KEY" -users "$users" \
    -list-users "$list_users" -recover-users "$recover_users" -pool "$logout_pool" -state "$dir/factors-$s" "$@"
}

# The TOTP factors (a bcrypt sign-in each) only when OPS measures TOTP: neither server's admin list
# renders factors.
for s in "${servers[@]}"; do
  log "seeding $s: $((users + list_users + recover_users)) accounts$(wanted totp && echo ", then a TOTP factor for each of $list_users")"
  driver "$s" -mode seed -c 4
  if wanted totp; then driver "$s" -mode mfa-setup -c 4; fi
done

# The checks made before measuring: one recovery e-mail reaches the SMTP server from each, and a
# one-second run of the operations that need no pool answers no error.
for s in "${servers[@]}"; do
  curl -fsS -o /dev/null -H "apikey: $API_KEY" -H 'Content-Type: application/json' \
    -d "{\"email\":\"bench$users@example.com\"}" "${url[$s]}/recover" || die "$s: /recover failed"
done
for _ in $(seq 50); do
  [ "$(grep -c "^bench$users@example.com\$" "$dir/sent" || true)" -ge ${#servers[@]} ] && break
  sleep 0.1
done
[ "$(grep -c "^bench$users@example.com\$" "$dir/sent" || true)" -ge ${#servers[@]} ] ||
  die "a recovery e-mail did not reach the SMTP server (sent: $(grep -c . "$dir/sent" || true))"
log "ok: a recovery e-mail from each server reached the SMTP server"
for s in "${servers[@]}"; do
  for op in signin refresh user-get user-put admin-list; do
    out=$(driver "$s" -mode run -op $op -c 2 -d 1s) || die "$s $op failed"
    [ "$(cut -d' ' -f5 <<<"$out")" = 0 ] || die "$s $op answered errors: $out"
  done
  log "ok: $s answers sign-in, refresh, GET and PUT /user and the admin list without errors"
done

# Results, one line per run: key|server|round|req/s|p50 ms|p99 ms|requests|errors|used up|server
# CPU ms per request.
results=$dir/results
: >"$results"
# cpu_ticks PID: the process's user + system time so far, in clock ticks (every thread).
cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
tick_ms=$((1000 / $(getconf CLK_TCK)))
# measure KEY SERVER OP CLIENTS: one run of the driver into the results.
measure() {
  local key=$1 s=$2 op=$3 c=$4 out cpu0 cpu_ms
  cpu0=$(cpu_ticks "${pid[$s]}")
  out=$(driver "$s" -mode run -op "$op" -c "$c" -d "${secs}s" 2>"$dir/run.err") ||
    { cat "$dir/run.err" >&2; die "$op on $s failed"; }
  read -r rps p50 p99 n errs used <<<"$out"
  cpu_ms=$(awk -v t="$(($(cpu_ticks "${pid[$s]}") - cpu0))" -v ms="$tick_ms" -v n="$n" 'BEGIN {printf "%.3f", n ? t * ms / n : 0}')
  echo "$key|$s|$round|$rps|$p50|$p99|$n|$errs|$used|$cpu_ms" >>"$results"
  cut -d' ' -f1 /proc/loadavg >>"$dir/loads"
  log "round $round  $key  $s  $rps/s  p50 $p50 ms  p99 $p99 ms  errors $errs$( ((used)) && echo '  (pool used up)')"
  [ -s "$dir/run.err" ] && sed 's/^/    /' "$dir/run.err" >&2
  return 0
}

runs=("signin4 signin 4" "refresh2 refresh 2" "refresh32 refresh 32" "userget user-get $conns"
  "userput user-put $conns" "totp totp $conns" "logout logout $conns" "adminlist admin-list $conns"
  "recover recover $conns")
declare -A recovered
for round in $(seq "$rounds"); do
  for r in "${runs[@]}"; do
    read -r key op c <<<"$r"
    wanted "$key" || continue
    for s in "${servers[@]}"; do
      # Each account gets one recovery e-mail a minute: with few operations a round is shorter.
      if [ "$op" = recover ] && [ -n "${recovered[$s]:-}" ] && ((SECONDS - recovered[$s] < 61)); then
        sleep $((61 - (SECONDS - recovered[$s])))
      fi
      measure "$key" "$s" "$op" "$c"
      if [ "$op" = recover ]; then recovered[$s]=$SECONDS; fi
    done
  done
done
uptime_end=$(uptime)

# summary KEY SERVER FIELD: the median of FIELD (4 req/s, 5 p50, 6 p99) over the rounds.
summary() {
  awk -F'|' -v k="$1" -v s="$2" -v f="$3" '$1 == k && $2 == s {print $f}' "$results" | sort -g |
    awk '{v[++n] = $1} END {if (!n) {print "n/a"; exit}; print n % 2 ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2}'
}
# marks KEY SERVER: " (!)" when a run had errors, " †" when a run used up its pool.
marks() {
  awk -F'|' -v k="$1" -v s="$2" '$1 == k && $2 == s {e += $8; u += $9} END {printf "%s%s", e ? " (!)" : "", u ? " †" : ""}' "$results"
}
num() { awk -v m="$1" 'BEGIN {if (m == "n/a") print m; else printf(m >= 100 ? "%.0f" : "%.1f", m)}'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {if (b > 0) printf "%.2f", a / b; else printf "n/a"}'; }
cell() { printf '%s%s' "$(num "$(summary "$1" "$2" 4)")" "$(marks "$1" "$2")"; }
lat() { awk -v a="$(summary "$1" "$2" 5)" -v b="$(summary "$1" "$2" 6)" 'BEGIN {printf "%.2f / %.1f", a, b}'; }
cpu() { awk -v a="$(summary "$1" vitrina 10)" -v b="$(summary "$1" gotrue 10)" 'BEGIN {printf "%.2f / %.2f", a, b}'; }

row() {
  local label=$1 key=$2 extra=""
  wanted "$key" || return 0
  ((sqlite)) && extra=" $(cell "$key" sqlite) |"
  printf '| %s | %s | %s | %s | %s | %s | %s |%s\n' "$label" "$(cell "$key" vitrina)" "$(cell "$key" gotrue)" \
    "$(ratio "$(summary "$key" vitrina 4)" "$(summary "$key" gotrue 4)")" "$(lat "$key" vitrina)" "$(lat "$key" gotrue)" \
    "$(cpu "$key")" "$extra"
}

cpu=$(awk -F': ' '/^model name/ {print $2; exit}' /proc/cpuinfo)
echo
echo "## Auth against GoTrue (bench/gotrue.sh $secs $rounds)"
echo
echo "- $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores ($cpu), $(go version | cut -d' ' -f3), $(psql "$pg/postgres" -tAc 'show server_version')"
commit=$(git describe --always --dirty 2>/dev/null || echo "unknown commit")
echo "- $("$dir/vitrina" version) at $commit on PostgreSQL; GoTrue $gotrue_version on PostgreSQL (same server, databases of their own)"
echo "- $users sign-in accounts, $list_users accounts $(wanted totp && echo "with a TOTP factor" || echo "for the list (no TOTP factor: OPS leaves TOTP out)"), $recover_users for /recover; bcrypt cost 10 on both; e-mail to a local SMTP server on both"
echo "- GoTrue's database pool: $pool_size connections, as Vitrina's; Vitrina's auth limits raised (counted in PostgreSQL), GoTrue's per-address limits off (no GOTRUE_RATE_LIMIT_HEADER)"
echo "- $secs s runs, rounds: $rounds (interleaved); medians; sign-in at 4 clients, refresh at 2 and 32, the rest at $conns"
echo "- load at start: ${uptime_start##*load average: }; at end: ${uptime_end##*load average: }; during the runs (1-minute average after each run): $(sort -g "$dir/loads" | awk '{v[++n] = $1} END {printf "min %s, median %s, max %s", v[1], v[int((n + 1) / 2)], v[n]}')"
echo
head="| operation | Vitrina req/s | GoTrue req/s | ratio | Vitrina p50 / p99 ms | GoTrue p50 / p99 ms | server CPU ms a request, Vitrina / GoTrue |"
sep="|---|---|---|---|---|---|---|"
((sqlite)) && head="$head Vitrina on SQLite req/s |" sep="$sep---|"
echo "$head"
echo "$sep"
row "password sign-in, 4 clients" signin4
row "refresh (chained), 2 clients" refresh2
row "refresh (chained), 32 clients" refresh32
row "GET /user, $conns clients" userget
row "PUT /user (user_metadata), $conns clients" userput
row "TOTP challenge + verify (one pair), $conns clients" totp
row "logout (scope=local), $conns clients" logout
row "admin list, 1000 a page, $conns clients" adminlist
row "recover (e-mail over SMTP), $conns clients" recover
echo
echo "Ratio = Vitrina ÷ GoTrue (requests per second, both on PostgreSQL). Server CPU: the server process's user +"
echo "system time during the run over its requests (PostgreSQL's own not counted), medians."
echo "\"(!)\": a run had errors;"
echo "\"†\": a run used up its pool (TOTP steps, sessions or accounts) before its time, its rate is over the time it took."
if awk -F'|' '$8 > 0 {f = 1} END {exit !f}' "$results"; then
  echo
  echo "(!) runs with errors (key|server|round|req/s|p50|p99|requests|errors|used up):"
  awk -F'|' '$8 > 0' "$results"
fi
