#!/usr/bin/env bash
# Installs what the tests need beyond `npm ci`: Debian's chromium for the browser tests.
# (Bun itself comes from npm as a devDependency.)
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
if command -v chromium >/dev/null 2>&1; then exit 0; fi
echo "Installing Debian's chromium for the browser tests…"
SUDO=""
[ "$(id -u)" = 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
