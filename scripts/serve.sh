#!/usr/bin/env bash
# Set up whatever is missing, then build and serve the app with live reload.
# PORT=9000 picks another port; extra arguments go to `trunk serve` (e.g. --release).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"
./scripts/setup.sh
PORT="${PORT:-8080}"
echo "Serving the app on http://127.0.0.1:$PORT/ (the first build takes a few minutes; Ctrl-C stops)"
exec trunk serve --address 127.0.0.1 --port "$PORT" "$@"
