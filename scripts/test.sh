#!/usr/bin/env bash
# The whole test suite, as README.md gives it: installs what the tests need
# (Debian's chromium when missing), then type check, lint, unit and model
# tests, production build, the first-load JavaScript budgets per route
# (Playwright against the production server, tests/js-budgets.spec.ts), the
# other Playwright end-to-end tests with axe, and the date-sensitive tests
# (@clock) again at fixed instants (scripts/test-clock.ts).
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
step "JavaScript-budgetter pr. rute"; npm run --silent check:budgets
step "Typetjek";                    npm run --silent typecheck
step "Lint";                        npm run --silent lint
step "Unit- og modeltests";         npm run --silent test:unit
step "End-to-end (Playwright + axe)"; npm run --silent test:e2e -- --grep-invert @budgets
step "Faste tidspunkter (@clock: mandag morgen, søndag, 31/12 kl. 23.59, sommertidens ophør, server i Los Angeles)"; npm run --silent test:clock
