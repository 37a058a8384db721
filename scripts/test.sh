#!/usr/bin/env bash
# Command B: installs what is needed (Bun, dependencies, Debian's Chromium for browser tests)
# and runs every test, then prints the counts.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/ensure-bun.sh"
bash scripts/ensure-system-packages.sh chromium ffmpeg radicale
echo "Building the web app ..."
bun run --cwd web build >/dev/null
[ -f widgets/package.json ] && grep -q '"build"' widgets/package.json && bun run --cwd widgets build >/dev/null
echo "Building the Chrome extension ..."
bun run --cwd extension build >/dev/null
echo "Type-checking and linting ..."
bun run typecheck
bunx biome check . --diagnostic-level=error
mkdir -p test-artifacts
status=0
bun --bun vitest run --reporter=default --reporter=json --outputFile.json=test-artifacts/vitest.json "$@" || status=$?
bun scripts/test-summary.ts test-artifacts/vitest.json || true
exit $status
