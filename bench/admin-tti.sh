#!/usr/bin/env bash
# How soon an admin page can be used: loads it in headless Chromium again and again (after one
# warm-up load) and prints DOMContentLoaded, load and the moment the rich-text editor accepts typing,
# with their medians (bench/tti). Runs `serve --demo` on a loopback port.
#
#   bash bench/admin-tti.sh [vitrina binary] [admin path, default: the first blog post's form] [loads, 20]
set -euo pipefail
cd "$(dirname "$0")/.."
page=${2:-}
loads=${3:-20}
source bench/demo-server.sh
[ -n "$page" ] || page=$(first_post)
go run ./bench/tti -url "$base" -password "$password" -page "$page" -n "$loads" -chrome "${VITRINA_CHROME:-/usr/bin/chromium}"
