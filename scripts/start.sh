#!/usr/bin/env bash
# Command A: installs what is needed (Bun, pinned, from the npm registry; dependencies), builds
# the web app and widgets, and starts the whole product on embedded defaults with demo data.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/ensure-bun.sh"
# ffmpeg transcodes pitch videos; without it videos are served as uploaded
bash scripts/ensure-system-packages.sh --optional ffmpeg
echo "Building the web app ..."
bun run --cwd web build >/dev/null
[ -f widgets/package.json ] && grep -q '"build"' widgets/package.json && bun run --cwd widgets build >/dev/null
echo "Building the Chrome extension ..."
bun run --cwd extension build >/dev/null
echo "Chrome extension: load $(pwd)/extension/dist unpacked (chrome://extensions, Developer mode, Load unpacked);"
# the address this server answers at, which the extension must be pointed at (its default is port 3000)
QUOTA_ADDRESS="${PUBLIC_URL:-http://localhost:${PORT:-3000}}"
if [ "$QUOTA_ADDRESS" = "http://localhost:3000" ]; then
  echo "  it talks to $QUOTA_ADDRESS, this server, by default."
else
  echo "  point it at this server: its Options, Quota address $QUOTA_ADDRESS (its default is http://localhost:3000)."
fi
echo "Widgets: served at /widgets/loader.js (built in $(pwd)/widgets/dist); see docs/widgets.md."
# under a supervisor that starts the server again if it ever exits abnormally
exec bun scripts/supervise.ts api/src/server.ts
