#!/usr/bin/env bash
# `npm run test:slow`: the whole suite (`npm test`) on a machine made slower on purpose, to find
# tests whose verdict depends on speed. By default a competing CPU load runs beside it
# (`stress-ng --cpu 2`, as many busy workers as these machines have cores); `--one-core` pins the
# run and everything it starts to CPU 0 instead (`taskset -c 0`); both together stack up.
#
#   npm run test:slow                         # once, under load
#   npm run test:slow -- --runs 3             # three times in a row, under load
#   npm run test:slow -- --one-core           # once, on one core, no extra load
#   npm run test:slow -- --runs 2 --jest-only -- test/e2e/tables-rotation.e2e-spec.ts
#                                             # only these files, without typecheck, lint, build
#
# After each run it prints the durations (steps, tiers, slowest files and tests) and that run's
# `N passed, N failed`; at the end one line per run. The load is stopped on exit, however the
# script ends (and stress-ng is given a timeout of its own, in case this shell is SIGKILLed).
# Exit status: 0 when every run passed.
set -uo pipefail
cd "$(dirname "$0")/.."

runs=1
load=auto
one_core=0
jest_args=()
jest_only=()
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs="${2:?--runs needs a number}"; shift 2 ;;
    --one-core) one_core=1; shift ;;
    --load) load=yes; shift ;;
    --no-load) load=no; shift ;;
    --jest-only) jest_only=(--jest-only); shift ;;
    --) shift; jest_args=("$@"); break ;;
    -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
    *) echo "test:slow: unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
done
case "$runs" in ''|*[!0-9]*|0) echo "test:slow: --runs takes a positive whole number (got $runs)" >&2; exit 2 ;; esac
# Without --one-core the point is the load; with it, the single core alone unless --load is given.
if [ "$load" = auto ]; then if [ "$one_core" = 1 ]; then load=no; else load=yes; fi; fi

out=tmp/test-slow
mkdir -p "$out"
load_pid=""
stop_load() {
  if [ -n "$load_pid" ]; then
    kill "$load_pid" 2>/dev/null
    wait "$load_pid" 2>/dev/null
    load_pid=""
  fi
}
trap stop_load EXIT
trap 'stop_load; exit 130' INT
trap 'stop_load; exit 143' TERM

if [ "$load" = yes ]; then
  if ! command -v stress-ng >/dev/null 2>&1; then
    echo "==> installing stress-ng (apt)"
    export DEBIAN_FRONTEND=noninteractive
    if ! { apt-get update -qq && apt-get install -y -qq stress-ng >/dev/null; }; then
      echo "test:slow: could not install stress-ng (Debian package stress-ng)" >&2; exit 1
    fi
  fi
  # Two hours a run at most: the load ends by itself if this shell is killed without its trap.
  stress-ng --cpu 2 --timeout "$((runs * 7200))s" --quiet &
  load_pid=$!
fi

pin=()
[ "$one_core" = 1 ] && pin=(taskset -c 0)
describe="$([ "$load" = yes ] && echo 'stress-ng --cpu 2 beside it')$([ "$load" = yes ] && [ "$one_core" = 1 ] && echo ', ')$([ "$one_core" = 1 ] && echo 'pinned to CPU 0')"

lines=()
failed=0
for run in $(seq 1 "$runs"); do
  echo "==> test:slow run $run of $runs: npm test ($describe)"
  started=$(date +%s)
  "${pin[@]}" npm test -- "${jest_only[@]}" "${jest_args[@]}"
  status=$?
  wall=$(( $(date +%s) - started ))
  node scripts/test-durations.js --tests 10
  cp -f .test-results.json "$out/run-$run.test-results.json" 2>/dev/null
  cp -f .test-steps.json "$out/run-$run.test-steps.json" 2>/dev/null
  counts=$(node -e '
    try {
      const r = JSON.parse(require("fs").readFileSync(".test-results.json", "utf8"));
      console.log(`${r.numPassedTests} passed, ${r.numFailedTests + (r.numRuntimeErrorTestSuites || 0)} failed`);
    } catch { console.log("no jest result"); }
  ')
  [ "$status" -ne 0 ] && failed=$((failed + 1))
  lines+=("run $run: $counts, exit $status, ${wall} s ($describe)")
  echo "==> ${lines[-1]}"
done

stop_load
echo "==> test:slow: $runs run(s); results kept in $out/"
printf '  %s\n' "${lines[@]}"
[ "$failed" -eq 0 ]
