#!/usr/bin/env bash
# `npm test`: everything — lint, typecheck, unit + API + component + story tests, the production
# build, the Storybook build, and end-to-end tests in Debian's Chromium against the real server.
set -euo pipefail
cd "$(dirname "$0")/.."
export STORYBOOK_DISABLE_TELEMETRY=1

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "End-to-end tests need Chromium at ${CHROMIUM_PATH:-/usr/bin/chromium}: run 'apt-get install -y chromium' (or set CHROMIUM_PATH)." >&2
  exit 1
fi

step "lint";            npm run --silent lint
step "typecheck";       npm run --silent typecheck
step "embedded database (FerretDB)"; npx tsx scripts/install-ferretdb.ts
step "unit, API, component and story tests"
npx vitest run --reporter=default --reporter=json --outputFile=reports/vitest.json
step "production build"; npm run --silent build
step "Storybook build"; npm run --silent build-storybook
step "end-to-end tests (Playwright, Chromium)"
npx playwright test

# One closing line for CI: counts across vitest and Playwright.
node -e '
const fs = require("fs");
const v = JSON.parse(fs.readFileSync("reports/vitest.json", "utf8"));
const p = JSON.parse(fs.readFileSync("reports/playwright.json", "utf8"));
const passed = v.numPassedTests + (p.stats.expected ?? 0) + (p.stats.flaky ?? 0);
const failed = v.numFailedTests + (p.stats.unexpected ?? 0);
console.log(`${passed} passed, ${failed} failed`);
'
