#!/usr/bin/env bash
# `npm run lint`: ESLint, then Prettier, knip and the message-catalog check. ESLint runs beside the other three (each
# of them is one process, mostly on one core), so the step takes about ESLint's time instead of the sum of all four.
set -uo pipefail
cd "$(dirname "$0")/.."

others_log=$(mktemp)
(
  set -e
  npx prettier --check . --log-level=warn
  npx knip
  npx tsx scripts/check-messages.ts
) >"$others_log" 2>&1 &
others=$!

rc=0
npx eslint . --max-warnings=0 || rc=$?
wait "$others" || rc=1
cat "$others_log"
rm -f "$others_log"
exit "$rc"
