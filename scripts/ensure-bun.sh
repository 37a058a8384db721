#!/usr/bin/env bash
# Puts the pinned Bun on PATH, installing it from the npm registry into .tools/ when missing.
# Sourced by scripts/start.sh and scripts/test.sh; needs only Node.js and npm.
set -euo pipefail
QUOTA_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUN_VERSION="$(node -p "require('$QUOTA_ROOT/package.json').packageManager.split('@')[1]")"
TOOLS="$QUOTA_ROOT/.tools"
BUN_BIN="$TOOLS/node_modules/bun/bin/bun.exe"
if [ ! -x "$BUN_BIN" ] || [ "$("$BUN_BIN" --version 2>/dev/null)" != "$BUN_VERSION" ]; then
  echo "Installing Bun $BUN_VERSION from the npm registry into .tools/ ..."
  mkdir -p "$TOOLS"
  npm install --prefix "$TOOLS" --no-save --no-audit --no-fund --loglevel=error "bun@$BUN_VERSION" >/dev/null
fi
export PATH="$TOOLS/node_modules/.bin:$PATH"
cd "$QUOTA_ROOT"
if [ ! -f node_modules/.quota-installed ] || [ bun.lock -nt node_modules/.quota-installed ] || [ package.json -nt node_modules/.quota-installed ]; then
  echo "Installing dependencies (bun install) ..."
  bun install --frozen-lockfile 2>/dev/null || bun install
  touch node_modules/.quota-installed
fi
