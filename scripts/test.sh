#!/usr/bin/env bash
# The whole test suite, as README.md gives it: installs what the tests need
# (Debian's chromium-headless-shell when missing), then in this order: messages, production
# build, the first-load JavaScript budgets per route (Playwright against the
# production server, tests/js-budgets.spec.ts); type check and dead files and
# exports (knip) beside lint and the formatting check (Prettier), two lanes at
# once since each tool is single-threaded; unit and model tests; the other
# Playwright end-to-end tests with axe and the screenshot tests (tests/visual/); then, side by side, the cluster
# suite (Varnish, two instances, Redis; tests/cluster/cluster.test.ts) and the date-sensitive
# tests (@clock) again at fixed instants (scripts/test-clock.ts).
# The machines' mutation test runs only for groups whose files changed since
# the recorded run (scripts/mutation.ts), and the last step prints each
# machine's model, browser and mutation figures (scripts/machines-report.ts).
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian packages the tests need: chromium-headless-shell (the browser tests' Chromium, scripts/chromium.ts;
# the full chromium is only the bench's and Lighthouse's), fonts-dejavu-core
# (the only fonts the screenshot tests' browser sees, tests/visual/fonts.conf),
# varnish and redis-server (the cluster suite, tests/cluster/).
missing=""
[ -x /usr/bin/chromium-headless-shell ] || missing="$missing chromium-headless-shell"
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing="$missing fonts-dejavu-core"
[ -x /usr/sbin/varnishd ] || missing="$missing varnish"
[ -x /usr/bin/redis-server ] || missing="$missing redis-server"
if [ -n "$missing" ]; then
  echo "› Installerer Debian-pakker til testene:$missing …"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  # shellcheck disable=SC2086
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing >/dev/null
fi

# Each step prints the seconds since the start, so a slow step shows in the log of a CI run.
step() { printf '\n› %s (%d s)\n' "$1" "$SECONDS"; }
step "Beskeder (paraglide)";        npm run --silent i18n
step "Produktionsbuild";            npm run --silent build:app
step "JavaScript-budgetter pr. rute"; npm run --silent check:budgets
# The static checks run in two lanes side by side: each tool uses one core, so on two cores they take
# the time of the longer lane (their CPU time: docs/performance.md, "The test suite's time"). Each
# lane's output is printed after it, in this order; a failure in either fails the step.
static_out="$(mktemp -d)"
( step "Typetjek"; npm run --silent typecheck
  step "Døde filer og eksporter (knip)"; npm run --silent knip ) > "$static_out/a" 2>&1 &
lane_a=$!
( step "Lint"; npm run --silent lint
  step "Formatering (Prettier)"; npm run --silent format:check ) > "$static_out/b" 2>&1 &
lane_b=$!
static_failed=0
wait "$lane_a" || static_failed=1
cat "$static_out/a"
wait "$lane_b" || static_failed=1
cat "$static_out/b"
rm -rf "$static_out"
[ "$static_failed" -eq 0 ] || { echo "Typetjek, knip, lint eller formatering fejlede (se ovenfor)."; exit 1; }
step "Unit- og modeltests";         npm run --silent test:unit
step "Mutationstest af maskinerne (grupper ændret siden sidste kørsel; docs/machines/mutation.md)"; npm run --silent test:mutation
step "End-to-end (Playwright + axe)"; npm run --silent test:e2e -- --grep-invert @budgets
# The cluster suite and the fixed-instant runs go side by side: the cluster suite mostly waits (TTLs, drains,
# timeouts; 30 % of a core over its minute), the fixed-instant runs use both cores for half a minute. Each
# step's output is printed after it; a failure in either fails the run.
side_out="$(mktemp -d)"
( step "Klynge: Varnish foran to instanser med Redis (tests/cluster)"; npm run --silent test:cluster ) > "$side_out/cluster" 2>&1 &
cluster=$!
( step "Faste tidspunkter (@clock: mandag morgen, søndag, 31/12 kl. 23.59, sommertidens ophør, server i Los Angeles)"
  npm run --silent test:clock ) > "$side_out/clock" 2>&1 &
clock=$!
side_failed=0
wait "$cluster" || side_failed=1
cat "$side_out/cluster"
wait "$clock" || side_failed=1
cat "$side_out/clock"
rm -rf "$side_out"
[ "$side_failed" -eq 0 ] || { echo "Klyngen eller de faste tidspunkter fejlede (se ovenfor)."; exit 1; }
step "Maskinerne: model-, browser- og mutationsdækning"; node scripts/machines-report.ts
printf '\n› Færdig efter %d s\n' "$SECONDS"
