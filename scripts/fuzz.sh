#!/usr/bin/env bash
# The fuzz smoke run: every cargo-fuzz target (fuzz/fuzz_targets/) for SECONDS each
# (default 30), natively with libFuzzer on the nightly toolchain. Installs what is
# missing first (the nightly toolchain, cargo-fuzz from crates.io). Not part of
# scripts/test.sh.
#
#   bash scripts/fuzz.sh          # 30 s per target
#   bash scripts/fuzz.sh 300      # 5 minutes per target
#   bash scripts/fuzz.sh 30 url_query pdb_bytes   # only these targets
#
# New interesting inputs go to fuzz/target/corpus-run/<target>/ (not committed); the
# seeds in fuzz/corpus/<target>/ are read, never written. A crash stops the run with
# the input saved in fuzz/artifacts/<target>/ and a non-zero exit; add it to the seeds
# once fixed (fuzz/tests/seeds.rs replays every seed with `cargo test` in fuzz/).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$HOME/.cargo/bin:$PATH"
SECONDS_PER_TARGET="${1:-30}"
shift || true

log() { printf '[fuzz] %s\n' "$*"; }

if rustup toolchain list | grep -q '^nightly'; then
  log "nightly toolchain: present"
else
  log "installing the nightly toolchain"
  rustup toolchain install nightly --profile minimal
fi
if cargo +nightly fuzz --version >/dev/null 2>&1; then
  log "cargo-fuzz: present ($(cargo +nightly fuzz --version))"
else
  log "installing cargo-fuzz from crates.io (a few minutes)"
  cargo install cargo-fuzz
fi

cd "$ROOT/fuzz"
# fuzz/Cargo.lock is committed and must match the main crate's dependencies, so the
# build below never rewrites it (cargo fuzz has no --locked; this check stands in).
lock_err="$(mktemp)"
if ! cargo +nightly metadata --locked --format-version 1 >/dev/null 2>"$lock_err"; then
  cat "$lock_err" >&2
  rm -f "$lock_err"
  log "fuzz/Cargo.lock no longer matches the crate's dependencies (they changed since"
  log "it was committed). Refresh it, keeping every locked version, and commit it:"
  log "  (cd fuzz && cargo update --workspace --offline)"
  exit 1
fi
rm -f "$lock_err"
if [ "$#" -gt 0 ]; then
  TARGETS=("$@")
else
  mapfile -t TARGETS < <(cargo +nightly fuzz list)
fi
# The crate forbids unsafe code, so AddressSanitizer would add cost and find nothing;
# overflow checks and debug assertions stay on (cargo fuzz's default).
FLAGS=(--sanitizer none)
cargo +nightly fuzz build "${FLAGS[@]}"

printf '%-16s %12s %10s %s\n' target executions exec/s result
for target in "${TARGETS[@]}"; do
  work="target/corpus-run/$target"
  mkdir -p "$work"
  logfile="target/fuzz-$target.log"
  if cargo +nightly fuzz run "${FLAGS[@]}" "$target" "$work" "corpus/$target" -- \
    -max_total_time="$SECONDS_PER_TARGET" -rss_limit_mb=2048 -print_final_stats=1 \
    >"$logfile" 2>&1; then
    result=ok
  else
    result="CRASH (see fuzz/$logfile and fuzz/artifacts/$target/)"
  fi
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$logfile" | grep -o '[0-9]*$' || echo '?')
  speed=$(grep -o 'stat::average_exec_per_sec: *[0-9]*' "$logfile" | grep -o '[0-9]*$' || echo '?')
  printf '%-16s %12s %10s %s\n' "$target" "$runs" "$speed" "$result"
  [ "$result" = ok ] || FAILED=1
done
exit "${FAILED:-0}"
