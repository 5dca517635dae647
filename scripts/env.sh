# Sourced by the other scripts: puts the tools that setup.sh installs on PATH.
# cargo-installed tools (trunk, wasm-bindgen) and the npm ones (wasm-opt from binaryen).
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$ROOT/node_modules/.bin:${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
