#!/usr/bin/env bash
# Set up whatever is missing, then run every check: fmt, clippy, native tests,
# the release build, and the browser tests against that build. Exits non-zero on any failure.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"
./scripts/setup.sh

step() { printf '\n==> %s\n' "$*"; }

step "cargo fmt --all -- --check"
cargo fmt --all -- --check

step "cargo clippy --workspace --all-targets -- -D warnings"
cargo clippy --workspace --all-targets -- -D warnings

step "the app's layers import one way (shell -> games -> kit -> engine)"
cargo test -p tables-app --test layers

step "cargo test --workspace"
cargo test --workspace

step "heavy sweeps in release (the exhaustive move validator, random games)"
cargo test --release -p tables --test bg_crosscheck --test bg_random_games --test bg_reference --test bg_rules_block_property

step "release build of both pages (scripts/build.sh --release)"
start=$(date +%s)
./scripts/build.sh --release
echo "the release build took $(($(date +%s) - start)) s"
for wasm in dist/*.wasm; do
  echo "wasm size: $(wc -c <"$wasm") bytes, $(gzip -9 -c "$wasm" | wc -c) bytes gzipped ($wasm)"
done

step "browser tests (node --test tests/browser/*.test.mjs)"
PORT=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server "$PORT" --bind 127.0.0.1 --directory dist >target/http-server.log 2>&1 &
SERVER_PID=$!
trap 'kill "$SERVER_PID" 2>/dev/null || true' EXIT
export APP_URL="http://127.0.0.1:$PORT/"
python3 - "$APP_URL" <<'PY'
import sys, time, urllib.request
for _ in range(100):
    try:
        urllib.request.urlopen(sys.argv[1], timeout=1)
        sys.exit(0)
    except OSError:
        time.sleep(0.1)
sys.exit(f"the test server did not answer on {sys.argv[1]}")
PY
node --test tests/browser/*.test.mjs
