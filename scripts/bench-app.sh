#!/usr/bin/env bash
# App benchmark: release build size, first board paint and click-to-redraw time in
# headless Chromium. Prints figures; asserts nothing about speed (see README).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"
./scripts/setup.sh
./scripts/build.sh --release
PORT=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server "$PORT" --bind 127.0.0.1 --directory dist >target/http-bench.log 2>&1 &
SERVER_PID=$!
trap 'kill "$SERVER_PID" 2>/dev/null || true' EXIT
sleep 0.5
APP_URL="http://127.0.0.1:$PORT/" DIST=dist node tests/browser/bench/app-bench.mjs
APP_URL="http://127.0.0.1:$PORT/" node tests/browser/bench/bg-bench.mjs
