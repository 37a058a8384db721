#!/usr/bin/env bash
# Installs from Debian's packages what npm cannot bring: Chromium for the browser tests (never a
# test tool's own browser download), ffmpeg for video transcoding and Radicale (a CalDAV server the
# calendar-integration tests start).
# Usage: ensure-system-packages.sh [--optional] chromium|ffmpeg|radicale ...   (--optional: warn, don't fail)
set -euo pipefail
optional=false
missing=()
for want in "$@"; do
  case "$want" in
    --optional) optional=true ;;
    chromium) [ -x /usr/bin/chromium ] || missing+=(chromium fonts-liberation) ;;
    ffmpeg) command -v ffmpeg >/dev/null 2>&1 || missing+=(ffmpeg) ;;
    radicale) [ -x /usr/bin/radicale ] || missing+=(radicale) ;;
    *) echo "unknown package group: $want" >&2; exit 2 ;;
  esac
done
[ ${#missing[@]} -eq 0 ] && exit 0
SUDO=""
if [ "$(id -u)" != 0 ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then SUDO="sudo"; else
    echo "Missing Debian packages: ${missing[*]} (install with: sudo apt-get install -y ${missing[*]})" >&2
    $optional && exit 0 || exit 1
  fi
fi
echo "Installing Debian packages: ${missing[*]} ..."
if ! { $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null; }; then
  echo "Could not install ${missing[*]}" >&2
  $optional && exit 0 || exit 1
fi
