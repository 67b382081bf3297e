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

# Lint (ESLint beside Prettier, knip and the message check: scripts/lint.sh) and typecheck run side by side.
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
# - the unit, component and story tests (jsdom, CPU-bound) in another, on two workers (three made the API stream
#   slower by more than they gained: 800 s for the three streams in a clean clone, against 768 s with two);
# - the production build, then the Storybook build (they only write dist/ and storybook-static/, which no vitest
#   test reads: the tests that need a build make their own in temp dirs).
# Playwright (end-to-end tests on dist/, every story of storybook-static/ × themes with axe) needs only the builds:
# it starts once they and the jsdom stream are done (the API stream, on one core, usually ends first; if not, its last
# files run beside Playwright). The API stream's lines are prefixed with [api]; each stream writes its own JSON
# report, and the time each one took is printed as it ends.
tests_side_by_side() {
  local builds_log api_time rc=0 started
  started=$(date +%s)
  builds_log=$(mktemp)
  api_time=$(mktemp)
  (npm run --silent build && npm run --silent build-storybook) >"$builds_log" 2>&1 &
  local builds=$!
  (
    set -o pipefail
    status=0
    npx vitest run --project api --reporter=default --reporter=json \
      --outputFile=reports/vitest-api.json 2>&1 | sed -u 's/^/[api] /' || status=$?
    _steps_elapsed "$started" >"$api_time"
    printf '\033[2m-- API and contract tests (vitest): %s\033[0m\n' "$(cat "$api_time")"
    exit "$status"
  ) &
  local api=$!
  npx vitest run --project unit --project components --maxWorkers=2 --reporter=default \
    --reporter=json --outputFile=reports/vitest-dom.json || rc=$?
  step_part "unit, component and story tests (vitest), from the step's start" "$(_steps_elapsed "$started")"
  if ! wait "$builds"; then
    rc=1
    echo "the production or Storybook build failed:"
  fi
  tail -n 40 "$builds_log"
  rm -f "$builds_log"
  if [ "$rc" -eq 0 ]; then
    local playwright_started
    playwright_started=$(date +%s)
    npx playwright test || rc=$?
    step_part "Playwright: e2e and stories × themes with axe, from its start" \
      "$(_steps_elapsed "$playwright_started")"
  fi
  if ! wait "$api"; then
    rc=1
    echo "the API tests failed (lines marked [api] above)"
  fi
  STEPS_PARTS+=("$(_steps_row "  API and contract tests (vitest), from the step's start" "$(cat "$api_time")")")
  rm -f "$api_time"
  return "$rc"
}
step "tests: vitest (API | unit, component, story | builds), then Playwright (e2e, stories × themes with axe)" \
  tests_side_by_side

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
