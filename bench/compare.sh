#!/usr/bin/env bash
# Vitrina against PocketBase on this machine, for BENCHMARKS.md. It builds vitrina, and
# in a temporary directory a PocketBase from the Go module proxy and a net/http hello world (the
# ceiling); seeds the same testimonials and users into both; then, round after round, runs each
# scenario with wrk on Vitrina and right after on PocketBase (interleaved, so drifting load hits both)
# and prints one markdown table of medians with their spread.
# Usage: bash bench/compare.sh [seconds per run, default 10] [rounds, default 3]
# Environment: ROWS (testimonials, 100000), USERS (sign-in accounts, 100, at least 33),
# UPLOAD_MIB (upload size, 100), UPLOADS (uploads per server per round, 3),
# PB_VERSION (v0.36.8; the newest served is tried when that one is refused).
# Needs go, wrk and curl. Servers listen on 127.0.0.1:18301-18303.
set -euo pipefail
cd "$(dirname "$0")/.."
secs=${1:-10}
rounds=${2:-3}
rows=${ROWS:-100000}
users=${USERS:-100}
upload_mib=${UPLOAD_MIB:-100}
uploads=${UPLOADS:-3}
pb_version=${PB_VERSION:-v0.36.8}
here=$PWD/bench/compare
vaddr=127.0.0.1:18301 paddr=127.0.0.1:18302 haddr=127.0.0.1:18303
password='Comparar-2026-claves!'
pb_admin=admin@example.com
export LC_ALL=C

# shellcheck source=bench/servers.sh
. bench/servers.sh

for n in "$secs" "$rounds" "$rows" "$users" "$upload_mib" "$uploads"; do
  [[ $n =~ ^[1-9][0-9]*$ ]] || die "want whole positive numbers, got '$n' (usage: bash bench/compare.sh [seconds] [rounds])"
done
((users >= 33)) || die "USERS must be at least 33 (the refresh runs sign in 33 accounts)"
for tool in go wrk curl awk; do
  command -v $tool >/dev/null || die "$tool is missing: install it (wrk: apt-get install wrk) and run again"
done
for a in $vaddr $paddr $haddr; do
  ! curl -s -o /dev/null "http://$a/" || die "something already listens on $a"
done

dir=$(mktemp -d)
pids=()
cleanup() {
  for p in ${pids[@]+"${pids[@]}"}; do kill "$p" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$dir"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# fetch EXPECTED-STATUS CURL-ARGS...: prints the body; fails with it when the status differs.
fetch() {
  local want=$1 out code
  shift
  out=$(curl -sS -w '\n%{http_code}' "$@") || die "curl $* failed"
  code=${out##*$'\n'}
  out=${out%$'\n'*}
  [ "$code" = "$want" ] || die "$* answered $code, want $want: ${out:0:300}"
  printf '%s\n' "$out"
}

# check DESCRIPTION BODY SUBSTRING...: the correctness checks made before measuring.
check() {
  local what=$1 body=$2
  shift 2
  for s in "$@"; do
    [[ $body == *"$s"* ]] || die "$what: the response lacks $s: ${body:0:300}"
  done
  log "ok: $what"
}

json_field() { sed -n "s/.*\"$1\":\"\\([^\"]*\\)\".*/\\1/p"; }
rss_kib() { awk -v k="$2:" '$1 == k {print $2}' "/proc/$1/status"; }

uptime_start=$(uptime)
log "building vitrina, bench/load, and PocketBase $pb_version with the hello world in $dir"
go build -o "$dir/vitrina" ./cmd/vitrina
go build -o "$dir/load" ./bench/load
mkdir -p "$dir/pb/hello"
# Without their build tag, which keeps them out of this repository's module.
sed '/^\/\/go:build ignore$/d' "$here/pocketbase.go" >"$dir/pb/main.go"
sed '/^\/\/go:build ignore$/d' "$here/hello.go" >"$dir/pb/hello/main.go"
(
  cd "$dir/pb"
  export GOWORK=off
  go mod init compare.invalid/pocketbase >/dev/null 2>&1
  if ! go get "github.com/pocketbase/pocketbase@$pb_version" >/dev/null 2>&1; then
    log "the module proxy refused PocketBase $pb_version; taking the newest it serves"
    go get github.com/pocketbase/pocketbase@latest >/dev/null
  fi
  go mod tidy >/dev/null 2>&1
  go build -o "$dir/pocketbase" .
  go build -o "$dir/hello" ./hello
)
pb_version=$(cd "$dir/pb" && GOWORK=off go list -m -f '{{.Version}}' github.com/pocketbase/pocketbase)

# Vitrina on SQLite with /auth/v1/token's limits at their maximum: the sign-in and refresh runs come
# from one address (and the sign-in runs reuse accounts) and would otherwise get 429s.
vitrina_env=(VITRINA_LOG_LEVEL=warn VITRINA_UPLOAD_LIMIT=200MiB
  GOTRUE_RATE_LIMIT_TOKEN_REFRESH=100000000 VITRINA_RATE_LIMIT_TOKEN_EMAIL=100000000)
env -u DATABASE_URL -u DATA_URL -u STORAGE_URL "${vitrina_env[@]}" \
  "$dir/vitrina" serve --data-dir "$dir/vitrina-data" --addr $vaddr >"$dir/vitrina.log" 2>&1 &
vpid=$!
pids+=("$vpid")
wait_up "http://$vaddr/healthz" $vpid "$dir/vitrina.log"
eval "$(env -u DATABASE_URL "$dir/vitrina" keys --data-dir "$dir/vitrina-data")"
vanon=(-H "apikey: $API_KEY" -H "Authorization: Bearer $API_KEY")
vsvc=(-H "apikey: $SERVICE_ROLE_KEY" -H "Authorization: Bearer $SERVICE_ROLE_KEY")
json=(-H 'Content-Type: application/json')
"$dir/load" -url "http://$vaddr" -apikey "$API_KEY" -service-key "$SERVICE_ROLE_KEY" -rows "$rows" -scenario seed
log "creating $users Vitrina users"
seq "$users" | xargs -P 2 -I{} curl -fsS -o /dev/null "${vsvc[@]}" "${json[@]}" \
  -d "{\"email\":\"bench{}@example.com\",\"password\":\"$password\",\"email_confirm\":true}" \
  "http://$vaddr/auth/v1/admin/users"
fetch 200 -X PUT "${vsvc[@]}" "${json[@]}" -d '{"file_size_limit":null}' \
  "http://$vaddr/storage/v1/bucket/contenido" >/dev/null

log "seeding PocketBase"
"$dir/pocketbase" superuser upsert $pb_admin "$password" --dir "$dir/pb-data" >/dev/null
"$dir/pocketbase" benchsetup --rows "$rows" --users "$users" --password "$password" --dir "$dir/pb-data"
"$dir/pocketbase" serve --http $paddr --dir "$dir/pb-data" >"$dir/pocketbase.log" 2>&1 &
ppid_=$!
pids+=("$ppid_")
wait_up "http://$paddr/api/health" $ppid_ "$dir/pocketbase.log"
ptoken=$(fetch 200 "${json[@]}" -d "{\"identity\":\"$pb_admin\",\"password\":\"$password\"}" \
  "http://$paddr/api/collections/_superusers/auth-with-password" | json_field token)
padmin=(-H "Authorization: $ptoken")

"$dir/hello" -addr $haddr >"$dir/hello.log" 2>&1 &
hpid=$!
pids+=("$hpid")
wait_up "http://$haddr/" $hpid "$dir/hello.log"

# The requests of each scenario, checked once before anything is measured.
vurl=http://$vaddr purl=http://$paddr
vpoint=/rest/v1/testimoniales?id=eq.%d ppoint=/api/collections/testimoniales/records/t%014d
vlist='/rest/v1/testimoniales?order=created_at.desc&limit=10'
plist='/api/collections/testimoniales/records?sort=-created&perPage=10'
vinsert='{"categoria":1,"testimonio":"Carga %d","empresa":"Load"}'
vsignin='{"email":"bench%d@example.com","password":"'$password'"}'
psignin='{"identity":"bench%d@example.com","password":"'$password'"}'
last=$((rows - 1))
check "Vitrina point read" "$(fetch 200 "${vanon[@]}" "$vurl/rest/v1/testimoniales?id=eq.42")" \
  '"id":42' '"empresa":"Empresa 41"' '"testimonio":"Testimonio 41, muy'
check "PocketBase point read" "$(fetch 200 "$purl/api/collections/testimoniales/records/t00000000000042")" \
  '"id":"t00000000000042"' '"empresa":"Empresa 41"' '"testimonio":"Testimonio 41, muy'
body=$(curl -sS -D "$dir/headers" "${vanon[@]}" -H 'Prefer: count=exact' "$vurl$vlist")
check "Vitrina newest 10 with count" "$body$(tr -d '\r' <"$dir/headers")" "\"empresa\":\"Empresa $last\"" "0-9/$rows"
check "Vitrina newest 10" "$(fetch 200 "${vanon[@]}" "$vurl$vlist")" "\"empresa\":\"Empresa $last\""
check "PocketBase newest 10 with count" "$(fetch 200 "$purl$plist")" "\"empresa\":\"Empresa $last\"" "\"totalItems\":$rows"
check "PocketBase newest 10 (skipTotal)" "$(fetch 200 "$purl$plist&skipTotal=1")" "\"empresa\":\"Empresa $last\"" '"totalItems":-1'
fetch 201 "${vsvc[@]}" "${json[@]}" -d "${vinsert/\%d/1}" "$vurl/rest/v1/testimoniales" >/dev/null
check "Vitrina insert" "$(fetch 200 "${vanon[@]}" "$vurl/rest/v1/testimoniales?id=gt.$rows")" '"testimonio":"Carga 1"'
check "PocketBase insert" "$(fetch 200 "${padmin[@]}" "${json[@]}" -d "${vinsert/\%d/1}" "$purl/api/collections/testimoniales/records")" \
  '"testimonio":"Carga 1"'
check "Vitrina password sign-in" "$(fetch 200 "${vanon[@]}" "${json[@]}" -d "${vsignin/\%d/1}" "$vurl/auth/v1/token?grant_type=password")" \
  '"refresh_token":"'
check "PocketBase password sign-in" "$(fetch 200 "${json[@]}" -d "${psignin/\%d/1}" "$purl/api/collections/users/auth-with-password")" \
  '"token":"'

clear_inserted() {
  fetch 204 "${vsvc[@]}" -X DELETE "$vurl/rest/v1/testimoniales?id=gt.$rows" >/dev/null
  fetch 204 "${padmin[@]}" -X DELETE "$purl/bench/inserted" >/dev/null
}
clear_inserted
check "inserted rows removed" "$(fetch 200 "$purl$plist")$(fetch 200 "${vanon[@]}" "$vurl/rest/v1/testimoniales?id=gt.$rows")" \
  "\"totalItems\":$rows" '[]'

# sign_in_all SERVER N FILE: N sessions of distinct users; their refresh tokens (Vitrina) or
# tokens (PocketBase) into FILE, one a line.
sign_in_all() {
  local i
  : >"$3"
  for i in $(seq "$2"); do
    if [ "$1" = vitrina ]; then
      fetch 200 "${vanon[@]}" "${json[@]}" -d "${vsignin/\%d/$i}" "$vurl/auth/v1/token?grant_type=password" |
        json_field refresh_token >>"$3"
    else
      fetch 200 "${json[@]}" -d "${psignin/\%d/$i}" "$purl/api/collections/users/auth-with-password" |
        json_field token >>"$3"
    fi
  done
  [ "$(grep -c . "$3")" = "$2" ] || die "sign_in_all $1: got $(grep -c . "$3") tokens, want $2"
}
sign_in_all vitrina 1 "$dir/tokens"
check "Vitrina refresh" "$(fetch 200 "${vanon[@]}" "${json[@]}" -d "{\"refresh_token\":\"$(cat "$dir/tokens")\"}" \
  "$vurl/auth/v1/token?grant_type=refresh_token")" '"refresh_token":"'
sign_in_all pocketbase 1 "$dir/tokens"
check "PocketBase refresh" "$(fetch 200 -X POST -H "Authorization: $(cat "$dir/tokens")" \
  "$purl/api/collections/users/auth-refresh")" '"token":"'

# Results, one line per run: key|server|round|value|non-2xx|socket errors.
results=$dir/results
: >"$results"
round=0

# measure KEY SERVER CONNECTIONS WRK-ARGS...: one wrk run; its req/s into the results.
measure() {
  local key=$1 server=$2 conns=$3 out rps bad errs
  shift 3
  out=$(wrk -t2 -c"$conns" -d"${secs}s" "$@" 2>&1) || { log "$out"; die "wrk failed on $key $server"; }
  rps=$(awk '/^Requests\/sec:/ {print $2}' <<<"$out")
  bad=$(awk '/Non-2xx or 3xx responses:/ {print $NF}' <<<"$out")
  errs=$(awk -F'[ ,]+' '/Socket errors:/ {print $4 + $6 + $8 + $10}' <<<"$out")
  [ -n "$rps" ] || { log "$out"; die "no Requests/sec in wrk's output ($key $server)"; }
  echo "$key|$server|$round|$rps|${bad:-0}|${errs:-0}" >>"$results"
  log "round $round  $key  $server  $rps req/s  non-2xx ${bad:-0}  socket errors ${errs:-0}"
}

upload_file=$dir/upload.png
# A PNG signature then random bytes, so the type check passes and nothing compresses.
{ printf '\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR'; head -c $((upload_mib << 20)) /dev/urandom; } >"$upload_file"
upload_bytes=$(stat -c %s "$upload_file")

# upload SERVER: UPLOADS uploads of the file, each deleted after; MB/s over the uploads' time and the
# server's peak RSS above its RSS before them (the peak is reset through clear_refs first).
upload() {
  local server=$1 pid total=0 i res code t id idle peak reset growth=n/a
  pid=$([ "$server" = vitrina ] && echo $vpid || echo $ppid_)
  idle=$(rss_kib $pid VmRSS)
  if echo 5 2>/dev/null >"/proc/$pid/clear_refs"; then reset=1; else reset=0; fi
  for i in $(seq "$uploads"); do
    if [ "$server" = vitrina ]; then
      res=$(curl -sS -o "$dir/up.out" -w '%{http_code} %{time_total}' -X POST -T "$upload_file" "${vsvc[@]}" \
        -H 'Content-Type: image/png' "$vurl/storage/v1/object/contenido/compare/$round-$i.png")
      code=${res% *} t=${res#* }
      [ "$code" = 200 ] || die "Vitrina upload answered $code: $(head -c 300 "$dir/up.out")"
      fetch 200 -X DELETE "${vsvc[@]}" "$vurl/storage/v1/object/contenido/compare/$round-$i.png" >/dev/null
    else
      res=$(curl -sS -o "$dir/up.out" -w '%{http_code} %{time_total}' "${padmin[@]}" \
        -F "archivo=@$upload_file;type=image/png" "$purl/api/collections/archivos/records")
      code=${res% *} t=${res#* }
      [ "$code" = 200 ] || die "PocketBase upload answered $code: $(head -c 300 "$dir/up.out")"
      id=$(json_field id <"$dir/up.out")
      fetch 204 -X DELETE "${padmin[@]}" "$purl/api/collections/archivos/records/$id" >/dev/null
    fi
    total=$(awk -v a="$total" -v b="$t" 'BEGIN {print a + b}')
  done
  peak=$(rss_kib $pid VmHWM)
  ((reset)) && growth=$(((peak - idle) / 1024))
  local mbs
  mbs=$(awk -v b="$upload_bytes" -v n="$uploads" -v t="$total" 'BEGIN {printf "%.0f", b * n / t / 1e6}')
  echo "upload|$server|$round|$mbs|0|0" >>"$results"
  echo "upload-rss|$server|$round|$growth|0|0" >>"$results"
  log "round $round  upload  $server  $mbs MB/s  peak RSS above idle ${growth} MiB"
}

# dd_rate: MB/s of UPLOADS writes of the upload's size with dd conv=fsync to the same disk.
dd_rate() {
  local i
  for i in $(seq "$uploads"); do
    dd if=/dev/zero of="$dir/dd.bin" bs=1M count="$upload_mib" conv=fsync 2>&1
    rm -f "$dir/dd.bin"
  done | awk '/copied/ {b += $1; t += $(NF-3)} END {printf "%.0f", b / t / 1e6}'
}

log "warming up"
secs_saved=$secs secs=2
measure warmup vitrina 2 -s "$here/point.lua" "${vanon[@]}" "$vurl" -- "$vpoint" "$rows" >/dev/null 2>&1
measure warmup pocketbase 2 -s "$here/point.lua" "$purl" -- "$ppoint" "$rows" >/dev/null 2>&1
secs=$secs_saved

for round in $(seq "$rounds"); do
  for c in 2 32; do
    measure point$c vitrina $c -s "$here/point.lua" "${vanon[@]}" "$vurl" -- "$vpoint" "$rows"
    measure point$c pocketbase $c -s "$here/point.lua" "$purl" -- "$ppoint" "$rows"
    measure point$c hello $c -s "$here/point.lua" "http://$haddr" -- "/?id=%d" "$rows"
  done
  for c in 2 32; do
    measure count$c vitrina $c "${vanon[@]}" -H 'Prefer: count=exact' "$vurl$vlist"
    measure count$c pocketbase $c "$purl$plist"
  done
  for c in 2 32; do
    measure nocount$c vitrina $c "${vanon[@]}" "$vurl$vlist"
    measure nocount$c pocketbase $c "$purl$plist&skipTotal=1"
  done
  for c in 2 32; do
    measure insert$c vitrina $c -s "$here/post.lua" "${vsvc[@]}" "${json[@]}" "$vurl" -- \
      /rest/v1/testimoniales "$vinsert" 1000000000
    measure insert$c pocketbase $c -s "$here/post.lua" "${padmin[@]}" "${json[@]}" "$purl" -- \
      /api/collections/testimoniales/records "$vinsert" 1000000000
    clear_inserted
  done
  measure signin4 vitrina 4 -s "$here/post.lua" "${vanon[@]}" "${json[@]}" "$vurl" -- \
    '/auth/v1/token?grant_type=password' "$vsignin" "$users"
  measure signin4 pocketbase 4 -s "$here/post.lua" "${json[@]}" "$purl" -- \
    /api/collections/users/auth-with-password "$psignin" "$users"
  # The bound of a sign-in: bcrypt cost-10 checks per second on all cores, measured now, in its turn.
  echo "signin4|bcrypt|$round|$("$dir/hello" -bcrypt 3s)|0|0" >>"$results"
  log "round $round  bcrypt cost-10 checks on all cores  $(tail -1 "$results" | cut -d'|' -f4)/s"
  for c in 2 32; do
    sign_in_all vitrina $((c + 1)) "$dir/tokens" # one more: see refresh.lua
    REFRESH_TOKENS=$dir/tokens measure refresh$c vitrina $c -s "$here/refresh.lua" "${vanon[@]}" "${json[@]}" "$vurl" -- \
      vitrina '/auth/v1/token?grant_type=refresh_token' 2
    sign_in_all pocketbase $((c + 1)) "$dir/tokens"
    REFRESH_TOKENS=$dir/tokens measure refresh$c pocketbase $c -s "$here/refresh.lua" "$purl" -- \
      pocketbase /api/collections/users/auth-refresh 2
  done
  upload vitrina
  upload pocketbase
  echo "upload|dd|$round|$(dd_rate)|0|0" >>"$results"
  log "round $round  dd conv=fsync  $(tail -1 "$results" | cut -d'|' -f4) MB/s"
done
uptime_end=$(uptime)

# summary KEY SERVER: "median spread flagged"; spread is half the range over the median, in %;
# flagged is 1 when a run had non-2xx responses or socket errors.
summary() {
  awk -F'|' -v k="$1" -v s="$2" '$1 == k && $2 == s {print $4, ($5 + $6 > 0)}' "$results" | sort -g |
    awk '$1 != "n/a" {v[++n] = $1} $2 {f = 1}
      END {
        if (!n) { print "n/a 0", f + 0; exit }
        m = n % 2 ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2
        printf "%s %.0f %d\n", m, m ? (v[n] - v[1]) / 2 / m * 100 : 0, f
      }'
}

# cell MEDIAN SPREAD FLAG [UNIT]: "12288 ±2 %", with "(!)" after a flagged run.
cell() {
  local v
  v=$(awk -v m="$1" 'BEGIN {f = m >= 100 || m == int(m) ? "%.0f" : "%.1f"; printf f, m}')
  [ "$1" = n/a ] && v=n/a
  ((rounds > 1)) && v="$v ±$2 %"
  ((${3:-0})) && v="$v (!)"
  printf '%s%s' "$v" "${4:-}"
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN {if (b > 0) printf "%.2f", a / b; else printf "n/a"}'; }
percent() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.0f %%", a / b * 100}'; }

# row LABEL KEY [CEILING]: one line of the table.
row() {
  local label=$1 key=$2 ceiling=${3:-}
  read -r vm vs vf <<<"$(summary "$key" vitrina)"
  read -r pm ps pf <<<"$(summary "$key" pocketbase)"
  printf '| %s | %s | %s | %s | %s |\n' "$label" "$(cell "$vm" "$vs" "$vf")" "$(cell "$pm" "$ps" "$pf")" \
    "$(ratio "$vm" "$pm")" "$ceiling"
}

cpu=$(awk -F': ' '/^model name/ {print $2; exit}' /proc/cpuinfo)
echo
echo "## Vitrina against PocketBase (bench/compare.sh $secs $rounds)"
echo
echo "- $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores ($cpu), $(go version | cut -d' ' -f3), $(wrk -v 2>&1 | head -1 | cut -d' ' -f1-2)"
commit=$(git describe --always --dirty 2>/dev/null || echo "unknown commit")
echo "- $("$dir/vitrina" version) at $commit on SQLite with ${vitrina_env[*]} (/auth/v1/token's limits raised for the run: every request comes from one address)"
echo "- PocketBase $pb_version with its defaults (rate limiter off) but its request log off (Logs.MaxDays 0), as Vitrina logs no request at warn; dev mode off"
echo "- $rows testimonials, $users users (bcrypt cost 10 on both), wrk -t2 with keep-alive, ${secs} s runs, rounds: $rounds (interleaved); medians ± half the range"
echo "- load at start: ${uptime_start##*load average: }; at end: ${uptime_end##*load average: }"
echo
echo "| operation | Vitrina | PocketBase | ratio | ceiling |"
echo "|---|---|---|---|---|"
for c in 2 32; do
  read -r hm _ <<<"$(summary point$c hello)"
  read -r vm _ <<<"$(summary point$c vitrina)"
  row "point read by id, $c conns" point$c "hello world $(cell "$hm" 0 0 | cut -d' ' -f1): Vitrina $(percent "$vm" "$hm")"
done
for c in 2 32; do row "insert, $c conns" insert$c; done
for c in 2 32; do row "newest 10 with exact count, $c conns" count$c; done
for c in 2 32; do row "newest 10 without count, $c conns" nocount$c; done
read -r bm _ <<<"$(summary signin4 bcrypt)"
read -r vm _ <<<"$(summary signin4 vitrina)"
row "password sign-in, 4 conns" signin4 "bcrypt bound ≈ $(cell "$bm" 0 0 | cut -d' ' -f1)/s: Vitrina $(percent "$vm" "$bm")"
for c in 2 32; do row "refresh (chained), $c conns" refresh$c; done
read -r dm _ <<<"$(summary upload dd)"
read -r vm _ <<<"$(summary upload vitrina)"
row "$upload_mib MiB upload (MB/s)" upload "dd conv=fsync $dm MB/s: Vitrina $(percent "$vm" "$dm")"
read -r vm vs vf <<<"$(summary upload-rss vitrina)"
read -r pm ps pf <<<"$(summary upload-rss pocketbase)"
echo "| $upload_mib MiB upload, server's peak RSS above idle | +$(cell "$vm" "$vs" 0) MiB | +$(cell "$pm" "$ps" 0) MiB | | |"
echo
echo "Requests per second unless stated; ratio = Vitrina ÷ PocketBase; \"(!)\": a run had non-2xx responses or socket errors."
if awk -F'|' '$5 + $6 > 0 {f = 1} END {exit !f}' "$results"; then
  echo
  echo "(!) runs with non-2xx responses or socket errors (key|server|round|req/s|non-2xx|socket errors):"
  awk -F'|' '$5 + $6 > 0' "$results"
fi
