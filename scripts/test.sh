#!/usr/bin/env bash
# `npm test`: every pass in order; the first failure stops the run with a non-zero exit.
#   1 typecheck · 2 unit (shared, client) · 3 the assistant's evaluation · 4 server on PGlite · 5 server on PostgreSQL
#   6 faults (own PostgreSQL clusters, real server processes) · 7 e2e in Chromium
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s ==\033[0m\n' "$1"; }
# Each vitest pass also writes a JSON report; the last line sums them ("N passed, N failed").
reports="$(mktemp -d)"
vitest() { local name="$1"; shift; npx vitest run "$@" --reporter=default --reporter=json --outputFile.json="$reports/$name.json"; }

step "1/7 typecheck"
npm run --silent typecheck

step "2/7 unit tests (shared, client)"
vitest unit --project shared --project client

step "3/7 the assistant's evaluation (fails below its thresholds)"
npm run --silent eval:assistant

step "4/7 server integration tests on PGlite"
vitest server-pglite --project server

step "5/7 server integration tests on PostgreSQL"
set +e
pg_env="$(bash scripts/start-postgres.sh)"
pg_status=$?
set -e
if [ $pg_status -eq 3 ]; then
  echo "WARNING: no PostgreSQL binaries found; the PostgreSQL pass is SKIPPED (install postgresql to run it)."
elif [ $pg_status -ne 0 ]; then
  echo "Could not start the throwaway PostgreSQL server." >&2
  exit 1
else
  eval "$pg_env"
  trap 'bash scripts/stop-postgres.sh' EXIT
  TEST_DATABASE_URL="$TEST_PG_URL" vitest server-postgres --project server
  bash scripts/stop-postgres.sh
  trap - EXIT
fi

step "6/7 fault suite (PostgreSQL restarts, kill -9, two instances)"
vitest faults --project faults

step "7/7 end-to-end tests in Chromium"
npm run --silent build
vitest e2e --project e2e

node scripts/test-summary.mjs "$reports"
