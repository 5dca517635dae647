#!/usr/bin/env bash
# Builds the app's two pages into dist/ (arguments go to both `trunk build`s,
# e.g. --release): index.html (the home screen and the Grand Trictrac) and
# bg.html (the backgammon family), each with its own wasm.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"
# the two pages from their one template (page.html)
node scripts/pages.mjs
# trunk replaces its whole dist folder: the second page is built aside, then copied in
trunk build bg.html --dist target/dist-bg --html-output bg.html "$@"
trunk build "$@"
cp -r target/dist-bg/. dist/
# one manifest per language (the installed app's name and description)
node scripts/manifests.mjs dist
# the service worker's list of files and version (public/sw.js, copied to dist/sw.js)
node scripts/precache.mjs dist
