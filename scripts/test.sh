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
# Two lanes side by side, each a shell function run in a subshell of its own (a failing command ends its
# lane): each lane's output is printed after it, in order, and if either failed the run stops with $3.
side_by_side() {
  local out lane_a lane_b failed=0
  out="$(mktemp -d)"
  ( "$1" ) > "$out/a" 2>&1 &
  lane_a=$!
  ( "$2" ) > "$out/b" 2>&1 &
  lane_b=$!
  wait "$lane_a" || failed=1
  cat "$out/a"
  wait "$lane_b" || failed=1
  cat "$out/b"
  rm -rf "$out"
  [ "$failed" -eq 0 ] || { echo "$3"; exit 1; }
}

# The static checks: each tool uses one core, so on two cores the lanes take the time of the longer one
# (their CPU time: docs/performance.md, "The test suite's time").
types_and_dead_code() {
  step "Typetjek"; npm run --silent typecheck
  step "Døde filer og eksporter (knip)"; npm run --silent knip
}
lint_and_format() {
  step "Lint"; npm run --silent lint
  step "Formatering (Prettier)"; npm run --silent format:check
}
side_by_side types_and_dead_code lint_and_format "Typetjek, knip, lint eller formatering fejlede (se ovenfor)."
step "Unit- og modeltests";         npm run --silent test:unit
step "Mutationstest af maskinerne (grupper ændret siden sidste kørsel; docs/machines/mutation.md)"; npm run --silent test:mutation
step "End-to-end (Playwright + axe)"; npm run --silent test:e2e -- --grep-invert @budgets
# The cluster suite mostly waits (TTLs, drains, timeouts; 30 % of a core over its minute), the fixed-instant
# runs use both cores for half a minute: side by side they take about the cluster suite's minute.
cluster_suite() { step "Klynge: Varnish foran to instanser med Redis (tests/cluster)"; npm run --silent test:cluster; }
fixed_instants() {
  step "Faste tidspunkter (@clock: mandag morgen, søndag, 31/12 kl. 23.59, sommertidens ophør, server i Los Angeles)"
  npm run --silent test:clock
}
side_by_side cluster_suite fixed_instants "Klyngen eller de faste tidspunkter fejlede (se ovenfor)."
step "Maskinerne: model-, browser- og mutationsdækning"; node scripts/machines-report.ts
printf '\n› Færdig efter %d s\n' "$SECONDS"
