#!/usr/bin/env bash
# The weight of an admin page as a browser downloads it: the HTML, the scripts and stylesheets it
# links, and the editor's files the rich-text script loads when the page has a rich field, each
# compressed as the server sends it (gzip asked for). Runs `serve --demo` on a loopback port.
#
#   bash bench/admin-weight.sh [vitrina binary] [admin path, default: the first blog post's form]
set -euo pipefail
page=${2:-}
source "$(dirname "$0")/demo-server.sh"
[ -n "$page" ] || page=$(first_post)
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
