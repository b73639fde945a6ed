#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server for the tests and prints its DATABASE_URL on stdout.
# Usage: eval "$(scripts/start-postgres.sh)"  → sets PG_TMP and TEST_PG_URL; stop with scripts/stop-postgres.sh
# Exits 3 (printing nothing on stdout) when no PostgreSQL binaries are installed.
set -euo pipefail

BIN=""
for candidate in /usr/lib/postgresql/*/bin; do
  [ -x "$candidate/initdb" ] && BIN="$candidate"
done
if [ -z "$BIN" ] && command -v initdb >/dev/null 2>&1; then
  BIN="$(dirname "$(command -v initdb)")"
fi
[ -n "$BIN" ] || exit 3

PORT="${PG_TEST_PORT:-$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}"
DIR="$(mktemp -d /tmp/fixwise-pg.XXXXXX)"
mkdir -p "$DIR/sock"

as_pg() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
if [ "$(id -u)" = "0" ]; then
  chown -R postgres:postgres "$DIR"
fi
chmod 700 "$DIR"

as_pg "$BIN/initdb" -D "$DIR/data" -U postgres --auth=trust -E UTF8 --no-locale --no-sync >"$DIR/initdb.log" 2>&1
as_pg "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 30 \
  -o "-p $PORT -k $DIR/sock -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
as_pg "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres app

echo "export PG_TMP='$DIR' PG_BIN='$BIN'"
echo "export TEST_PG_URL='postgres://postgres@127.0.0.1:$PORT/app'"
