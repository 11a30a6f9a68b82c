#!/usr/bin/env bash
# Installs whatever is missing, then runs every check and test Puzzle Lab has:
# formatting, clippy (host and wasm32), engine tests, a release build, browser tests.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
bash scripts/ensure-tools.sh --test
export PATH="$ROOT/scripts/binaryen/node_modules/.bin:$HOME/.cargo/bin:$PATH"

step() { printf '\n==> %s\n' "$*"; }

step "cargo fmt --check"
cargo fmt --all -- --check

step "clippy (host)"
cargo clippy --all-targets --locked -- -D warnings

step "clippy (wasm32)"
cargo clippy --all-targets --locked --target wasm32-unknown-unknown -- -D warnings

step "fuzz/Cargo.lock matches the crate's dependencies"
# The fuzz crate is its own workspace with a committed lock file; a dependency change in
# the main crate must refresh it: (cd fuzz && cargo update --workspace --offline).
(cd fuzz && cargo metadata --locked --format-version 1 >/dev/null)

step "engine tests (native)"
cargo test --locked

step "release build (trunk)"
trunk build --release

step "browser tests (headless Chromium)"
(cd e2e && node --test --test-concurrency=1 tests/)
