#!/usr/bin/env bash
# Load run of the public site for BENCHMARKS.md: builds vitrina, serves a fresh data directory with
# the demo seed plus generated content up to 1 000 items, and measures with wrk the home page and a
# content page (layout 2, with its sidebar query) with the page cache on and off, against the
# site's stylesheet (an embedded static file served by the same binary) as the ceiling.
# Usage: bash bench/site.sh [seconds per run, default 10]
set -euo pipefail
cd "$(dirname "$0")/.."
secs=${1:-10}
dir=$(mktemp -d)
pid=
trap 'if [ -n "$pid" ]; then kill $pid 2>/dev/null || true; fi; rm -rf "$dir"' EXIT
go build -o "$dir/vitrina" ./cmd/vitrina
addr=127.0.0.1:18282
base="http://$addr"

start() { # start [env…]: serve the data directory with the given environment
  env VITRINA_LOG_LEVEL=warn "$@" "$dir/vitrina" serve --demo --data-dir "$dir/data" --addr $addr >/dev/null 2>>"$dir/log" &
  pid=$!
  for _ in $(seq 200); do curl -fs "$base/healthz" >/dev/null && break; sleep 0.1; done
}
stop() { kill $pid; wait $pid 2>/dev/null || true; pid=; }

start
eval "$("$dir/vitrina" keys --data-dir "$dir/data")"
# 988 more items (the demo has 12), spread over the 15 categories and the 3 layouts, ~1.5 KB bodies.
para='<p>Texto de ejemplo para medir el rendimiento del sitio público con contenido realista, con varias frases, acentos y enlaces a <a href=\"/clientes\">nuestros clientes</a>.</p>'
body="$para$para$para$para$para$para$para$para"
{
printf '['
for i in $(seq 13 1000); do
  [ "$i" -gt 13 ] && printf ','
  printf '%s' "{\"titulo\":\"Publicación de prueba $i\",\"categoria\":$(( i % 15 + 1 )),\"imagen_principal\":\"imagenes/portal-del-empleado-para-grupo-ribera.png\",\"descripcion\":{\"layout\":$(( i % 3 + 1 )),\"body\":\"$body\"}}"
done
printf ']'
} >"$dir/rows.json"
curl -fs -o /dev/null -X POST "$base/rest/v1/contenido" -H "apikey: $SERVICE_ROLE_KEY" -H "Authorization: Bearer $SERVICE_ROLE_KEY" \
  -H "Content-Type: application/json" --data-binary @"$dir/rows.json"
total=$(curl -fsI "$base/rest/v1/contenido?select=id" -H "apikey: $API_KEY" -H "Prefer: count=exact" | tr -d '\r' | awk -F/ '/^[Cc]ontent-[Rr]ange/ {print $2}')
css=$(curl -fs "$base/" | grep -o '/static/site.css?v=[0-9a-f]*')
content=$(curl -fsI "$base/contenido/499" | tr -d '\r' | awk '/^[Ll]ocation/ {print $2}')
size() { curl -fs "$base$1" | wc -c; }
echo "content items: $total; content page: $content; bytes: stylesheet $(size "$css"), home $(size /), content $(size "$content")"

run() { # run label path
  out=$(wrk -t2 -c32 -d"${secs}s" --latency "$base$2")
  rps=$(awk '/^Requests\/sec/ {print $2}' <<<"$out")
  p99=$(awk '$1 == "99%" {print $2}' <<<"$out")
  printf '| %s | `%s` | %s | %s |\n' "$1" "$2" "$rps" "$p99"
}
echo "| run | path | req/s | p99 |"
echo "|---|---|---|---|"
run "static file (ceiling)" "$css"
run "home, cached" "/"
run "content, cached" "$content"
stop
start VITRINA_SITE_CACHE=off
run "home, uncached" "/"
run "content, uncached" "$content"
stop
