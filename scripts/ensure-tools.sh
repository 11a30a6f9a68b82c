#!/usr/bin/env bash
# Installs whatever Puzzle Lab needs and is missing, checking versions first.
# Safe to run again and again: every step is skipped when already satisfied.
#
#   scripts/ensure-tools.sh          # build tools only (serve), wasm-opt included
#   scripts/ensure-tools.sh --test   # plus Chromium, ChromeDriver and playwright-core
set -euo pipefail

TRUNK_VERSION="0.21.14"
WASM_BINDGEN_VERSION="0.2.130"
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$HOME/.cargo/bin:$PATH"

log() { printf '[ensure-tools] %s\n' "$*"; }

as_root() {
  if [ "$(id -u)" = "0" ]; then "$@"; else sudo "$@"; fi
}

ensure_wasm_target() {
  if rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    log "wasm32-unknown-unknown target: present"
  else
    log "adding the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown
  fi
}

ensure_trunk() {
  if command -v trunk >/dev/null && trunk --version | grep -q "$TRUNK_VERSION"; then
    log "trunk $TRUNK_VERSION: present"
  else
    log "installing trunk $TRUNK_VERSION (about 7 minutes on 2 cores)"
    cargo install trunk --version "$TRUNK_VERSION" --locked
  fi
}

ensure_wasm_bindgen() {
  if command -v wasm-bindgen >/dev/null && wasm-bindgen --version | grep -q "$WASM_BINDGEN_VERSION" \
    && command -v wasm-bindgen-test-runner >/dev/null; then
    log "wasm-bindgen-cli $WASM_BINDGEN_VERSION: present"
  else
    # Not --locked: one locked dependency is missing from the registry here.
    log "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION"
    cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --force
  fi
}

ensure_chromium() {
  if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; then
    log "chromium and chromedriver: present"
  else
    log "installing chromium and chromium-driver from Debian"
    as_root apt-get update -q
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -q chromium chromium-driver
  fi
}

ensure_playwright() {
  if [ -f "$ROOT/e2e/node_modules/playwright-core/package.json" ] \
    && [ -f "$ROOT/e2e/node_modules/axe-core/axe.min.js" ]; then
    log "playwright-core, axe-core: present"
  else
    log "installing playwright-core and axe-core (npm, no browser download)"
    (cd "$ROOT/e2e" && npm ci --no-audit --no-fund)
  fi
}

# The release build's npm tools (scripts/build-tools): wasm-opt from npm's binaryen 132
# (Debian's binaryen 108 cannot read the wasm current Rust emits), and terser, which the
# post-build hook runs on the page's JavaScript glue. Installed in
# scripts/build-tools/node_modules/.bin, which scripts/serve.sh and scripts/test.sh put on
# PATH (Trunk looks for `wasm-opt` there, at the version pinned in Trunk.toml). `trunk
# serve` without --release calls neither.
ensure_build_tools() {
  local dir="$ROOT/scripts/build-tools/node_modules"
  if [ -x "$dir/.bin/wasm-opt" ] && "$dir/.bin/wasm-opt" --version | grep -q "version_132" \
    && [ -f "$dir/terser/package.json" ]; then
    log "wasm-opt (npm binaryen 132) and terser: present"
  else
    log "installing wasm-opt (npm binaryen 132) and terser"
    (cd "$ROOT/scripts/build-tools" && npm ci --no-audit --no-fund)
  fi
}

ensure_wasm_target
ensure_wasm_bindgen
ensure_trunk
ensure_build_tools
if [ "${1:-}" = "--test" ]; then
  ensure_chromium
  ensure_playwright
fi
log "all tools ready"
