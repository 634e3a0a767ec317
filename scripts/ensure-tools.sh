#!/usr/bin/env bash
# Installs what the tests need beyond `npm ci`, from Debian, when missing: chromium for the browser
# tests, and postgresql for the cluster tests (test/helpers/postgres.ts runs initdb and pg_ctl from
# /usr/lib/postgresql/*/bin into a temporary folder; the package's own service is not used).
# (Bun itself comes from npm as a devDependency.)
set -euo pipefail
missing=()
if ! { [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; } && ! command -v chromium >/dev/null 2>&1; then
  missing+=(chromium)
fi
if ! compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null; then
  missing+=(postgresql)
fi
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing Debian's ${missing[*]} for the tests…"
SUDO=""
[ "$(id -u)" = 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
# Debian's postgresql starts a cluster of its own as a service where it can; the tests never use it.
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
