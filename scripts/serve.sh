#!/usr/bin/env bash
# Installs whatever is missing, then serves Puzzle Lab on http://127.0.0.1:8080
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
bash scripts/ensure-tools.sh
export PATH="$ROOT/scripts/build-tools/node_modules/.bin:$HOME/.cargo/bin:$PATH"
exec trunk serve --release --address 127.0.0.1 --port 8080
