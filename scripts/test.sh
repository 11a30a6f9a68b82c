#!/usr/bin/env bash
# Installs whatever is missing, then runs every check and test Puzzle Lab has:
# formatting, clippy (host and wasm32), engine tests, a release build, browser tests.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
bash scripts/ensure-tools.sh --test
export PATH="$ROOT/scripts/build-tools/node_modules/.bin:$HOME/.cargo/bin:$PATH"

step() { printf '\n==> %s\n' "$*"; }

# A one-shot run gains nothing from incremental caches, which take gigabytes of disk.
export CARGO_INCREMENTAL="${CARGO_INCREMENTAL:-0}"
free_kb=$(df -Pk . | awk 'NR==2 {print $4}')
if [ "${free_kb:-0}" -lt $((6 * 1024 * 1024)) ]; then
  printf 'warning: only %s MB free here; a full run needs about 6 GB of build files\n' "$((free_kb / 1024))" >&2
fi

step "cargo fmt --check"
cargo fmt --all -- --check

# The browser tests and benchmarks need the worker's test hooks (the Crash and
# SudokuFastSolve requests, the JSON door): the `test-hooks` feature. The app people use
# is built without it, so clippy checks wasm32 both ways.
step "clippy (host, with the test hooks)"
cargo clippy --all-targets --locked --features test-hooks -- -D warnings

step "clippy (wasm32, as shipped)"
cargo clippy --all-targets --locked --target wasm32-unknown-unknown -- -D warnings

step "clippy (wasm32, with the test hooks)"
cargo clippy --all-targets --locked --target wasm32-unknown-unknown --features test-hooks -- -D warnings

step "fuzz/Cargo.lock matches the crate's dependencies"
# The fuzz crate is its own workspace with a committed lock file; a dependency change in
# the main crate must refresh it: (cd fuzz && cargo update --workspace --offline).
(cd fuzz && cargo metadata --locked --format-version 1 >/dev/null)

step "engine tests (native)"
cargo test --locked --features test-hooks

step "release build with the test hooks (trunk)"
trunk build --release --features test-hooks

step "browser tests (headless Chromium)"
(cd e2e && node --test --test-concurrency=1 tests/)
