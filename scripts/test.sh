#!/usr/bin/env bash
# The whole test suite, as README.md gives it: installs what the tests need
# (Debian's chromium-headless-shell when missing), then in this order: messages, production
# build; then four lanes at once: the type check and dead files and exports (knip), lint and the
# formatting check (Prettier), the first-load JavaScript budgets per route (Playwright against the
# production server, tests/js-budgets.spec.ts) followed by the date-sensitive tests (@clock) again at
# fixed instants (scripts/test-clock.ts), and the cluster suite (Varnish, two instances, Redis;
# tests/cluster/cluster.test.ts); then unit and model tests; then the other Playwright end-to-end tests
# with axe and the screenshot tests (tests/visual/), with the machine to themselves.
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
# Lanes side by side, each a shell function run in a subshell of its own (a failing command ends its lane):
# each lane's output is printed after it, in the order given, and if any failed the run stops with the message
# (the first argument).
lanes() {
  local message="$1" out failed=0 i=0 pid
  shift
  out="$(mktemp -d)"
  local pids=()
  for lane in "$@"; do
    ( "$lane" ) > "$out/$i" 2>&1 &
    pids+=("$!")
    i=$((i + 1))
  done
  i=0
  for pid in "${pids[@]}"; do
    wait "$pid" || failed=1
    cat "$out/$i"
    i=$((i + 1))
  done
  rm -rf "$out"
  [ "$failed" -eq 0 ] || { echo "$message"; exit 1; }
}

# Everything that needs the build but not the end-to-end step's machine to itself, in four lanes at once
# (docs/performance.md, "The test suite's time"): the static checks use one core per tool; the cluster suite
# mostly waits (TTLs, drains, timeouts; about 17 CPU-s over its minute); the budgets count bytes, not time;
# the fixed-instant runs are mostly their servers starting. Together they take about the CPU time of the
# static checks and the fixed-instant runs on two cores, instead of the budgets, the static checks and the
# cluster suite's minute one after the other.
types_and_dead_code() {
  step "Typetjek"; npm run --silent typecheck
  step "Døde filer og eksporter (knip)"; npm run --silent knip
}
lint_and_format() {
  step "Lint"; npm run --silent lint
  step "Formatering (Prettier)"; npm run --silent format:check
}
budgets_and_fixed_instants() {
  step "JavaScript-budgetter pr. rute"; npm run --silent check:budgets -- --output=test-results/budgets
  step "Faste tidspunkter (@clock: mandag morgen, søndag, 31/12 kl. 23.59, sommertidens ophør, server i Los Angeles)"
  npm run --silent test:clock
}
cluster_suite() { step "Klynge: Varnish foran to instanser med Redis (tests/cluster)"; npm run --silent test:cluster; }
lanes "Budgetter, typetjek, knip, lint, formatering, klyngen eller de faste tidspunkter fejlede (se ovenfor)." \
  types_and_dead_code lint_and_format budgets_and_fixed_instants cluster_suite
step "Unit- og modeltests";         npm run --silent test:unit
step "Mutationstest af maskinerne (grupper ændret siden sidste kørsel; docs/machines/mutation.md)"; npm run --silent test:mutation
step "End-to-end (Playwright + axe)"; npm run --silent test:e2e -- --grep-invert @budgets
step "Maskinerne: model-, browser- og mutationsdækning"; node scripts/machines-report.ts
printf '\n› Færdig efter %d s\n' "$SECONDS"
