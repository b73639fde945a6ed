#!/usr/bin/env bash
# `npm test`: every pass in order; the first failure stops the run with a non-zero exit.
#   0 lint (Biome: format and lint; knip: unused files, exports, dependencies)
#   1 typecheck · 2 unit (shared, client) · 3 the assistant's evaluation · 4 server on PGlite (Node 20)
#   5 server on PostgreSQL under Node 24 · 6 faults (own PostgreSQL clusters, real server processes) · 7 e2e in Chromium
# The server suite runs once per database and once per Node: PGlite on the machines' Node 20, PostgreSQL on
# Node 24 (production's Node and database); the fault suite runs real servers on Node 20 against PostgreSQL.
set -euo pipefail
cd "$(dirname "$0")/.."

# Node 24 LTS for pass 5: the devDependency node24 (npm:node@24) installs a real binary. Its npm link
# node_modules/.bin/node would put every other pass on Node 24 too; the postinstall removes it, and so does this
# (after an `npm install <pkg>`, which relinks it without running the postinstall).
NODE24="node_modules/node24/bin/node"
node scripts/unshadow-node.mjs
hash -r
printf 'Node %s (passes 1-4, 6, 7) and %s (pass 5)\n' "$(node -v)" "$("$NODE24" -v 2>/dev/null || echo 'no Node 24: run npm ci')"

step() { printf '\n\033[1m== %s ==\033[0m\n' "$1"; }
# Each vitest pass also writes a JSON report; the last line sums them ("N passed, N failed").
reports="$(mktemp -d)"
vitest() { local name="$1"; shift; npx vitest run "$@" --reporter=default --reporter=json --outputFile.json="$reports/$name.json"; }
# the same under Node 24: vitest's forks run on the binary that started it (process.execPath)
vitest24() {
  local name="$1"; shift
  if [ ! -x "$NODE24" ]; then
    echo "$NODE24 is missing: run npm ci (the devDependency node24 installs it with its install script)." >&2
    return 1
  fi
  "$NODE24" node_modules/vitest/vitest.mjs run "$@" --reporter=default --reporter=json --outputFile.json="$reports/$name.json"
}

step "0/7 format, lint and dead code (Biome, knip)"
npm run --silent lint

step "1/7 typecheck"
npm run --silent typecheck

step "2/7 unit tests (shared, client)"
vitest unit --project shared --project client

step "3/7 the assistant's evaluation (fails below its thresholds)"
npm run --silent eval:assistant

step "4/7 server integration tests on PGlite (Node 20)"
vitest server-pglite --project server

step "5/7 server integration tests on PostgreSQL under Node 24 LTS"
set +e
pg_env="$(bash scripts/start-postgres.sh)"
pg_status=$?
set -e
if [ $pg_status -eq 3 ]; then
  echo "WARNING: no PostgreSQL binaries found; the PostgreSQL pass (5) is SKIPPED (install postgresql to run them)."
elif [ $pg_status -ne 0 ]; then
  echo "Could not start the throwaway PostgreSQL server." >&2
  exit 1
else
  eval "$pg_env"
  trap 'bash scripts/stop-postgres.sh' EXIT
  TEST_DATABASE_URL="$TEST_PG_URL" vitest24 server-postgres-node24 --project server
  bash scripts/stop-postgres.sh
  trap - EXIT
fi

step "6/7 fault suite (PostgreSQL restarts, kill -9, two instances)"
vitest faults --project faults

step "7/7 end-to-end tests in Chromium"
npm run --silent build
vitest e2e --project e2e

node scripts/test-summary.mjs "$reports"
