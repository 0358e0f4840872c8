#!/usr/bin/env bash
# The nginx and Firefox projects (issue 26) serve the build with Debian's nginx and drive Debian's
# firefox-esr. Install what is missing when we are allowed to (as ensure-chromium.sh does);
# otherwise say what to do.
set -euo pipefail
NGINX="${SIERRA_NGINX:-/usr/sbin/nginx}"
FIREFOX="${SIERRA_FIREFOX:-/usr/bin/firefox-esr}"
missing=()
[ -x "$NGINX" ] || missing+=(nginx)
[ -x "$FIREFOX" ] || missing+=(firefox-esr)
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Missing for the e2e tests: ${missing[*]}; installing Debian's packages..." >&2
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "error: run 'apt-get install -y ${missing[*]}' as root, or set SIERRA_NGINX / SIERRA_FIREFOX" >&2; exit 1; fi
fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
# Debian starts the nginx service on install; the tests run their own on another port.
[ -x "$NGINX" ] || { echo "error: nginx still missing at $NGINX" >&2; exit 1; }
[ -x "$FIREFOX" ] || { echo "error: firefox-esr still missing at $FIREFOX" >&2; exit 1; }
