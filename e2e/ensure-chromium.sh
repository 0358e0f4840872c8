#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (test tools cannot download browsers here).
# Install it when it is missing and we are allowed to; otherwise say what to do.
set -euo pipefail
CHROMIUM="${SIERRA_CHROMIUM:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
echo "Chromium not found at $CHROMIUM; installing Debian's chromium package..." >&2
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "error: run 'apt-get install -y chromium' as root, or set SIERRA_CHROMIUM to a Chromium binary" >&2; exit 1; fi
fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
[ -x "$CHROMIUM" ] || { echo "error: chromium still missing at $CHROMIUM" >&2; exit 1; }
