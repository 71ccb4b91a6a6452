#!/usr/bin/env bash
# The weight of an admin page as a browser downloads it: the HTML, the scripts and stylesheets it
# links, and the editor's files the rich-text script loads when the page has a rich field, each
# compressed as the server sends it (gzip asked for). Runs `serve --demo` on a loopback port.
#
#   bash bench/admin-weight.sh [vitrina binary] [admin path, default: the first blog post's form]
set -euo pipefail
bin=${1:-}
if [ -z "$bin" ]; then
  bin=$(mktemp -d)/vitrina
  go build -o "$bin" ./cmd/vitrina
fi
page=${2:-}
dir=$(mktemp -d)
port=$((18000 + RANDOM % 1000))
"$bin" serve --demo --addr "127.0.0.1:$port" --data-dir "$dir/data" >"$dir/log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null; rm -rf "$dir"' EXIT
base="http://127.0.0.1:$port"
for _ in $(seq 1 120); do curl -fs "$base/healthz" >/dev/null 2>&1 && break; sleep 0.5; done
password=$(sed -n 's/^Contraseña: //p' "$dir/log" | head -1)
jar="$dir/jar"
curl -fs -c "$jar" -b "$jar" -o /dev/null --data-urlencode "email=admin@vitrina.test" --data-urlencode "password=$password" "$base/login"
if [ -z "$page" ]; then
  page=$(curl -fs -b "$jar" "$base/admin/blog/" | grep -o 'href="/admin/blog/[0-9][0-9]*[^"]*"' | head -1 | sed 's/href="//; s/"$//')
fi
html="$dir/page.html"
curl -fs -b "$jar" -o "$html" "$base$page"
size() { curl -fs -b "$jar" -H 'Accept-Encoding: gzip' -o /dev/null -w '%{size_download}' "$base$1"; }
total=0
printf '%-52s %8s\n' "resource" "bytes"
row() { printf '%-52s %8d\n' "$1" "$2"; total=$((total + $2)); }
row "$page (HTML)" "$(size "$page")"
assets=$(grep -o '\(src\|href\)="/cms-static/[^"]*\.\(js\|css\)"' "$html" | sed 's/^[a-z]*="//; s/"$//' | sort -u)
if grep -q 'data-richtext' "$html"; then
  assets="$assets
/cms-static/vendor/quill/quill.js
/cms-static/vendor/quill/quill.snow.css"
  # stylesheets the rich-text script adds itself
  for css in $(curl -fs -b "$jar" "$base/cms-static/richtext.js" | grep -o '/cms-static/[a-z/.-]*\.css' | sort -u); do
    assets="$assets
$css"
  done
fi
for a in $(echo "$assets" | sort -u); do row "$a" "$(size "$a")"; done
printf '%-52s %8d\n' "total, compressed" "$total"
