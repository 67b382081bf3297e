#!/usr/bin/env bash
# `npm test`: everything — lint, typecheck, unit + API + component + story tests, the production
# build, the Storybook build, then Playwright in Debian's Chromium: end-to-end tests against the
# real server and every story of the built Storybook checked with axe in the theme matrix.
# Each step prints its duration, and a table of all of them closes the run (also on failure), so
# the budget (.ci/run under 25 minutes on two cores) can be watched as the product grows.
set -euo pipefail
cd "$(dirname "$0")/.."
export STORYBOOK_DISABLE_TELEMETRY=1

STEPS_TITLE="npm test"
# shellcheck source=scripts/steps.sh
source scripts/steps.sh

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "End-to-end tests need Chromium at ${CHROMIUM_PATH:-/usr/bin/chromium}: run 'apt-get install -y chromium' (or set CHROMIUM_PATH)." >&2
  exit 1
fi

# Lint and typecheck are each one single-threaded process: side by side they take the time of the longer.
lint_and_typecheck() {
  local log rc=0
  log=$(mktemp)
  npm run --silent typecheck >"$log" 2>&1 &
  local typecheck=$!
  npm run --silent lint || rc=$?
  if ! wait "$typecheck"; then
    rc=1
    echo "typecheck failed:"
  fi
  cat "$log"
  rm -f "$log"
  return "$rc"
}
step "lint and typecheck (side by side)" lint_and_typecheck
step "embedded database (FerretDB)" npx tsx scripts/install-ferretdb.ts
# Three streams side by side, so that both cores stay busy from start to end:
# - the API and contract tests in a vitest process of their own: one file at a time (they share a FerretDB), and
#   much of their time is spent waiting on the database, which runs in a process of its own;
# - the unit, component and story tests (jsdom, mostly CPU-bound) in another, on three workers: with two, a core
#   stood idle whenever the API stream waited on its database (the step took 768 s here, against 697 s with three);
# - the production build, then the Storybook build (they only write dist/ and storybook-static/, which no vitest
#   test reads: the tests that need a build make their own in temp dirs).
# The API stream's lines are prefixed with [api]; each stream writes its own JSON report.
vitest_with_builds() {
  local builds_log rc=0
  builds_log=$(mktemp)
  (npm run --silent build && npm run --silent build-storybook) >"$builds_log" 2>&1 &
  local builds=$!
  (
    set -o pipefail
    npx vitest run --project api --reporter=default --reporter=json \
      --outputFile=reports/vitest-api.json 2>&1 | sed -u 's/^/[api] /'
  ) &
  local api=$!
  npx vitest run --project unit --project components --maxWorkers=3 --reporter=default \
    --reporter=json --outputFile=reports/vitest-dom.json || rc=$?
  if ! wait "$api"; then
    rc=1
    echo "the API tests failed (lines marked [api] above)"
  fi
  if ! wait "$builds"; then
    rc=1
    echo "the production or Storybook build failed:"
  fi
  tail -n 40 "$builds_log"
  rm -f "$builds_log"
  return "$rc"
}
step "vitest (API tests | unit, component and story tests | production and Storybook builds, side by side)" \
  vitest_with_builds
# Both Playwright projects: e2e (dist/ on the real server) and stories (storybook-static/ + axe).
step "Playwright: end-to-end and stories × themes with axe (Chromium)" npx playwright test

# One closing line for CI: counts across vitest and Playwright.
node -e '
const fs = require("fs");
const read = (file) => JSON.parse(fs.readFileSync(file, "utf8"));
const vitest = ["reports/vitest-api.json", "reports/vitest-dom.json"].map(read);
const p = read("reports/playwright.json");
const sum = (key) => vitest.reduce((total, report) => total + report[key], 0);
const passed = sum("numPassedTests") + (p.stats.expected ?? 0) + (p.stats.flaky ?? 0);
const failed = sum("numFailedTests") + (p.stats.unexpected ?? 0);
console.log(`${passed} passed, ${failed} failed`);
'
