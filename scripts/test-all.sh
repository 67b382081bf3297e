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
# The two builds run while vitest does: much of the API tests' time is spent waiting on the database, and the
# builds only write dist/ and storybook-static/, which no vitest test reads (they make their own in temp dirs).
vitest_with_builds() {
  local log rc=0
  log=$(mktemp)
  (npm run --silent build && npm run --silent build-storybook) >"$log" 2>&1 &
  local builds=$!
  npx vitest run --reporter=default --reporter=json --outputFile=reports/vitest.json || rc=$?
  if ! wait "$builds"; then
    rc=1
    echo "the production or Storybook build failed:"
  fi
  tail -n 40 "$log"
  rm -f "$log"
  return "$rc"
}
step "vitest (unit, API, component, story tests), with the production and Storybook builds alongside" \
  vitest_with_builds
# Both Playwright projects: e2e (dist/ on the real server) and stories (storybook-static/ + axe).
step "Playwright: end-to-end and stories × themes with axe (Chromium)" npx playwright test

# One closing line for CI: counts across vitest and Playwright.
node -e '
const fs = require("fs");
const v = JSON.parse(fs.readFileSync("reports/vitest.json", "utf8"));
const p = JSON.parse(fs.readFileSync("reports/playwright.json", "utf8"));
const passed = v.numPassedTests + (p.stats.expected ?? 0) + (p.stats.flaky ?? 0);
const failed = v.numFailedTests + (p.stats.unexpected ?? 0);
console.log(`${passed} passed, ${failed} failed`);
'
