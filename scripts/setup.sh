#!/usr/bin/env bash
# Install whatever is missing to build, serve and test the app; a second run only checks.
# Nothing is downloaded from GitHub: tools come from crates.io, npm and Debian (see README).
#   Rust toolchain + wasm32 target  rustup, pinned by rust-toolchain.toml
#   trunk                           cargo install (pinned below)
#   wasm-bindgen-cli                cargo install, the exact wasm-bindgen version of Cargo.lock
#   wasm-opt, playwright-core       npm ci (package.json / package-lock.json)
#   chromium                        apt-get, only if /usr/bin/chromium is missing
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$ROOT"

TRUNK_VERSION=0.21.14
LOGS="$ROOT/target/setup-logs"
mkdir -p "$LOGS"

say() { printf '[setup] %s\n' "$*"; }

# --- Rust toolchain -----------------------------------------------------------
if ! command -v rustup >/dev/null; then
  say "rustup is missing: install it first (https://rustup.rs), then run this again" >&2
  exit 1
fi
TOOLCHAIN=$(sed -n 's/^channel *= *"\(.*\)"/\1/p' rust-toolchain.toml)
toolchain_ready() {
  rustup toolchain list | grep -q "^$TOOLCHAIN-" &&
    rustup target list --installed --toolchain "$TOOLCHAIN" | grep -qx wasm32-unknown-unknown &&
    rustup component list --installed --toolchain "$TOOLCHAIN" | grep -q '^clippy' &&
    rustup component list --installed --toolchain "$TOOLCHAIN" | grep -q '^rustfmt'
}
if toolchain_ready; then
  say "rust $TOOLCHAIN with wasm32-unknown-unknown: ok"
else
  say "installing rust $TOOLCHAIN, rustfmt, clippy, wasm32-unknown-unknown"
  rustup toolchain install "$TOOLCHAIN" --profile minimal \
    --component rustfmt --component clippy --target wasm32-unknown-unknown
fi

# --- cargo-installed tools, built in parallel ---------------------------------
WASM_BINDGEN_VERSION=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
if [ -z "$WASM_BINDGEN_VERSION" ]; then
  say "no wasm-bindgen in Cargo.lock" >&2
  exit 1
fi
if ! grep -q "wasm_bindgen = \"$WASM_BINDGEN_VERSION\"" Trunk.toml; then
  say "Trunk.toml [tools] wasm_bindgen must be \"$WASM_BINDGEN_VERSION\" (the version in Cargo.lock)" >&2
  exit 1
fi

# Tools only need to run, not to be fast: skipping LTO saves minutes on a cold install.
cargo_install() { # crate version [--locked]
  CARGO_PROFILE_RELEASE_LTO=false cargo "+$TOOLCHAIN" install "$1" --version "$2" ${3:-}
}
pids=()
names=()
# If this script stops early, stop the installs it started in the background.
trap 'kill "${pids[@]}" 2>/dev/null || true' EXIT
if command -v trunk >/dev/null && trunk --version | grep -qx "trunk $TRUNK_VERSION"; then
  say "trunk $TRUNK_VERSION: ok"
else
  say "installing trunk $TRUNK_VERSION (cargo install, ~10 min cold; log: $LOGS/trunk.log)"
  cargo_install trunk "$TRUNK_VERSION" --locked >"$LOGS/trunk.log" 2>&1 &
  pids+=($!)
  names+=(trunk)
fi
if command -v wasm-bindgen >/dev/null && wasm-bindgen --version | grep -qx "wasm-bindgen $WASM_BINDGEN_VERSION"; then
  say "wasm-bindgen-cli $WASM_BINDGEN_VERSION: ok"
else
  say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (cargo install, ~5 min cold; log: $LOGS/wasm-bindgen.log)"
  # --locked fails for some versions (a pinned dependency is gone from the registry): retry without.
  { cargo_install wasm-bindgen-cli "$WASM_BINDGEN_VERSION" --locked ||
    cargo_install wasm-bindgen-cli "$WASM_BINDGEN_VERSION"; } >"$LOGS/wasm-bindgen.log" 2>&1 &
  pids+=($!)
  names+=(wasm-bindgen)
fi

# --- chromium from Debian (in the background too) -----------------------------
if [ -x /usr/bin/chromium ]; then
  say "chromium: ok"
else
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  say "installing chromium (apt-get; log: $LOGS/chromium.log)"
  { $SUDO apt-get update &&
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends chromium; } \
    >"$LOGS/chromium.log" 2>&1 &
  pids+=($!)
  names+=(chromium)
fi

# --- npm tools (wasm-opt for trunk, playwright-core for the browser tests) ----
# node_modules/.setup-lock is a copy of the package-lock.json it was installed from.
if cmp -s package-lock.json node_modules/.setup-lock; then
  say "npm packages: ok"
else
  say "installing npm packages (npm ci)"
  npm ci --no-audit --no-fund --loglevel=error
  cp package-lock.json node_modules/.setup-lock
fi

# --- crates for the app and the engine (trunk builds offline) -----------------
cargo fetch --quiet

# --- wait for the background installs (each logs to $LOGS/<name>.log) -----------
failed=0
for i in "${!pids[@]}"; do
  if wait "${pids[$i]}"; then
    say "${names[$i]}: installed"
  else
    say "${names[$i]}: FAILED, last lines of its log:" >&2
    tail -n 30 "$LOGS/${names[$i]}.log" >&2
    failed=1
  fi
done
[ "$failed" -eq 0 ] || exit 1

# Trunk finds wasm-opt by running `wasm-opt --version`: make sure it is the npm one.
if ! wasm-opt --version | grep -q 'version 132'; then
  say "wasm-opt on PATH is not version 132: $(command -v wasm-opt)" >&2
  exit 1
fi
say "all set"
