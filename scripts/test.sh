#!/usr/bin/env bash
# `npm test`: every pass in order; the first failure stops the run with a non-zero exit.
#   1 typecheck · 2 unit (shared, client) · 3 server on PGlite · 4 server on PostgreSQL · 5 e2e in Chromium
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s ==\033[0m\n' "$1"; }

step "1/5 typecheck"
npm run --silent typecheck

step "2/5 unit tests (shared, client)"
npx vitest run --project shared --project client

step "3/5 server integration tests on PGlite"
npx vitest run --project server

step "4/5 server integration tests on PostgreSQL"
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
  TEST_DATABASE_URL="$TEST_PG_URL" npx vitest run --project server
  bash scripts/stop-postgres.sh
  trap - EXIT
fi

step "5/5 end-to-end tests in Chromium"
npm run --silent build
npx vitest run --project e2e
