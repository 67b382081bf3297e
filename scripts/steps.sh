# Sourced by scripts/test-all.sh and .ci/run: `step NAME COMMAND...` runs one step and prints its
# duration; when the script exits, failed or not, a table of every step's duration and the total
# follows (titled $STEPS_TITLE). .ci/run runs `npm test` as one of its steps, so a CI log shows
# npm test's own table, then the CI table around it.

STEPS_STARTED=$(date +%s)
STEPS_TABLE=()
STEPS_PARTS=()
STEPS_CURRENT=""
STEPS_CURRENT_START=0

_steps_row() { printf '  %-66s %6s\n' "$1" "$2"; }
_steps_elapsed() {
  local s=$(($(date +%s) - $1))
  printf '%dm%02ds' $((s / 60)) $((s % 60))
}

step() {
  local name=$1
  shift
  printf '\n\033[1m== %s\033[0m\n' "$name"
  STEPS_CURRENT=$name
  STEPS_CURRENT_START=$(date +%s)
  "$@"
  local took
  took=$(_steps_elapsed "$STEPS_CURRENT_START")
  STEPS_TABLE+=("$(_steps_row "$name" "$took")")
  # rows a step added for its parts (step_part), under its own
  STEPS_TABLE+=("${STEPS_PARTS[@]}")
  STEPS_PARTS=()
  STEPS_CURRENT=""
  printf '\033[2m-- %s: %s\033[0m\n' "$name" "$took"
}

# `step_part NAME DURATION`: a part of the running step that ended (streams side by side), printed now and shown
# under the step in the closing table.
step_part() {
  printf '\033[2m-- %s: %s\033[0m\n' "$1" "$2"
  STEPS_PARTS+=("$(_steps_row "  $1" "$2")")
}

_steps_summary() {
  local rc=$?
  if [ -n "$STEPS_CURRENT" ]; then
    STEPS_TABLE+=("$(_steps_row "$STEPS_CURRENT (FAILED)" "$(_steps_elapsed "$STEPS_CURRENT_START")")")
    STEPS_TABLE+=("${STEPS_PARTS[@]}")
  fi
  printf '\n\033[1m== durations (%s)\033[0m\n' "${STEPS_TITLE:-steps}"
  local row
  for row in "${STEPS_TABLE[@]}"; do echo "$row"; done
  _steps_row "total" "$(_steps_elapsed "$STEPS_STARTED")"
  return $rc
}
trap _steps_summary EXIT
