#!/usr/bin/env bash
# `npm test`: typecheck, vitest (PGlite, then PostgreSQL when TEST_DATABASE_URL is set), the fault suite, Playwright.
# Fails fast. Each runner also leaves a JSON report in test-results/ for .ci/run's summary line.
set -euo pipefail
cd "$(dirname "$0")/.."

stage() { printf '\n==== %s ====\n' "$*"; }

RESULTS=test-results
mkdir -p "$RESULTS"
# A report left by an earlier run must not be counted for this one.
rm -f "$RESULTS"/vitest-*.json "$RESULTS"/playwright.json

stage "browser"
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [[ ! -x "$CHROMIUM" ]]; then
  if [[ "$(id -u)" == 0 ]] && command -v apt-get >/dev/null; then
    echo "Chromium not found at $CHROMIUM; installing Debian's chromium package (apt-get)…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium not found at $CHROMIUM. Install it, e.g.:" >&2
    echo "  sudo apt-get install chromium        # Debian/Ubuntu, gives /usr/bin/chromium" >&2
    echo "or point CHROMIUM_PATH at an existing Chromium/Chrome binary." >&2
    exit 1
  fi
fi
# Debian's wrapper script prints a harmless shell warning on stderr here.
"$CHROMIUM" --version 2>/dev/null

stage "typecheck (tsc)"
npx tsc

stage "vitest (PGlite)"
# TEST_DATABASE_URL is removed so this pass really is the embedded-database one.
env -u TEST_DATABASE_URL npx vitest run --reporter=default --reporter=json --outputFile.json="$RESULTS/vitest-pglite.json"

if [[ -n "${TEST_DATABASE_URL:-}" ]]; then
  # Credentials stay out of the log.
  stage "vitest server + contract suites on PostgreSQL ($(sed -E 's#//[^@/]*@#//#; s#\?.*##' <<<"$TEST_DATABASE_URL"))"
  npx vitest run --project server --reporter=default --reporter=json --outputFile.json="$RESULTS/vitest-postgres.json"
else
  stage "vitest on PostgreSQL skipped (TEST_DATABASE_URL not set)"
fi

stage "fault suite (kill -9, SIGTERM, second opener, huge bodies; PostgreSQL too when TEST_DATABASE_URL is set)"
# Real processes on loopback ports 5700–5799; its own vitest config, so the runs above did not include it.
# It builds the Remix app for its portal when needed, which Playwright then reuses.
npm run -s test:faults -- --reporter=default --reporter=json --outputFile.json="$RESULTS/vitest-faults.json"

stage "playwright (projects js and nojs)"
npx playwright test

stage "all suites passed"
