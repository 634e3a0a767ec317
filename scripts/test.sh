#!/usr/bin/env bash
# Every check, in order: typecheck, unit and integration tests, the single binary's build,
# a smoke run of that binary, and the browser tests; then the ten slowest tests. The last line
# is "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"

passed=0
failed=0
failures=()
# Every bun test run's output, for the ten slowest tests at the end.
timings=$(mktemp -d)
trap 'rm -rf "$timings"' EXIT

# A check that counts as one.
check() {
  local name=$1; shift
  echo "=== $name"
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); failures+=("$name"); fi
}

# A bun test run whose own pass/fail counts are added to the totals. The time limit is a guard
# against a hang, not a speed target: tests wait for conditions, and the suite must pass beside
# a second run on a shared 2-core machine (browser files set their own, test/helpers/browser.ts).
bun_tests() {
  local name=$1; shift
  echo "=== $name"
  local log
  log=$(mktemp -p "$timings")
  bun test --timeout 60000 "$@" 2>&1 | tee "$log"
  local rc=${PIPESTATUS[0]}
  local p f
  p=$(grep -Eo '^ *[0-9]+ pass$' "$log" | tail -1 | grep -Eo '[0-9]+' || echo 0)
  f=$(grep -Eo '^ *[0-9]+ fail$' "$log" | tail -1 | grep -Eo '[0-9]+' || echo 0)
  passed=$((passed + p))
  failed=$((failed + f))
  # A crash or an error outside any test still fails the run.
  if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then failed=$((failed + 1)); fi
  [ "$rc" -ne 0 ] && failures+=("$name")
}

check "tools" bash scripts/ensure-tools.sh
check "typecheck" tsc --noEmit -p .
# Biome lints and checks formatting (biome.jsonc); any diagnostic, warnings included, fails.
check "lint and format" biome check --error-on-warnings .
bun_tests "unit and integration tests" ./src ./test/integration
# As the README says it (npm run build is bun build.ts).
check "build" npm run --silent build
check "smoke run of dist/squawk" bun scripts/smoke.ts
bun_tests "browser tests" ./test/e2e

# bun test has no report of the slowest tests: read from each run's "(pass) name [N ms]" lines.
echo "=== timings"
bun scripts/slowest-tests.ts "$timings"/* || true
if [ ${#failures[@]} -gt 0 ]; then echo "Failed: ${failures[*]}"; fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
