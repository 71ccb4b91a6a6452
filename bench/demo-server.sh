# Sourced by the admin benchmarks: builds Vitrina unless a binary is given ($1), starts
# `serve --demo` on a loopback port in a temporary directory (stopped and removed on exit), and sets
# base (its address), password (the demo administrator's) and jar (a signed-in cookie jar).
bin=${1:-}
if [ -z "$bin" ]; then
  bin=$(mktemp -d)/vitrina
  go build -o "$bin" ./cmd/vitrina
fi
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
# first_post prints the admin address of the demo's first blog post's form.
first_post() { curl -fs -b "$jar" "$base/admin/blog/" | grep -o 'href="/admin/blog/[0-9][0-9]*[^"]*"' | head -1 | sed 's/href="//; s/"$//'; }
