#!/usr/bin/env bash
# The whole test suite, as README.md gives it: installs what the tests need
# (Debian's chromium when missing), then type check, lint, unit and model
# tests, production build, and Playwright end-to-end tests with axe.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  echo "› Installerer Debians chromium til browsertests …"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

step() { printf '\n› %s\n' "$1"; }
step "Beskeder (paraglide)";        npm run --silent i18n
step "Produktionsbuild";            npm run --silent build:app
step "Typetjek";                    npm run --silent typecheck
step "Lint";                        npm run --silent lint
step "Unit- og modeltests";         npm run --silent test:unit
step "End-to-end (Playwright + axe)"; npm run --silent test:e2e
