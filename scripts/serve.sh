#!/usr/bin/env bash
# Set up whatever is missing, then build both pages (index.html: the home
# screen and the Grand Trictrac; bg.html: the backgammon family) and serve
# them. PORT=9000 picks another port; extra arguments go to the builds
# (e.g. --release). No live reload: run it again after a change.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"
./scripts/setup.sh
PORT="${PORT:-8080}"
./scripts/build.sh "$@"
echo "Serving the app on http://127.0.0.1:$PORT/ (Ctrl-C stops)"
exec python3 -m http.server "$PORT" --bind 127.0.0.1 --directory dist
